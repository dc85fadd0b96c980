#!/usr/bin/env bash
# Stand-in for the tool under test in run_golden.sh's self-test:
#   echo WORDS...  print WORDS
#   fail MSG       print "error: MSG" to stderr, exit 1 (a clean user error)
#   crash          die by SIGABRT (what a failed internal CHECK does)
case "${1-}" in
  echo) shift; echo "$@" ;;
  fail) echo "error: ${2-}" >&2; exit 1 ;;
  crash) kill -s ABRT $$ ;;
  *) echo "fake_rlx: unknown command '${1-}'" >&2; exit 2 ;;
esac
