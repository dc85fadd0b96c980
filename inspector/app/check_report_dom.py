#!/usr/bin/env python3
"""Checks the DOM a browser built from the HTML report against the trace.

    check_report_dom.py DOM.html TRACE.json

DOM.html is `chromium --headless --dump-dom` of the report (the document as
the browser parsed and laid it out, after any scripts ran); TRACE.json is
the same run saved with --save-trace. The timeline table must have one row
per pass, in order, naming each pass; every pass that changed the module
must link to a section that exists, holding its diff. Exit 0 if it passes,
1 with a reason otherwise.
"""

import html.parser
import json
import sys


class Dom(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack = []         # open elements: (tag, attrs)
        self.rows = []          # timeline rows: list of cell texts
        self.links = []         # href of links in the timeline
        self.sections = {}      # section id -> number of <pre class="diff"> inside
        self.section = None

    def in_timeline_body(self):
        tags = [t for t, _ in self.stack]
        return any(t == "table" and a.get("id") == "timeline" for t, a in self.stack) and "tbody" in tags

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "tr" and self.in_timeline_body():
            self.rows.append([])
        if tag == "td" and self.rows and self.in_timeline_body():
            self.rows[-1].append("")
        if tag == "a" and self.in_timeline_body() and "href" in a:
            self.links.append(a["href"])
        if tag == "section":
            self.section = a.get("id")
            self.sections[self.section] = 0
        if tag == "pre" and self.section and "diff" in a.get("class", "").split():
            self.sections[self.section] += 1
        if tag not in ("br", "meta", "link", "img", "input", "hr"):
            self.stack.append((tag, a))

    def handle_endtag(self, tag):
        if tag == "section":
            self.section = None
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if self.rows and self.rows[-1] and self.in_timeline_body() and self.stack[-1][0] in ("td", "a"):
            self.rows[-1][-1] += data


def main():
    dom_path, trace_path = sys.argv[1], sys.argv[2]
    passes = json.load(open(trace_path, encoding="utf-8"))["passes"]
    dom = Dom()
    dom.feed(open(dom_path, encoding="utf-8").read())
    print("%s: %d timeline rows, %d passes in the trace, %d sections" %
          (dom_path, len(dom.rows), len(passes), len(dom.sections)))
    if not passes:
        print("the trace has no passes")
        return 1
    if len(dom.rows) != len(passes):
        print("expected %d timeline rows" % len(passes))
        return 1
    for i, (row, p) in enumerate(zip(dom.rows, passes)):
        # Columns: #, mark, pass, stage, ms, changed, decisions.
        if len(row) != 7 or row[0].strip() != str(i) or row[2].strip() != p["name"]:
            print("row %d is %r, expected pass %d %s" % (i, row, i, p["name"]))
            return 1
        if (row[5].strip() == "yes") != p["changed"]:
            print("row %d: changed column %r disagrees with the trace" % (i, row[5]))
            return 1
        if row[6].strip() != str(len(p.get("decisions", []))):
            print("row %d: %r decisions, the trace has %d" % (i, row[6], len(p.get("decisions", []))))
            return 1
        if p["changed"]:
            sid = "pass-%d" % i
            if "#" + sid not in dom.links or dom.sections.get(sid, 0) != 1:
                print("changed pass %d (%s) has no linked section with a diff" % (i, p["name"]))
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
