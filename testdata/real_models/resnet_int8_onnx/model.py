metadata = tvm.ir.load_json("""{
  \"root_index\": 157,
  \"nodes\": [
    {
      \"type\": \"ffi.String\",
      \"data\": \"ir.GenericConst\"
    },
    {
      \"type\": \"None\"
    },
    {
      \"type\": \"ir.PrimType\",
      \"data\": {
        \"span\": 1,
        \"dtype\": \"int64\"
      }
    },
    {
      \"type\": \"int\",
      \"data\": 8
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"int\",
      \"data\": 3
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"int\",
      \"data\": 7
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 7
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 7
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        4,
        6,
        8,
        9
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 10,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 11,
        \"values\": 10
      }
    },
    {
      \"type\": \"ir.PrimType\",
      \"data\": {
        \"span\": 1,
        \"dtype\": \"int8\"
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 12,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQAIAAAAAAAAAAMAAAAAAAAABwAAAAAAAAAHAAAAAAAAAJgEAAAAAAAAGfu0koa6oKEozYJssVbM79yk8mUtqeUF2OF5zDmsXf8GJt7+3phnHmDOvQXfP7m7iR61f1sN+rIfOY1pRDORmpt\\/aBg2LZVtMW1usN504IUwpruFfCymYlX7Ejv7fswkywkeg2K6r1k+CK2NIeb4xToGLkpQK1LnbmCveBgsknfbrqF7x\\/1dCr\\/R77a6DZxPpY6i\\/TdCjrVrw+MuT4j\\/g7F3JOmZDjfenLkddgwRjGgq1nP1bGNNv7NC\\/Lkc03Of9Hq5jqxYKhyy3gAnW6FDoWvABuZOHlRMdoi5korDE1KLrqQk7cZ8wCQO0T+j03AnqBvXpExaOFWCebc3tS6EBFDe6lvTafcyzKlMrJaSkbk5t3WYFBG6eIR6lOJZKr3ZtkBGER6ri0jiUhQLKugcj87WarB7zUbLTr32YljTLyqGnQ4lc8ijrS8OF05PETAfkc\\/LHXa8p15k5yyo++bdxiLYxNDYTG0TSM6xRGcslbDiebgy1\\/VZLUbD0Tu4ApmdzHKe1tgiVo\\/FCO5Mp4snjzixsUoWWLY9REHr3dMTBdxiUZO1gbSkmw\\/sQ2nPJalACPmDM\\/lB2rPN5O36J\\/LoK2TmgjZVE32j4zMybF1HArosN4y\\/qk2Jb90kW+3E9EIlBIfldNwVpMuycMZw\\/41v+PoucRny+D\\/4+ro2qHF2pjLxXcG2v9INoSKt3T+PEWZJr1sYv0o\\/f2113V0h+EHXn03KaotG+AIoDKCPTN72KMvEFQAxskndjlUnDA4V\\/rI5CjK17tnQnzJ8nLsiSbMcNmySBAN16fn\\/XpR7QJNSLYw512aQHdEv\\/8ha5NqzQ3GTrAdMNXVO0MnL3dQqUFsnnBmU\\/RJL0DdxM2m00bt4rVSiMFgVC1ycKQ+mElm+3sQ\\/yxPYDsDzvMlLcw6UEccrCH3yjxd+D8N1eaJQH7PHZlpSC0VjBknO\\/nPQIHBFBd2xnXCHWcvK049dXK8bB+cv03hUKCbC7ljQNAfe3WnOrXzm+de6Sh\\/0znQTpVX9bPGTPCHg9Zp1z9+QxEo6yQuKTKaJ6FM7Ia1PFLyc7SUyK++f0cO3YJoL9gTgHifp8X3otO2TLD+4Y2K1YQg1ORO4fBIHD24FBeuCWSsTSjlXQmbMV1nP6l76VXGg9pPR7pFqPqeZSjexx2cRTe2VNKNJqXsUGfdiLrfM9GmalWXSPY+M6SnU1Vl43nAumMr8fhlRdc+iv+pTQ\\/6aqUSRC6FzKwCXyWejRLfvh9+v+Vmji5rjHtySMev+QZsetJsAS3gyItYFQar5\\/L\\/qohZBcDA+JhTrTYNihzLxSnsk6IYV49eKCRNlkuEK0qAS3C0+aHgEVbdAuBPxbf75E\\/KVW4IhKoi7bcwifmPwG+W2HY0B3hYb9vJL34Eeo1DOczR9WkpgilUUJnLAzOvDEWUYDyxcQY1GYdbtnzn9iJDKPVyhd0WDX0xZ0fzA96dfuhfcMvqU8aMp7DzaOGl47jC8X+WGykXIfZiXkWSmHesgIIUhI09F3djK41FufPPbl9QylhMvFSz208nPWz5PvJbIKaEynX0Y04YtuGR3\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 14,
        \"value\": 15
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        17,
        18,
        19,
        20
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 21,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 22,
        \"values\": 21
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 23,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQAIAAAAAAAAAAgAAAAAAAAAAwAAAAAAAAADAAAAAAAAAEACAAAAAAAAXXfHetVkwWMp3C86VxLc\\/SsewY3GxXiJxwkxYh9+5+EGqKm4IEPQ59Eaht75wTOle91K3T+LLh+\\/NoPldGMHEwZURIzfekoUAVxljS+HWsXciKVeFhDs4byYWdAZWUE7\\/DSzoVm8G3wI8zoZ3nx9MzBl+WrjZotsurnBowyzmNlc0UTUYY9F16tebKZ4AQDx5ISnn2PvZmJ6rxDKb2aRv9u8yRg3TCfsjCpUeGgEs2VUMgypVAHB46BDaRSFFe4z4kstT+9i7WYqDMV1hM80zVXQLyezMDFvfZBzpIf0hhHy0fN9RrtX2lu3gpsSKgEMN5WZ7MOH0sPrwGgFkgmcQ+GvWHOhbbWsFKiv3iMov7WN1iU0bh82bYS6SHA3iqGTSc4hOJEwaADwO8BlCTEvbXcNrSEnB2mw+q9GI5ysswz5fnBBdjtpABPxlwukklSx2bPfTOiGcFCZTzriDZcpMIbLzRd6oRaaXymNWRMPxb1H05IaL3EXln7Sabtr6IzqMZKb1cLDeiHzuNTPeJPG4GzQd+eo7nanJx7fAVVLTW6CLES84Yu6hIJnLuI4GR8CqqRVDqiBjMh2BhK+oV8xoCzP73MO+esfR8HlN9hR00sBqbEu3gmJM\\/jtU3dl7NAzmKKRWOrDbpmeNRrsEhX3XSjy2ar262FSkQMfdR+RQcTRMsM0LPSPapP6te+skBiYc1kdgX3XBzxiKJcaX77coqn97bqy\\/yhSaMhEsu3eF5c0GQPoHsdR3uSSJ+9OyOIc\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 24,
        \"value\": 25
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        27,
        28,
        29,
        30
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 31,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 32,
        \"values\": 31
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 33,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQAIAAAAAAAAAAgAAAAAAAAAAwAAAAAAAAADAAAAAAAAAEACAAAAAAAAaXo1OU4qzVgr1kjLtqz40a+SXE9FbaguUcS8FaCGpodcEenWZW0XEkdlcAvczM4p8bpPRdtN2vKzDQOssi2NP8yKVJyEO1mamyCMPBR\\/l30CmcShJZhu5tvYJ80GiSCO4cOShGHwPMacPHF+PDzZ9tY3K+s4ISUgpTgex5LDhoTG7eWtpbxr99eEPWcwquVvCtnLj2yy3SpXGJ0FjL6d0D0Pm4XrpwOiSQzfzlvmXtoJKU1xXNMV8UdbdKwu+79V5MQDxmFK83XM4eQ676qoDQ7ancl+CM0PAL\\/g4mv0\\/a24VXmkBC01nGvSKpnAvI9IgnB+S3Mrt+FnZDewb3xulJxzxVphTLuN0K2iX93pQzhsrZLgrkZPI8oXFZaFdcEa+F35VxgiCl5El5CaHv3q8xoG+eJwdZ226DXDUjOZY2GN+8PQSRAGtsfKIWe65ZC79+YbP59t0FG05ZzPZePG5DVDQuxLSgAA8bP9eu7whq44lL0A65iueOR48rskdb2wp1\\/OoCMQsQZlcTjyh19LmKfJDTcW7JjNStNij1TePY1K0++jmfmVhCLfb3x1yf31vwGrJkIURntOI\\/v687+585yw5hG55rsNl5bQTnt0f4\\/P6pkTit\\/fvBWkbyda5uB3YX+i6tJDVGKEXcJ\\/CYLwdqI8Icl2yjvy07iq8nq6yGp\\/MB03ViUwc\\/VY\\/AJsjC0l0hOTeK7EZqNwVwkCy+UJq2ZsIGS7+XCWDSeRAyuH11IcLS32+m\\/Ghg3N6WTYpWWu\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 34,
        \"value\": 35
      }
    },
    {
      \"type\": \"int\",
      \"data\": 16
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 37
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        38,
        39,
        40,
        41
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 42,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 43,
        \"values\": 42
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 44,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQAQAAAAAAAAAAgAAAAAAAAAAwAAAAAAAAADAAAAAAAAAIAEAAAAAAAAczbYwh7vNJfQWMvOIDmD8ysO3u9yjCc0\\/EPziWjtZ8R0\\/jd7w1oY3q2zYqv1tcT5dIviKPSnx0eQrfUNiCYbUCfjUopsZdPixUO0a8ogV7XR3aaEITuHz8MluqG1RW688cx4RicSSBEk5Z+DsSylGndEwcitnzZAaDpgEPzakJvb9xsangW7V99qCnLX0Apn9PysIF4NPVBpfVkGA3WGKV1cZp9f5uatiRtFjiASjF3MxS8iTcP1LAQlubmFwwFAFdOB\\/42UZcyi9tM1uEgPkLZGKSk1VMThy9j+KlDdMs4YJipmvyPfRWSPmePXZ6ojBOp+DQ84IrfTsY20S7Sr2HuXW6m0ypW1XZGgDEa1WbOg7fcJmrGv2Nx0g5equsvvG9tv\\/EnHAt0jm0Y+5cXp2OqxlexL9WfnMN7+b9FcTLmtlO5cuWu8AnnnbSGfUbk\\/Cx9ILeZsrtEYPUXdzYSD6F4EzBf\\/juodTTosaennwrxMO1qZquI\\/gtAZ1DHgzu8\\/EBzGXi9gwyFpJbkdd136K\\/RKST\\/6lh5P7MKNHE3Hs3W2xnwx5IfyKRY25JcrMrT5I96kYZ5uQizFUFTuFIIsgZ3oZFsBhSw7n2raEjRPULJ7r+MZe943QpHU4LzpuG+tvIUTXmFkJc2w22piRtAYFlCDzSsFONLqqTL649YQuQl62OeUT\\/dSHp\\/nBXFqpWSm7KXTxVmUk\\/Fq9T9uZqCayV9YKSVhwZjD+xkw7Esglg9tsqwxjPFh9DKKwODSwBc56S4DwSKjAEo09POHalbS+KYaZCj06aQsBYm+nt10nrh3JmHztN+JbvRkgn0\\/o5VDDVfEktNXNC+P2+98iIuYqYjRWLkp3zbzuZVn+vAKdvoE8bI7X\\/TQg+O0DNM1v0NvEGxZ9jprOJZnhwQI8xClDwzahliqRW33URXMhu9RwedAnTEQ4XxRlpOIZaKoRbHT0ipBoG9ddVCFSfX1l2vEyyFpQ6HgAX0RtABVHcXg3bxTXCG2Mgsclo0hxe4LqYJAUIkqhcvcY0RAjTaK60K6GBHhByndg\\/c4x\\/jOd\\/Vr12USvdJIi83+ITo99kNhVqQsESUSHAgPMX5PNI7+UBVlyMD3vDda0NHSV3VRtHbpI+YOBZe97UFv4e0ArE4vXPm5TUtWOtA3QouBw+DK\\/FxF+pecn4rIxuDFYvlI56N0f5Yd+5dTBAG5p7iUepeaPCmrqlYxJM70+9kytsprimR393FGe9Pk0MGoT8cmCBI0d38oFGXd1\\/z+xxtT9GVLH2PiK9gMuYMtSJfiMJkKrK\\/RteVpyhRHHpybvHQFprOedOWWpK2dnIygd7odjouwoNcpuBAiF\\/EVdT1dPc1oiZO83KxaecgrFkMw+DVwo5RBtr3sAxrH+enqqySdyfPiPE3WvnCuMp8qhfELz2cxXSHlHBKub1SDVdn7\\/7X5Uc0Sax5cQ59YKwACHrn15uLBnk3VIxMOQD+k3x9mKUuuMezqCeOtkK38Yrib40FE\\/6DPpHJgOYcKN6V9bCyGUY3wEzp7\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 45,
        \"value\": 46
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 37
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"int\",
      \"data\": 1
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 50
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 50
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        48,
        49,
        51,
        52
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 53,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 54,
        \"values\": 53
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 55,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQAQAAAAAAAAAAgAAAAAAAAAAQAAAAAAAAABAAAAAAAAAIAAAAAAAAAATjbUxktKdMYVBHzRuIv2trHJNM0b93D64jkAdwbeAgof6Hh1aWPoWNH7w+gLSbl\\/9VJ+q9MxGZ5Ml7jOBJwOXq4NJ1wmaFvvNIKSwTv\\/vpizbDOXolInGUFrMe9pYDjPakdQgi6EHJPAQmFWWk1Rr3eJC8kJUqYWyVQ9p17LJgQ=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 56,
        \"value\": 57
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 37
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 37
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        59,
        60,
        61,
        62
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 63,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 64,
        \"values\": 63
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 65,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQAQAAAAAAAAABAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAAAJAAAAAAAA87lBHrDnN8GE1uWDuDAwpD1s0i3jlS1N1fLkARpQtzLbx0Eyat+DRn21ysbsCby47oqWWinxOvomtqGglicqEthR6aN+PM3MNDKy5uKjiTZ99SAb0SnnbG9C+iKGAMJyawlxIT9nUCLA8aabt1LLznDMrIlJqwEaBETlVuoMofGu+UHt0wvYmcZnBAyWQlfZSEHKOL035dDyt97ulLHz1DRIJd7jGdMSdt6PpDObOdVdcjCEJjN9ZQd98\\/Px\\/+nT3zKkX4WWbi6+OjXKcpyoyyYoDUp1BJfeHxa4a5e5oaS31qv2GuwHw2a\\/7DDqyiwrqXiHgs3SBaGGEWfUmlmcFRAyOGnnwNPGb\\/wj4UIjNta6RTKch2RhvufYri+fwj2pGIc29SlAMaJkwzhpanKjuDGmsQgl\\/eKxmCOSSa16yQksZlTM6hIPBBXRKww1zqc31AAu05o1N19JzZHJUkwdIYZBNsfFPNLa0K8sbewE+uxuNDVwQTQ+zWpZiDbXUP2tWWjgqvbcMVU2\\/0tf\\/lve3+Nvgf2lrCkReJfLl\\/1r9SKyL1zrx4U5pGUY4Y31DkQcQZSeUGEPhcGccn6HVl\\/PQG+Y9bMW82JIhp1Pbb9pHYvA+15HOWRxCNgUdISp+xoZX\\/Wg4FCDkUO1WS9iLl5CLGjR8z4CTR1BTMamXKkmX5+q4pYCKypvjNvIy9HbzDNthMXx7F29rWXQDEArGOVzRsn7sKhukb1OT8Zm4uzDldDliU4LPcvm3SORBAc2DTBWrtJNsjNTS9ioafL1YrLUY9BlZqfXky4BzmQXPWfvv8NRVS1v8PpxxvMguQMKa22twSfkTF0xHKRVy4yHigmmKltee9E9dVFdsbXpt6BqPdeCFDCMeR1SJkbzo4mSL8djF53xOmMOwsPDUGyaYzt6LmBGMhACfDMzuzdAib+M9M4FScUTE8vYVm9ndxb49BqR5VdaETjLpkhnI7LjYRCJfKYqvvuPToRWCyHnoLkNlyttji+3wWDlsToNObdHefoomq9XxqR4SKsqqq\\/iXC6qRObOyAyk11+kZ7hlLh3nAsYIyevQAzPosNXqlgIbOkqkkVNSd\\/Y1M+2SkWn17tS3inep6Mt7XP\\/vstGqKpnc8Hh0N+g0U\\/bNS8DFGyxB8NMpvs6FueyjscEzHYlQp8tPjMeSoXNd1rWZYfqnZaPSkuuXY9\\/Fazb7bUGGkHnoJ+xkXUEKRCkXWGpDIMbk8g5lxzs672dJ9lGCKTVyvyTyGy\\/zx\\/CO3ePlhSlHRIfwUiOwFNL8++VChtVFmHXhKFIs3WAgoKiOlULWNbZUiXBjyfZrM0DOj13K2A11slxzCupj9ADONvSSEBqcuNH9lmKSDlEW1hCSrACId7Re5+9B68Q\\/7arXM40F+WHBiKqfAWM19NdPaxP\\/sw59zpjrmarn2POK9w\\/HSbjPi9lmnCRDBFwvBlltyAEqxQG1FiV137yqUq7gwxRrNCZ7BZM1XRF2cXaWr1KqlpDVs5l7EDXFadsTCg4DApNUTy+avxnZqJFYuho\\/\\/GnDGykf7Fw0XRgwDwXv8ieiwyVTfoef\\/ifWXf9XWbivG5y+tRBkyrpE9QZ1toIC2WXx45tNcgA+C0m9+Vb6\\/1EXrnHlOWQv2zCEFTTok6oD5moslNi6QFI\\/C9wRZ14+bBL18uTzw6dBQIa3\\/WJ9A53U8s4OdJJX4b8d1Vp1JdMR8fSmVlRQaiT6RR7JiY9+96bVeYsRuflZjoPLj\\/AXE1WKIg2yyAyhcS5ECaAHGH7ksPwH6Vf89CRQ9BWU7KmDSxckuRAMDVHWVwWY0fBKRUzwBOwHD+ZHWYWREqXX4gESHqs9Vp9Y4MvwR9bghYyxkxVDKkKKwnmwUHdgPCTSPLgZQZeyPxBUHzwTdXd2l+DHQc6nVmI49DkFQ9fDPee8DpRWY6olzT1mH+pcT8xMZYZxRhJYIOvH6nalHQC+Kz2MfPDjq8jZxr784CchVaIRWyEPp9\\/XN82dCEC\\/Xb6u5l84oSQXxVGqTaZjl+6pVY\\/b27ZEkfY85WFS\\/GByfQFO3vc3ELDkPQtdCaKq+97v9i+4PgmWRgoYs9VD9aBvwS3mKH8sJYTWfY9vWtyTCR5UEwmMAcC2j+OCJLVDFJWP2JfZz9N4Da9bROuTf+uiKiyfsOTEMClH7zUOolNWKGCK8MAWadTYdb\\/fx0QYYtJ7TepdU8ejY0lkGelWmKaRLpj2A4+ojPMHxW2m9aTJNFnFKvZ\\/oFSayBOjupnF3aIBXX3s8D5XLHhbD5oCVH10KRpr9eMc0S2ei2x0IZJ2eWp2A7qUlRxpncVdXlEUieZVEPnzBBz+4+\\/2T+R4iZRy0+Mypv3HwHsGcRbM\\/Rl9dNo\\/qpQ+1FqoYcBbFZsNfEIv8oSQ76Gm3epqeZHGVY4UlQxLubUb6\\/C3s8ez+fwWj4ynd0s\\/\\/Ngydl1+7JH+n+RVj2+MTyyDc6\\/g\\/vLDdnZEbHOuYueRELDcLFiPSPrfCC5cqs4BHm4sWRuQAbjcwmmmcSCv5JJGpnToRUD4m3NEmaIW4S+yDQQYdVSEtBm3XjrQ9+DAtlHM31XyNQo8D0\\/++mGxSXv0qcO8bUd4X\\/PJoKxyMD1IFQZe1T7OcEfpSVNH7FU+5fkGYzAyInB2h8W9FOtL3IvfzFfRESKauqVMbM3E5Hi26v52mlwS3W5z8OPBb3LjzTehLse23A50zXgUCAMs44qJKyvlSaYUZ2iX3WuxAOr0caG3I+NUcVbkaasak7z0khWXleHjKXZvSNFc+NS6+jh1S7EudLlrIp9LX4Tj4uYVSiV4btw9XFwB\\/2m9wTcbZniqiMhciFih90v+ufQDfMxzobi54e+scejp20tOCVef85HymNR1LB0cBzxD6F21c0Da6jdTavEgQyWSFiPQbvpYiYZXywNmgUDtUITzb409truiL0c8oQKZSb75IQGFV08YXUEertVPI8QJ0kxemtzvsWm5bv84AanyItzmae4x6jNwwu3qugHx9hkp6+QLslyTfTNPA+k8ZjXOwj1oLf4Yp6fGTtWalugRdlXFwKU8\\/ZjyI3fN+4im\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 66,
        \"value\": 67
      }
    },
    {
      \"type\": \"int\",
      \"data\": 32
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 69
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 37
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        70,
        71,
        72,
        73
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 74,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 75,
        \"values\": 74
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 76,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQAgAAAAAAAAABAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAAASAAAAAAAAQK1ixJQGH8aRDt\\/gSo9\\/RGYM0e0tsXgm5Z4tcjgzh38y9VplwCTX5PWmKXsOmWZo1trXtEnMqe0Qmg3zpdSZxDHieUJbMfwVkKkTiZ6Z5K2pQTghSa\\/a3Z6MZYpfMGOtjZIs2egYrqdfApa3UTNH9ZLJTZLeLTaZkSsrcPwTxR8FaTElpnJXTElwR1H4pwg0CLkF8iTCLD0\\/bJjoXRnC987IJb3NqBTiUhiF3nfW7\\/zCALDzOcPKsMa8GyW22rGz7M1EAs9kn1QJMKA9sYaagrOOhXIxZlpCovSRhJO9ZHzFGjZaeEGLvosFqN+jLqDvb1a8LyoCT132IRHxLoK5TbMmxCAGwTH3Gf7vaabObiNvrQhTBcH4XailkihgMuLaBDYtxhLoOt3Kp27y502G3FHkS6VKtHdAz1Pp+Z+yqaynWWp407YKIxyQmpN+T\\/7xbUlzTRNpSGN8xK6BmqHScCM0EwAI9p4iuNrkpCF7Mpur2Oq8wxl5B7xQGSnEpowDRm6PAc+upmQxuNq1ixw4V9r49FDjdRbGAsdYjEvUMCSMc0Brr21wnYwjQDRJBZH4C23ACgexMVZb07LZz9MszURxIfROphTghYZkdqr7C1mWus+7U7gM2I305QdnMjN5qJ+F74\\/5XmHOMtItLAhlPWrrElNyrVz0qzFHIutjxY7EmYidJde72x\\/OT4aVEJ+esJEh7e+t8kq7NQ2lIC7yoh4hCFD+K079ZOD9nfKbwY0SZ7cdh\\/D8V0Bw9IiFcW40c02vW3FG3HZSLelfcsap4rxkYU03hy4A7Skycz6BJULSHblCoj4B0QXQAVQ1QviNY8kc9WDxRVs45StNH6kLPap64RZ9bnG0FKCBmXP\\/3krcLhz9UmVV1KfgN7Ma1eyr2Jrj56O7BcBW9VzX7mf9zNAPXb0+xP6LS6T9eFEwhy\\/WHimdybYN3xst6ojrUOtYSup4hzNnwahhg4S0KTGze8DdVnRKCXlUu6x1BilVuItYyxM\\/9vw9CruPjJ6koVsoyDdXoajDFSUiB7eu9Aslg6osM1+2X0I86QT2PMBpWLa0QV2UAmSvZppvs4\\/kjHjzetn\\/OPPskMfDeew\\/l3smwz1tlFUX83x5irmrrM0jRUgvYBDzKOgYkRpud\\/WpqWZLUQdhkLgMJHuQM0ocJpI4p8mnKCy2NHnyE4UpNm4ox13wzyjHCK7KSZpQ\\/kySUuoeftkiblU9zLLj2VIO3F897WdfCfmYXvN5NO4qZDXH\\/OvdCBq1CSGihK1Qc4x1EEDQI3Krx3BxsDCbsHbBJARkgrxccWz4MS56wT\\/1LEJjEElgeGnYz7QWll0eW6ZEdcFKgpMXYj3J7lQozGg51FkK+eH4bljd+K0CFGUY+K9yCfcXXxkWeLhRP74EaZ3ARAuYEWhvDHhm99rpsuuu5kaleaPz397l2qapU9FII75SyLlXte+eH\\/LX7VLl1Codm\\/YoopPZmgoXGsQfOWYUUq6n99VjaFn1q1iSBm2aCyRTV3EdFtft7yCWEOwOruCHkaF5g8vuEo1ML0d4pd65Gxd7ZUlbqlArma2sFixFNOgqQaWK4HbK3hRSKLFtBb1U\\/QwUF848UOdViQd1docM662YAOuOk+tukM8nf7hI7lnR3NbhsQgG+0fe7BChgwF7p\\/uch7P3Cbf4turKpHE6FqZKr+OzzizMvpgOv\\/GQAsJUm2LxbUMrK+5uNZ24LmUeP\\/ANR1aSfrRYZktLUXM1WONSTAeQChVuH7vq3HlZZuTiwNX5fsa7NaXKtmSpzccU9IRfX6N4trSnuJwwTJfiEIiTf8RJgrOnWg+G3PyZx+aQS04g6xRCeG95ci9NkKdR4NQBlsY0jYUaNecVJUso7IRGg0msQGjrdpEMz4EEEBv2bd0uCc5b2LR+ezkcO0GMQwotFiHxEJBSz4V0sA4MFy3JWYbdT+7hKZHlP3JmPmGYG9IjWLoBt\\/gBy46L4\\/wlkrwLo+QYUjiQZnuXv4JTLiueTpXEmBrpRMbEKx8pbSVfjh1olk1M8W\\/VDZ2HXWu9jFJ4PdQACuCWj15j7DvwcSYjtSRSI5\\/5LnjtgqlOGfQsY2klGnzHB6p6Okm\\/vnaZY\\/fiYaJokwNFWOkI8qoNGBgK7QgwvajSypmcfn1ZwUCzkxf40ClYfm6yvIcuEDEp5ls+AhdgNNIQWjeQsH7BfOt7rI4HT9w2sfZbMLIIt48rKdD+PUTzudPXqK9yh0Zpx6yGYA1zkEauU7tuLTlVKfgV9rovXZ5bl\\/Om5Uz5Je8+cOqz\\/M4n9jlek7gR+OYzCb7sVNJy08JGUePxoGzMIY1XZaNcfBzpMr14+ODz\\/65YQ5exY3rxGFdHAVKfKVJJq6gLosdxQBOJDInP8oRFfdst5bbmxJERUIZUWaLo15Rli30CsrsE1WwDPv1Uf81hEx3hd5lAyjK+aZHTecV8CEu8+FH6grM6QvW9CQtguK8iiAb4I6SEPC9xr2NUpP4lzTM\\/jXkwYaXcBJKLko8bEg7JU2MuiUAveqGQbMXHaRTY8Jngwi93HNEwYDPmXiRn+yR0YOqe66MSqY4uNUZywHfr6rlupK\\/1uBN1rJ4dk67Pnzf\\/tjNN8+XLmZRph4j1WaKbveTvnrnqugSIhjaWWw7WH8KMByWJJAWdziIYLPvJRujxClvuqO2II098y8hYB5f0Ngo\\/lSSDm+nU7XblhuoDlw0WDQ2fi9Wo6EzmnVS1w4oMjQg7gwR4Cyz4Y5fPtuhz0jI4tYozCophj4h+Is7Dymo7aT8glVVxggEHa8YoaZz9Bc7eA7oEyHPetM1Y0LAPSAvazS7RV\\/X9Y42Tn8RO9ApBttZyEfETEJggLxjD7Z9FWnvbbXOQCxwFjNuyexrcsF1+tEkDjDBPWIdOAzezt1jJzhzMMY5xNcAzvXidzUrytCHSobHFUJvs6UP8p6gExnNLCVgLm3091SCVsv4KkYPjTmuHRM5VeyHC4TWfO3U4Z2WSB1EvylOGO6UTa8\\/0aqTTtWpsZ9MzzXkUjO3bnmNL1r\\/rZXNTF14UC8aFh6mEnpWHbe8a0mes+uc5DktLyYgES\\/Zbhtd+GXmxc+VuIP3qNyas4qhOXFYUuOIsLz+Pfl3Roza9YiAdZor7UaLzmb5tZSe8JE+rA7adxl3MocVS6WfLdP0bpZFyutlKXUrzOp7sMqA5EGAedCgHnzJg4i195r4CJSzT83HY3hEQCIjSj3M+PfYS6K+SZZaLj9hoQakC0DJzXj+JAtx1LsrrbltvUVEX9ePEoUXlLAHW\\/bApfls3vwSrYxnfZE3YdV9DOZv8npVhPaf\\/qMDYBy\\/KMcsIjPxLGtaRt7erBv+73d3AMR1n\\/qdH4VTczKMXAY\\/\\/AbFHOjU7XDvNvIeeKFjf7BIQ1FuO4JA7oOjIxrzZ2WePBXtPTQ\\/KFJHzZkBq6\\/+I7AMh2HaHBvKqGF2T\\/YQGv1r\\/ppe9iJyiiYJFfM+lRDX5CnpB\\/DvIPnPq0jjDbQ0DfQpHUPLwRXuSfadM4kGhp+BwV7qDziyWlIOIid2zKzjoURaYX635CX2MVeLdX8ZVH363i7GZCQbCOf2NFLrQwbK0lejJ1dalwfQdNTpj377G1xgDRz9PYGWO5Wsb4MSzPMk4\\/F5xdgYHTLi7Njp6Bs3nFuaOAJzjgq5L5MaYDxOPMNSXaQiJZrtv4OilcVYaSyRy1Wegv5c+EQMUR7efvBADArgY5bxaGbu0aXPnDSB8WrbfBm65nwuwcOsnfDctmw07VkYIU5Coja\\/jTCjD959offd1M1LSL3GdpsymJCOf2BPqcR9YvyqNg7B1pLBRHNpwVKrcLk+PdofK3yB8YSI8UtnzSAMZEIpJ+PWHipqWTn4OIejRJedL7KTdESOM67NvQjHQ4p+u18fG1dMgJXv9SEolza31OI3PsiczfzfCW5y8Gfbd6PIKpwYBdGe1a2r07eyXTFKf7ezVBAE8zNT+r5FxG9Uw06R0u4c3vQhVo8KwUgk+GJp7oc4Qk5l6kmxcZPKogkbnqjNov8mreLRo+2FlNXvTzzWIeSXV9M1TYizJsJrhIP1xIrvde3MnXxu2UHFtSr4WJpu+CCDj6MYe7+aDohni1YPZABAZaWIHcVF4hNALJyn7Rs4fkSRi5ARhhfxAyjmd4hXSqAPH+Od5I8CSRlDxydpAlpoHrUgq20m7qghFBBSFDzUvjGIvNtY8jTqqXce8nhPb0X14OEDiK8c\\/ygASJZi0YZTf7rGoaZwiO1Fb1bZnqvy3LPZ11dobrcyWo751jBq\\/CSVyqAo5AOLGKS4vqoi2nxPxjxJRb\\/k9SmzlUNok1\\/4\\/x+nMEx8l8QXVOR34M7OCJRPqaIrcKDfWCmo8obYJDsSH+g9oku6OF5uMu+scoMH2n\\/UAq4MXV\\/f87B+SnyqIM+bVSUJR7L3Mpcqk2Ueey524qQf26UsHUh7H7tNAZsdepShkhZWndA0gzt5A5xqJ3nY1c\\/tvmGCffTz4pHEmFprt7Dn8xAYXcH3vBViVZ0SG3lWj8WQzxEPe6\\/H2XZ80CpGmOpDBiTjywmdCcYchfCsH5MvFXzNGRYpaDLMnHR6qYZw6fnzEa2kCFjOokmCoMb2iLfO15F2FOqM1mbmksAWxY5iThVcePFLKP8zY3ApYzEUC+sg+INUxhS3yy+W\\/lwmXI+Ex6vytbNc9FgW7Jg\\/3A+TdApviH9PA22jg2P+KzCk0xEgzuWhGbzsK+kJ2vqmiy+BdvKESePtbBpT0GZ0Rpw77ysrm\\/w3EBHeQdvYS7jvRc6PgmboJ2FbuG1uf1EvADRuZk6LrS5QOaVByJkegtJhGxug6USRsSLv4xdkPYTiyL9Z+AUxkqk65Lcu0RouDyW6HNN06IVbgOLcz6Lu4l7Tyh9fvynHG7Hq2TorIMtZPACKao0zLZboKVZqcQRgB8SDmwqYUY9mwv4dWXvJKj+0O+J9BajNzH9mwP+JkW3bm3SNiV+vhynHQPK5Xa0vFDmjvi+UC\\/Kd5h0TuBlTPJ3DeuWXCJ+8Pot3bC9p1eu22QXYzxhwr12ebT2RPEIv990TjhKlkuWIBbj6QYJu\\/Uu18RzZ9AsYbAwNHFvk9qg\\/2iCTlQ\\/3SIACT9JH0B+10cP+Dm\\/FyWmdYbwO3z4OLeDJ2X3bLuLkmZG5rFnJP0mFwrHPGBSfx9wekdzCvKrIraLVhuwgbFkN2b1vaMmZic7LYfMc3p2Oi2JtmVun\\/CZ4s8XcY7GME4\\/tX1yq4nUymk8Mfid8XmN7YLUt\\/0x3\\/mAPnNrVsewT6rrT4sMfmv\\/u5EEWVyp5Ck+nbJvwtRoonRpbaV6gaKdQhOVxQVKp8QjJghb05Lc06qLgbvkCINM+fo\\/9ytqtVoF76xdkH1GHaSkOZyLuov7O8EVUCl297DTH0FeSYTWt5JJBK+MbDe5DacM50Y44Bhm2va0BN7ZK059OebVTKvmUGmFsx6xG1eq0YrJFij9mR2U6bGpUhZPNg4DPbYFcKXnI2nuuNHAm3N6mwFFEhSBtQJTDyJPz86m4dtf0Mkux3dCubAqaxffLrFOFXpE6CpPrzGCk3UH+MqTBLv92RLAOhhXjhMDsAj\\/TtG69JEejg8melV67vpYVi19GrLV1eFmjktKduHmIKzlThRJVDJlVVwR2q4WuJZO5IbtGoQGxbbeQ8YbRjFQCGj9EV469uDQpvrZ3\\/bX3YZoUw4v2IWIj9OBetbGFJE9GmLm3TizhRp80kigyXiByYHDj0M6hC8ie6Sik2ASfHr3neB6LSFnsOssql2fNvS2\\/TRDWIGmaZmBZJNZXt3koXa0ESk9ewUMgqMru6RLiLNijaQjQxdLE85lzqSZj3evn8FRw8X\\/3c4Wm1cr\\/aS+ePjyVAHLqHxHIHKVTpQA6jJjec3ZnvJBzr+KEHGZFz0tiepN0j2Nh4YndgnuVRSUkxOvnOwffNCOzuCkywK\\/NZVV3z\\/mMTN+D6V9Rn8S39S4xZX8vG4yArnwpdU8f+W\\/K3C800x7TbF3nxdmphFLywZS7O5lHD5KLC503nH664H+OyGockAVA\\/mcCWnWak6MSncMeVkVTgwOv22PxfYWWrOm0kAuT8HBxR1mba9jodajXbLhiLJafyfajCZmrsSMWht\\/8R27GNSKAV8vmteiwq\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 77,
        \"value\": 78
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 69
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 37
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 50
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 50
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        80,
        81,
        82,
        83
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 84,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 85,
        \"values\": 84
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 86,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQAgAAAAAAAAABAAAAAAAAAAAQAAAAAAAAABAAAAAAAAAAACAAAAAAAAEOuBoW8cUtqlevhMR+uW9BLHXEP7ASLAeZ8\\/xyO73ybz24lqJmYh7toodvVsywrj+G7iRMn2aTg2L3hsqvgRtLL4pbxRM6cljcnulIN9bxuemIcVQVbKtqC29mSPyTZqkG5pKiBj1V3q6VzLoCC3eVo+dKHV9NgJALnqEFL3WmO7Xosyau0b7f9jcemb\\/4GCNfPbbrnN+V0Vslqv9Jz3ha4BmgO5O9hkuDFpyfiv2mMfUckX8wbCv\\/bUCCzJoL9khj9Tb2zBE+uTY9eXU+E5W1IqoAfeV6rK3WNpRZNT\\/PzkjT8WWaHmHJizrXCaYlTbaR7OcOPSImy1mRBvBETryxj3u8pxdInqi+VA4v9LitIylVldyzLAO9gWzkSENAqGvuQ7Bn0XTkNuivYeFsVxxC3pUNClRmCpVnoxBX5966dElkMfjJNlmgjIEOC1\\/s2lnPOSzErcxUvyv9gcLDoyDiDbDPokq0x27wU8cndl1rSckbdec8EWY7NV1vcpCVAmRacMyfeZyKrw8I3hkMhyd80chPByiVd1URctQfKOI7eV+5G2Hw\\/6RxhN4DE0t8yd11dOzTZmOuZ4T3FH6aZ1N5edc04NGgBsktYTJVsK4zheo3D51pU57KT16dIh0ImkEO7qbmxsKWB+C49fAxvPwoJzCE5AHS4as0fonzPA2q4=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 87,
        \"value\": 88
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 69
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 69
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        90,
        91,
        92,
        93
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 94,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 95,
        \"values\": 94
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 96,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQAgAAAAAAAAACAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAAAkAAAAAAAAuPIlamdtCbhWygljGqWEZA5CNDyekW5ZVXLwncQBveUg5WYU4LL5TK+ZAnhH4uN7Vq8nvSjk1AHSVhojige+QdN0O0i7vm6VQqcENzC0+oTzN1EuOwhbuxd61w4e7RqV5Ay6R7lbzIMov6MBw0YZ81\\/\\/CxdnCv8ZpQj5Q5kxVR8Qmj+JqjzcNxxy2BjYt14eXYkbQzPQ5B1F9Hzw8yrFgtgccifG9DQWhMeug0UVugmSNHsbE2XWMZkdiq1XntGONOi5YW98qdcalX4j0ENauryp4miuFhZBQS3q7GGWAciJAIosjwpE6DLP1fw+K1FaH2b3JqpgIbWg8wr97YLCnKhafQ+hL0GdDFCtuKKdwpUGM7phbnyOqg8pOk+vMvHYRHaSSO4yKCFfvyk0eHuOT2\\/+rjQFvHIR+wElakZhTPWfOnUduiLhJOjfCf\\/RsTXMJqHk7EkJfBydfvRXq86WcRAqAr2vvUAUDqYDsHwoCrafWSfwFQhjtLH1s24G5IvKsADfJfL1uh7liNipYrTpfR49rtcI+hEZfFvtQnExZ0VjCxrvu17dFLQVOfYuFXzdKY41Q7v9a8Qr3NHgRwmTkFJF0l677Lvfs+4X4wRc1BdVpQJXc6H6\\/8JV7G2JCsOn74QuxVWHAB6VJ1EPRXy8k7Ivn673kJ\\/kajRwi6YA2QP1nPhIoOxJWUa7LBPI5uE5yOsxXBNVipGXyYpJdmv9lQlgI+qpUbZw4FBR7bH8nsR1fKkcvIiQbIVpBaW+0X8GBdpi2yASg99xD0P5\\/BYIdRzT23OwTyuddHtFjOB51Xz5nW7ehvpGPiNOHjL14ANEGvqxBO3K2aivDniHjGgugVgzHTO+SVztTLPhMgWvVLxa2JB7m5AkvTb6nj4v9uFaotQ4vwQJuufJw1sn4OPh\\/sjrcNHaHg8OXZO9Z0Wg3AkaL9dYCDnFkx7Eri893hoI8XTCtizRGEB5OpOou4x7dEG\\/2On8VclCZQsvRVhuI5LtF8XDsQ7p39u4kBozGYLYL6I5\\/HP0uC\\/ykOUCVSTh+kN+gy8t0zpPJwCg7s8ZO\\/hmOwwq1Pw3v9ymvFNkJ\\/tvOvU1g8vrI4t6c9LeHnSTUxT8W\\/H+qfHonKHFYcNRT6RYYGFub6zAoQUpzxvxXP08MSwTLnNG83FD74Z2MC2D6IvdLNhO2OvkL8YtNMMVoZ+6L19SPFVY6tzmKJS3sk0OKQnVyHaeX6YqP3LSrkBTzylIjsucpyMnamYAOVCun+Stylg4TinNLvTfaMM63zdWjcWUepgJRWnEbAJ0VSHrkWoquqt6BrJ5SqGwIZQ62WkP\\/1YglN4xkDsuAA0LmlFJTx1pw1OCc7\\/feOOTjyxPrVtAHQYBVd1KTYVEv1b3Xgu9mNFzEHcvEhACeWj5WGaTalXZ6CvqZb8AAYSHVKVq7NDxVEstvw6cHlB9xT9T67haiR1aaKPSsPRfLVgWjzDvRSsasIkXH2ZqjWYZIdynHCJ+DpWQbWqe1ErnbPaK7Un29MmnGAIjPaYPEXCCMjhW+HvOcPnh5lVSf+TBGWE60KqRxQ3vckVvelq1NR\\/63LE\\/byTVvbSR2zCoNHzJ9r0K91rzXgs0jlzN44MvJyJ86V0S6+t32Mdy4xyDFCY7cjWnjr7ShvX+C+8ZRgBn3LhaKflLdtfBbYwAmzz4Zb5JSspGz9FnlRQ4yjwmW9f69LmnNfEI4FGFAp4Qcuis6kNWrsH8EtAaqonc70h0JV\\/lKLaSi2yt3G3mnUlVnUh2MPcVcejNU5PKyxB7Lo57wOEsZetEg6eERnmEKP7NW+2LKjGLeI6xNVlyy4SVouO2PMsY5TynPUlRUMwGW+9bk246rp5017zd+xgg\\/gdt4aL6vl8kQLXbtC1yx5h21rPfaDVJ6EP4cNrODWYzb134kkxSBOAvsrgVm\\/qstJJjMua4QnExUeaRmHGi0w6tivkgi48sjq8ZgnN9EGE4O6eT0xI8sPVXKv5ztACmy6fsJvGJI5Circ38oqsYQkSM2v4njlVZobEp2v8p+8sXSFCbO0lRJao61rMVVnijs9pkT8TLfotmas\\/p4JOjzYXLzX1zhv+v6nBOdGA3Hq6UB9GWA\\/4YOuMkmpG5vB+rzwe2QZ4x6BrDXA3ipmbtnqqdn+6gZH8hNOdKuxO\\/3uQJnVU2xiF0JaJ+0PYIMuv\\/1BRA2PpTqdPCqiC+HQcDr0N6NE8o1WzLcjXHkS3gaER87tBeMwnOEnY+MSE1TLEAlkfXlqxbbhBeEpwCpuaqPt6BZyc2iR0IhiDI9y5pHwGTUH4YUlbaeyXdTAX8uwPHMTak0EeKNzKzJmqsBJdiGaD2kOo3fQ5ABgibkX0Pngp\\/Tm\\/l6QrKQ\\/4rqCOvjydzjU+MVjR4ehhUc0u9EzhATgCLYoOpEm4eaaU6OMONf1irPYUoleYiA+DYWHDGxeZq8iNGtcDqu8YnUxy0s180FaYikca+7rd7DaQKqj89KBWLE4LZKAHDaFa8bzGz6PBr9hSOWV2dVhiQQrXPfO\\/5CEfQTG8ljTGKNRjULX5g\\/C42BQZQLZXrq7BEeDpNsy7sxG6VPJ0Zc9jVfrowlOpiDL6ky9QLSIuYIZYIVZsfQZZ6w2u\\/n908yjbVhDxkmcwu+eZ3seWMVxcHZvyaTkoNbtLzx\\/WNuSbyzu8dF9lg1NC+lv5TrwitbjEThDENUrCIwXKGk479hFrdmYF4GKuhwnwT2PcoZVE6H8yTHiDjQahl5CJqprkS0GaEEVI3s02tQx+ZalAaKkslchdAofRLNYoCVlb+O5jZsUR9AHCcT14H6hwAVGQMQtkp96k2yzx\\/oYTXr4sQIpHOS5ZoEXh7KwzxDoutMFCyKvjukefejCPCclz\\/jJI7b+TvojHUw9kJ0QYRw1IsDS3muDS+1Zwd8YpRrLSnwQWtyt7NM\\/x75hjJs8tg\\/r5G2fG8TvOtluzMdUoXV2bBPxVg86Dqyz2ZO8O7WYmWE9EjxsLp1F7MOpv5niQW+yLx5\\/Il1KriPBPPEQMiPitEpBCw+lpteVTuXI4yVJXE5rDHKcAl\\/WN8UOY83m0xFh4LmPMhziwUHQ9jhLjCX+fcyf+Yec86AIlB2xRN1jhGJeb4jVodXvE5fbVwph\\/wSeTuZdqWa7gcGhRdlMaz070J5Lilt\\/arWdDcKDxhX5Ul7RbmV84ob3hhC873gzrY11z9WzWuqijBiiKbEeFUduy0lAYyTRGPj4ZvSkILNkmkw9WeCpx93Ther9urB6Zoq431QWLiiWsj9Blcl3qGZyrCvTUXq1CmeuB0hljiWVmeAUwrQpS1T1Nq15TuT4gbRDQgSNWSBfFwjLP5X9xU7QROU8yPvFTfBUvO1D0Ozdn1WWyJqoYb8Xp76ujyq+fbVzO\\/mJavINuhQZn0AB3OTaDNptyqwATyQX29SIg1Igpa37MQ9g3T\\/zCiiZnvRj\\/MWiIuVqk9bZcJQbGPFAXO0VKlLSchzDpJP7wHM5uKMmkCuxj++ZS0Yl89Yj5t\\/0clzRqOylg6M0Af4B5tha+gZE51meChfXY5K5Gf7tFPIrFobVSs7GL+snMZP2GLiQpStsv4zDZMQHDNsbnEw95GEmk8LK1nGIh2K75NuATpPPF4v1eHUstQakx4TmyYnPkaG7LaxcOgu7pXHqW+CuEQgy7RvEsvqPwGPbqmVEXhmJDiybeV8Cpy7hMnW2gBMXCjeMQCIgcicV0e0opx779q\\/PRCiMWZcu9H1QwHLGpJ1FYktZsiYBnUslWX02VnYw68xpHW7bwz4eBBMPwtEMI9Cc0Bv51mT8SnA53dd19GByWzjeNRVu3WP7MPQXnzAhGulYhISDF5W+bwl1A6mnGmR8Yw\\/9Cyzzzn7QtE1mLicymrZSLOtoN2FsB+tHF5G3iXysavy7OfEi2R6W91By\\/74gb\\/0+tqlpuT38Xx83+ctRZJh\\/pnnY7wIDWVfcNeImQX5iNtZGaBvI2y52k6pKz8kYkJMT9ZTSqU9V8o9zVt1qNbez+y\\/w6dsU6D8PvCg3D6bdjTUMiGZOU2\\/VLB39HdXoaSoTOyXoKGxcVNymfc7671rpAXjFcN7CH0H55qEuGEJkr6jMP4OPSfB6GbatTSQADbKN+rGNjlL+jGILqRZg0yMiU3MZdV6GHlgflSk3+BRC1\\/+gw8mvNh3Pjg5dODK4s5T9jGiZtjV8762pCRKwQyk1roJJ0vbtJjCQQq7JPkhvAePCut16tPZvu31RGR4TxOzCmy4pPJRBE7mchQ9DYmrUzXtzYoPjwmV\\/6eTDNIlgrBMLl9n7GvWTi+w7232Lf8nUCusLj7ZmWgeErySaurQ48DS7X3UKIE3wdBIUMKsgaRpt2zW06VMDMN8wOp07whpqInW1VxpZNiX7msXjhvldJGrNqrT4lUvX1hCxDOUhq+NrpIlT7ow9D\\/oTQorw\\/TWBP8IPakehDb+qRw5MXP60utqC4kQeSUK5LmaApS1gw69bMFydlu7M28paXbqk49dL2vJgQBaKbRQhU3NSHBqejOV2TnLP\\/AJRE6WgjCbS68U3MdyFRo1w3ooUMnfc278BLQWEB6dBDQw17G5bgoOC4AE4hnfjF27BPbXHY9i\\/aGeZEuPZ4UT\\/HzilGeDof8\\/qonKOjphg9pstn7mPB7OjbQ0b1DShy1wxWeDrtRVfqoPzObL9LlM1uK9\\/TIN1qk6PRdjAbgHEE5J2o9ItEaBYxyj\\/lRP6\\/ACtWtogWIJ88fAstNWEAAW0TjO3BRXObohuPM2\\/618gfYqXLnKytJGW8f\\/vc1R9+17DcJL0wN1gpwunl1OFiErn9Xi7\\/e9UcXGj+bGSEFA9L6xkUo37VhzPyMM6rz1Ke7caL9ZyW+r2afsYNo5GClvqI1clhOlmEy171RCJLJH+5Doo7xLxtpPbtcNXvOEAijNf7hlWhTnEoAwPim53N4EaLrrutWvpjiGVzGMIhp7HCpAcl6IlZXXLBbB\\/tb+7f9g9HkznNCRkC\\/H6psVb+kuQ8grV2EpEuxVqfpztWQ7\\/xbw8YkRYVCVUf\\/Gr4mwKOHBNXrHR2nyBj+Ukm96ln1a6xYrSVrHk2m3CJI+SQuCmDC7GM6zZR03d3Q\\/EF4OQmXZM6jIR5f9k5Azv0szCwcCRmfTFClFP1WBUIatc0QVier1aH6gTiq8TZOezBxd7R89zT6V2RI2jvWke1uA4Tb4WdA3aUG0oceJgZxZ3yUKcwjs8hLmLyhd\\/zF7zroFLv+oM43dtWiSGUwJ\\/dJu+TCvCBlrt67JZH05lUOixowMtxhFxpw0IbZ+57ahZAvG5fW7Js03CJNsVzrJ6bzsWEHH1T8eYLrWU0zIAtUWBQBcz6ynX70+OxELtSXTzt7Mch57PLy7M15d92+RgkjdFfU\\/DBZNFAnOFtZTkZ5ByVNrzG17Crt1q3K++1Hyx+QIp0SP489nezutbQKutCrs\\/0N\\/AXjJHWDqQ81hq\\/X6lWGu98MBV5Wk2BqWFYqEIZOcFb3sOi6NtZ++pbTzPlotxI+lWeUBKy9E82X2RRgJuCoW4KBWV0WPSyXRjN+8yR14SQTWinR\\/fvphfSLGO8b1ixrDVqRKlAoR\\/lHAj1avf1z5wCc4vM\\/TXrjsQFY\\/XBB6Mf4FDQjlIsatB3r\\/ZsVp+0ByAOREAPmcdqrZv\\/g+mMeIWO9unJHuTktm7zuyZNO8VXMQDQERMjq9bpatr6KpgLLUf5Be02sNnGclQv803U8UvY5ENf6a4KhPObMFoi8rE1JWm62yGmoFU1h49VCJY2qOIUstDYgn8YqOfYQygrCwiV+kWCWYetNVQhD6s3v512Yzx2ki+VUeMBWzay1CfVKVr84K3uifuhQpzbGRxmsFqI2sG\\/8ermYdDS8lkLNwfys8Q7GQT6Wp5o9o6DKQSvZtf4Gl0NcGo5uD4RVJyWahXrOUooMnoIl9YIqNBWzNZpMMhDfvN7vUw47WNUlsIqwfBUKUxoSwRbJlD0WfH5Llm9VwE8ChJos9\\/Bp3oNFaWafOSnIVWD7IOQ9zLVwORQZAGAwSXFl+x8NPaAIL9tppWVLGJTPuB8ykVjcCIjszvBjwvNs7xWrjwkK2Bk\\/bdx5Bqn1ml7DjVX5n92g2Bf2ub2SVFvaH2Hz5bqwv9wc+bvPHqOmILYlzyCwJrgFC2edbpd2iJUUjV7TtWmmayyF3srsQtubrVpFb7mhliy92veZ9ieWhrtPLTrQOfutQdyLAeRsEaGLGf6MkDxF8XZ5pEH+sP9qwNAckNH2pO3wTG7Uwvt1fs5vi93sAd+68V7U2WWPZbcBIYtTInvw2J9XP93zSUkK\\/lGrtyi94EFilQWC2RxqMPQktRV6wJ66lrDP2GhgYMsdZdxZY8WXplNjOZUUfGtD6R\\/gPJxhHaOT4iAO8PSmb6G10MdKnOyfIB+p2em1VS00MAviriClzHkUcbIMlqyufNxcw4aMQhRJVxwf\\/NeuAqXwQ2ck5BCPc6FPN+1uQ0dzMvQT9vQCTenfxk3c32IVYk6D1pgkHF0CIxdsw2yVgSXZ+atEu2t+gtaJpdQzCPrqGF3BIv+yzYjJQuDsrNo8hA2HN6uQbNuJtbd1w9HQd+z2OW\\/RD9lyQVtXyUHLMBTG6qGJxwgclx3qHG8as7FFHPdmXupTruTnZTlPMcSpbp0wTvyHiJbGKXX2CO7QC4w3sa1URmCSKVamRGjbzhZHC0E9m5l+yvmvChWw+j6vJRjAcKx3bAqfjfzmSSVOypZb+hD\\/C+lflZUZzCBplIPFqknksuf1p0IQ6hA0zPWxcgeKyZDtMxAV2Ws2rOFgVJJun+t9JUdubYpta8aGbU45Xv71pYLdlS8ZRUlEGTowin2OBGOwVftm86w\\/bUQxHSyowHtNLEvJoY9g50ownnDHaX61crfVrebPkkAIJMbKsO3hz40G2oTLOBOVhy4cKwgy+Bguxoq\\/R+U4eh0RChGuJ6\\/YZqc66silvIU6yiB12PPYKQxODjHew20rzRArH22f0BikAi7hTt5ehNSVhlC1Vgi\\/o9w3GjWvZGdUuaKrDrKbSirN\\/wMUKxez51qay1astlpPRqVyzl9U0zJju2z3kS3gBj6\\/SCIOx+MguIZzqSM22hW3vYprtkpKP\\/MpwFJl9twMYKb3qjQd+u6rMI7jav\\/bUFW38L1LncsBHhy8u0QVVEyC45Za1JGwCJzokAEF3vL9IYSC7z\\/A2Mub9aTUq8hAdmW3cUID27pp2LO+0hn8sym3EdaynvNDDzQuDCOCWOlkotzgCBadSkNAp5Rh8vrTZkvd\\/y8jOmMQojLYtozHCSAJKrFA4bFJ+elwx9NYQ1otSM4Dwk5dK4o61RIas9fJHK+qVyvZ\\/i7KWwd7rWImhjK1R8fWvh\\/2Yj81M1x4Ms7gwsSoRDKKEgybUQbs5RjbLkFDDgvcheF7iIt93I2+M9JECsU0sXn6PQnbz5cgjfCGqBbGGmEeY+gDVpx9JaKEEX0bNGymoUCCDiFCIw58EEpYoHA\\/iFw8q+bTsD6y3lRybPX6qmprGMg\\/Bt2xkh\\/Xn1e3ULbJvhzD90ewpvHHXhi9NWZ++loo\\/MnjGWQuP6wFNwMhPfO+BUfBawwxIg2+CEIdqPcQoeyIqWjY8SuwEyHDOPmDt7ImM9xT\\/5vnHRkBZChsHqwf1UDKaWbnhakZt4WUYCN+vuB7pV\\/lIFzrR00XdF3O1gya1Fd00\\/d+oQVt0cGojO6tSTx1VwOExTbZe1QT7q1si2kuuxS4rTtGEHIxMeRMFrVSwsy88PemHueWvXYrzvlhS4xV76YipNemS3UlTvPkLRi4YxcDGK2V2eJWa0V3yj9A\\/\\/EavG1l6tZFoSy1JOWgKjrrB\\/CH6ALZxG6UxvvM+R+9vE2y5kIWrso1lsf0QVa1flIwGHclmidMhnYZC0SXGjFZ7IzMYsuyofAwX+8M\\/75YfW24o1el8J7PQQBemnuK8g1Oyj0Ai10UxdGwHourbgRprg4GnJxMmczGwpMNI2BSALi+sXMBMTN3DQGer9C7udbPC10vLJ3wqt5NvzLfcJ2cFQ7h1sAzrjGSquHEdTe114sbyiM7GXeeT4KnZFj8+00J8Apy+VHEcxYePPS+VYwoazRYrbpG9ciFRTzKth0wBYzbxv0Myq5VfFaRloem6\\/1QEl3p0AqTA98uuTbUTrlDIJM2tyvQ2mjE8dcJY982WjtU2prWCC8QJr0sRao2+YqEAN\\/YcIrDfUJ++gLCXEL7rTCfaPdZu\\/YH6PulSQw2Y38rN2LLPPhMwtf+JE6C2YVDYmbZCbjC+8sB0apKBBV4bF2PEqcLz+gd5JDpSJjNx2L4wsb73hZoeGNIisgsaKyD+G0ZcI0rTeslFiGH7gSjrtrLrXvg6eTPq1Z9nU2L92qLy9FJp+4KbM1h\\/aQaBA1zhTwj5UeoD5yO6A1vNKeNoa1ycJtUrNC1laMPXRl2CCk3fbn5RQdm98z9D6zCeNG4f6466UB53MIs416jWi4q1GEUOLIaR6zF30xLHHfoV6mtckyZnlrXWfgkhhiKsZRm5OeDBcS4j1bAshvyQcGUwU5vB6KZN0TFfBynTKuoMG\\/MHh4OW4WoCjWRySmKTmiEkmX1gzRnZymV1nwxhv4aWA20OtRPwP16+5r08FhrwqW2PrD84vBvmMaIded7+iDZaluhatMJwAYxv7NpKRbhceXuunJHqLzrBcrYXxL4GV3lyKsHrxpDzeai6g4ymraV1ZhrxZx4YRLnt+PvdxGNVby\\/KBzvs0Ilz69nmUHRB6nChjBtPgowCULQ7mf0hytNn\\/gjHskWoDXkIhLeFFVSzkBUj+uL2H2v8etl7Acnc0Ow0oIM3I1Iihkz8GXpHTRpHMohB8MDuk6llrNKLGzVyWeopypFUq67gdXVRJy36\\/N4oZptyiiLr+jGSYL96w0PNxwDu6o7HayoFfsJS3oleHm5DOd+nBeR30ny9Lrutmv5SO6l+Vdc9nNvZ6p01\\/+1f39HvlPMWvN97GsPeiJHeP+L8XAnc8vhqttSWYwy3Pu9kUdVxSQXvBqicDwrv1ac+64mCI6hVa4QAfyxCw8asXVc38PJVyPE71atNAgI8maKJyi1NE54sd\\/wt6lTn7CmPYYFKGkgqmtFUuOIhpI1X2ks7t74veeqy8rgPOb0CpLznAQ1XzVZ0AL+eF7NzmAARPBrrT9sewkNaUckxxvMDrQxIkAgjUBVmubyyG0j9mt6xbiqvAsvBKHkzNw0KpEZZLw39YIOj9R1FLsXVsh8IwdHjQRl2FBkjfVgu+2VzB6Jy1hlfaLXFin2tXHYGQnRuNAXs7q8sKrdvJclbI9sbFrVBMg0HdGsVKbgTxgM35PAqwigE\\/vEfXlxluU190O4AaR55dN5PxAQdtMloguZjWJXqsNUUoIx\\/EW9crUcevp3cAscZdhwMAwN1H1931b4a9VWPv6krGoecg6Scj0fTakuony2lhV9ZNlRXbbZ2dGjJ85kIxTz9NqitKUMDfMgy9hXo6WnP0\\/GoNZr+x4+QkadoMmuPWAruZGoRv+3B9QyABOsvd++1j2Vc6AKUHZ85fEcMWb1BBwWRpxencWezLeb\\/+FwGJi\\/VU6aMfvEKc9mqMj8X7t+rgsVBF0exjXcjXxS44aTG3Q1VOxJXtqvQQoGqqHnUdO4FTAp0PwQFjGvOP9tHy8kmG723wDhWmf9DI3gY4TAkcFTsuNEwmx5m6ibBJedHmGkVbkI92Cxlk9AC3r\\/3GsahUTgu\\/zQ+I4XFsIVgWM8kSdKnkunXaQYVmbwgwrc8qke1Su+RrTHX8VvL7D4xVpncROnQaV9CLRqVd+Yt8wRiFuX2M95TManfKqHVj73+Q4AjfsG1N6vDEX8xCmrEGvQLOOdnnQS2yDZ9nfDy+g2R\\/RjCKfaw1Tom1x+ONqTzobBXi2\\/t0a+a0PmA6RSmsUUzK5u7Qph9V+b371J2VUA8dNQ2pnbxnnS08eWpKf4pwBqsBH9kvx+y16oHPLu\\/atuO06IxElgKwfxmdYsqO0sNApi\\/qiwsAXr9gC95WSMcto4+Fl\\/5SLQbWfW+O5fb9QO1cPfjor2fEKN1cEMfEmvwRLH5XLDrPPveMWmDwlLNIHOeAdpdn0RpQ5gKP+cibw\\/ane6R4KMnkLnqlwG4duwCEZGWfVgTDw4241mONhrVJEKNZfoVPmdtkw\\/yHugZVal5U4uCgdKk4bzC+iJJMgNbjltg3qT7W+0wlAZ1YxL6M+mYbPY2mJPUd9t\\/z22vRwwqcKOVPSRavDy2OWDWegLtee\\/+UJL6YoHWnmxGvIEUCjghEUZ\\/g+byN1FSch0kjIopMIxlQkZ6QfIv3NhZ6QNhmVcezAw32IjhXAHhQ10tKsPMpd6R7Rd4qnZv2NQE9FHK769oDyGEsIs41ZgLiUTi+01UPHudt6uo\\/s5IZMSeXjtfI45io1irT6qsW2wChqQsR0HNmItUexGUP3LZGORGoMQfXZITgREt+ZbMrAIwCKtclDb8WV2Jytb7p7SSsjtKWWTKP2O2x6TXs1U+XLEJtHKsceZ1zHyIQIttRWQPVswlNzGqBu+87R4FDILWCdNZa81F64E4mf5tyaQmpapfBYXu3kiPEQC9rZ3SRiStqS2BXniVf\\/JC7vlB2BRcfid7sLYcATcxgneThBaMUveiAjfGAn5Fh1X9gWPO2DW3\\/7LVRgOKx7jQo9OtUz2EAEsOTIF6ws5zK4yxcHNnzc67Mn3T+RnNOFhusStRbm+JwRXr7GuqJ6I0p17rFmfRWXja\\/naqiBlUGGKiD3+chiX3AkeYordZmln53dgRD9hH+VXE75itujBJdW3qad+r56U8mR5pUig1CMdW7hxqxSb+1yKSLoO4cxljK6bPwzqRP3F\\/hAUvYQKjrw5k2XUKShIPQYsZP77e0IDm+dqITaBhLQaCwVpu2LtPdMsDD8MYVTeq7EL5Kx2+lhWK+DQS6ExuP\\/2RlcPMtSOiMXWNlKuDHYy1phrkk+ZiIPzNgf7Gf3rhSWYfaZu\\/2j4adCEmP1A+OS5uCMrtNEPL5znjP11WD33DfHnzEI5KdVKRTqqAX4quy6Qa1+QWoYOtJobtkzhWoMxRh3X0XtgeOt2VUbS8cNTavBNmLRaORyE9hwKJqsjFUYLZHGiU3sHa7kqlTHbHw4rd7emL4jd962pUDRLJywC6XFYzv5LrXxLnLnVs+GwtV\\/B\\/842CH\\/qbmqlU+OeTh0MnvTlhmCKf81CLp+jLKOc7pLlPBf8acKThwAufMMMEkXhZqMSGOCuCkEGW5LxvkLF1QUN0q5\\/ZrS2vJYrJeqCO1Mci9Cd1qJJqHg42umVEZt35nNUposOlhX0ca67wKnF1QL9Z2GK3pKeMEbEF1hIZvCLBstCacuFYz+RLSNqxk3IYxPzp21X1UXcH2JUfBFAtL60amjhbkvbLGpeXfn6y2Y6Ad36WJjOf0OVAm3E+6QdnjnzBjt\\/ikc\\/uXOdLzH68c4nzKsPYF+5z\\/Nmsh16v9yoja+\\/P9lDnt\\/fF0f+Pdzty5nu3N6VmtrE0F3ZN\\/vaZsJaMQBDMeJJ7rJosP8cOv86QNv0mR4iSvrrR3K5bZ+niZFFxGmpBijMSihwwnwYOTbrdadXzuDncaIJteI6EIMtrt6hFHLlh0a6485XcwLbPkN7+dtxN\\/uSIi9BqEISqamePgg2KXLVMji+IJE4wdDuvRS8p617p+tXWAuneTZISe4XvtkwbRjoftQzs4lO\\/\\/528ihWKvm9\\/XKJMb50LkOWrSfMIF2yXQN9j4nDw7GtnQtPHOAhy\\/wALYtJepFrLdFLQUk+Q35FqUEbDfxIrG\\/bdbC7HcwrZnjYsamBAPtNWCDPNyJZlYO40n69jlC3ZKETbT\\/feZykWGs2iTkPOxXWnT2gnEizBOW4TwzZN9ZCNdUpfEcq0sAFV3o5Kmq46aLb\\/gDxXnROdH7eA7WBMLgJEaX0ypsxyMCVH3NvvyH4qVIgKZ4GQBkNIBZc7INuFliZyYMDYmFJseY8T3NVtj4foVGzjrbDByVZ6\\/cczlAecOvMQ8XFFqsLhZCxNfaYwqoSEWIibS9a9FVqsx3yHz7YoG8ugZn95\\/pvLDDEvu8IPZrcGSMNXkX7Tp7JDcLZYvNdc7OZL+jAeZ8RewAhGsNRSDG1vcBpTuHXvKqmwE5GlH6mA33H5QXuan42n6pnDH7zZ5stMcIwdlLcR5LDaN8MWm5B0fAlx0\\/18+Ie9+teeE1ln7vqrLxU\\/lIc1lrhOW0XHyuE+bGeFjxAjgIW3FAbpOD8rHqvJHwYwwBSuu9zrsGkRClXprKo+bIu\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 97,
        \"value\": 98
      }
    },
    {
      \"type\": \"int\",
      \"data\": 64
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 100
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 69
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        101,
        102,
        103,
        104
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 105,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 106,
        \"values\": 105
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 107,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQBAAAAAAAAAACAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAABIAAAAAAAAEb+EqgwOXJOdAKeUyYr8dCC6XJVekRHP66S9Qu82pBn\\/DXhEAnkjNWOuQUGXzr+K0jRkYn6fWhERvdzzEWatZhHYXTjzFEbqmd2JJN5oZf8tIReCrGS2MODb385aVFXnRqSx6ObV\\/AR2Ib68h7PsxCDHyNsDMXw5Tw7OeFthQQBo\\/IzhjDcWTWO5kGn2FpUHmYEW0iDZv94fCieE8zasGDF+I7gKW7MQ57ik1mF8LevI4RnJmkm83pAoLgJG0eEe9AibmKpvhdVlc4g1sixupIvoDj5j0dl7hy9zAmHoe2axmC8yR2LSC+r7Aq8PHxyv+Q8rNH9AT9cQ4IGS3U7FVGGsV4WY9BFkjbdm7Oj1hMJcQVv5SxTGmZ2hXzCplXc8UV5nWOIMWQUMOO5ZcFrafVzZZcULNEEMTM7tUNw7uBVrcYmUTgTvJqkjN9hksar4gxH\\/kxyQwDRKKQJAJLcgpllIW9g5CzozjIMVtA9gdfVgcYb8HdHR0Jt7A5fOCnXCjFqCm8SIBBRXKjYImgaPkcqIJqZjmEfpqybuEeBa3WnEbOcxWmM1ztr57Zzskb+GpZDkzTvBChKtVNYks9ze3tfoSDpYQWDuZwuJNSHDRSMOauj3qeWK+3nmZ+lXQl2j9+PcWCCmNFaiKQs9CrZgsi\\/1SRi722RcMdT6yDbdUrnY4znTVjneTqpClLLqLVz7SDZS9LziUj5unaS\\/kiXzqoghmVLQT\\/p0GDqyCpPwmDfX+LVVxG+h2ZQXoLIlcw4tweL0X5j4hiy6cE\\/Y7NlGiRgrItnhlu7KQnRLA707tuGznXuOcqfK7aOvOkFQKqy5ewRTT8iKBKNKQfOzOSOyqhoypDr18nNCBYwSN0fInl144LZGdcZakQPAXADLRTjg3FAQVbECbOdY0nWTuewIpNfHK7PxQswGco4MQmioIk2jBFZf5CZl8kuv\\/G5rAFBDDiKumO18PEZVKqzjk36aXBPE0BF0R+7OOsoOefhBYwi8VkrtKmSyu0mh1Blv5u0jkMIS\\/5QTyK9Y6ybkoOkfWLPyKstsGDkHLNsIQeZ4\\/Cr6a5\\/GXf\\/pD\\/t+YaAl9PIbb8o4lfFt2TaiHCWGI\\/c4M3WUc8ceu9cXRP7xavS1Cewbeq6Vt94SToa8Qf9yLmIuYGWip9YmFoZwsS2qacdjF0B2Bm82nXwkJCXWqE\\/wxMOVMG60cnQWGP5YO2el0D7TTEcq1dbbvQVAv3P91w8ByHQTWK8\\/Hbu0QMmZVmmIyC4fXHcCqz6WOD07qov1NpbMKas7ZIWoUl4zrZsBAurgE\\/xBVFkyKtuszY+FZpL5zYe6GDnbMu5N9GtMuogwCwERDCQ9AjSuQWbOLiAOMcIhnQskA5N6yw6utOg8ElQQR\\/vIgf9p0r2m7rGNlZ1l4CQ527maZ0LTCTiXGJKwUWudcgYRn8cLkT\\/mr5bYjGO3ahKoH12rbcqvFifrgkJfoTsmhywT9oSvdlZxHWojJU0sCtS4sgSfnN\\/jc1rQbU8hpI25ievn0MT6sPUiqmhMJq17Te0X8FL0q+QOCjOiVJEKh0Yf+TiTUsRBA7tnC25K+5rboDlAJd73E4Jf\\/Cn1b76bIArbKDjQJI8YpjkQwieSXi3iXTJNFQDa2bXd16DjT8IrICy3hnUPEbwYsdPxWuEVDh8maLEzxvQAt4Y28qWC1fBCECpnhM0sxO4wfMmrywEQGlKQsydCd2P6fCrDKBLG9CqeVnSl27MApNkZSRO7cudD0+FLpyWBEQlvyCbQbW\\/StnyBGeE5mirOt+teGuVPtiYznhd\\/1tBpSlSNLD+wZviuXtzfdvJ6sBbq+SPTCL2KAgMCKn0AkFbpEOFig7yKqEjm7aENsmo1tqnru0ZJ5CJYFKpbkSEO9sK+ldPgcy3G4+POGtc6inTDEgGL1TwZNZ+d+9gnUbpWVnTcVEqgEYuyZmdVm\\/mch+3jZ9Vj9fti2d0T+rlS2u\\/F7HDVXQ6w7aK5sfnlxNMqHWBl36g+MEmr9aQcnp8z4OLKOv4whuSqAMb3Iih43I\\/DZBTcNOz6UIbe6e2aX3drQ6ONjEC4\\/BHRIYH2GbsG23swQC2GZQKNs94RKHxoqdn\\/RMNWwIsfFcZQio675A8rTu6Lv0kYmSqsUq3BNFO0IiNBbZEGzCKrcviEy+sWV87UMmCasds\\/ppGPRKSjG8KQxW45+lKVYSGrSAowWO+fTr2MKqtp+wlIer01W1aNu9rs1bETXGoIX0Yo4jwGF\\/VlVIkk7fUJaZavbZrxR5xNsmdqpTZvVHDJVdyR7IaVN\\/KpjCbDEQ418arVMI7IHS6H8a2f0K\\/SI1tcZ563MOJV+jVm68qmCGf+DIEibHJ6AwbU8NpCo5VX0WyFAxEVP+a9\\/n718VtCxwKb9kuSuS5UQE\\/vcz184IG4rMpHchB4zfmZEhToxklLsB2FWpoCHvwI4K6NeBPcKd2W1kWXhUvMmrwiseHGlCUo+JMK6ZIg12T13GzoJACXjudCzKlWHHkRRUBEAcSuQAHUQlQdbnb7lO5DwBP5gjIpOhYKsQ1sKm6rm3DMB0Q9DRG1k7dzMtxvZ+S5s9usAq4k1xrZQ82IMkisuGFtTzaEO2RVjDtxrrAYuyqN1fj\\/37vBK4hlEZLw4wD43ML4aD1hYnP1zLu5n+j\\/M\\/FqVeIUipEDk8Q7kVIvRMLRvFaXKDBBdov37hoC\\/QlRvGyfzTH0jQsH69wcD7UFK2y2rCBxYn\\/7nqqqfL1Kb6eU2NqEppFUdh62+FDO9KgnxY49J4Zyo1qVQmkMYq9LAvmk5TzDm1bcuqSGKEgJI57lkbSgRbgUnQ6xQ1mKnAk9w6HOnvRlZT26xeQIMm\\/FuDf4PdzrbHV61Ff41ae6WcNM2ApFK5lrE2kB2vDvzufKkXTDBxKbwgxS9DQWSjfDCsHPYf0LtbA+A+r7NenxxSR555mpZX+P84YykansvGvb2L+csP6Mfg6IN3KO0ivQU3hrxE9XX71qq+BLGz1iN5omwxyNYghIqk9PgnLbegHMx808rSV+U+qC590wrgesFjtYsHr6SGLe+oEyZFtCEWkdI0W5OptZjNbVBHvJ704YFi7jL+v7L1B+kvHrt8YOSQQNaovzFiWxf0rN0m6\\/hLvH1UDTV\\/6jVXbfV2Qt51uqBQDTJ6hITKrmOgSNK8EoGfvheSrXE\\/alfnfz4VLevcKiq8yqCwNCem9w+99k53oUMuSrTk7+P4x5k+9XSIJRzdtggT56SKuLdlPMRVngNOJpJT4xeBRHy379wE8Ay7qQRkkOD0NH94z97ttpVvQa1gU2OBqOcWrIUdKeIfEeNqcfek8vnR0qvpInrZdRJCjLZc3XdLZZ14xogb432BhGdv4SC3bKfxhwYe8h1kYdcdW5idM2Aik5k0r9Aub362BhZj6nnbmnatJYHwTgt8hEd4u+AadJ7\\/NyTT0bfW7H2NAEF+3dG9oolJSlH2\\/c8PMe1Mi+K4eDCkPT0DlSmWzDGUzi2Xgf+Snuly2oDi0OeqXFWlboLaq8S1Vs9TnDz7EvZkB0PvcArsPL0Vk7p6oHrQJGIOz8vRgjnnYckoVQUeK\\/Q2Pzu+kri+hQVDVrir8joY8c2CJyFgI7abnS0CeRd0FjvfmDbvrQpHbZUY3l2PuvyKAtGexhNqd9+PalZJWdhkbOzNUQLEKw2WDfZluGiqqu+bn6htyZoDU1TJKDDehdLLIENO3WvKebX2PPrHJzthjpictItV935soPH3ixcN\\/R8\\/M7mf0wil5Egkgqw3vvqPLFyaP9CsNRUsmaeSq2AhOn\\/pIxjmD6NbrXfMf\\/K0OM4v8kTSUsdb+t\\/bt99kWTjd42m5cG88SZYCrSi4JsBM8bJZcgG3FnS5O7ye5Vi0NOllz5OiX27FoGY1HSUf3vFANmj84r0XBXQQgOymMMo2Njp8v7w\\/D9jvXA7opxdwlRMpGWpYOrN8mD78ZohTN33prC6hwU1a0BjWnYYP9M9FxTkxiNcO80hu7m7ti+JACx75KhtkPlOOSOGf4eABrCVwJds8Evufbb4plD9N2WLCRP07mZJvyyNrxN7ys6nc0LUK2oKRHA0TajdjMPPk7uqjn8bdwT7mY9jnO0Et0sYSmIJq13G9hWm1rhJTGz\\/IFLuJMuVL37FPGuCqq5TOxXZNBrepkuzpG8aA4VwGAZdVz+oefwp8pH0bMEZAwfcodkejqeAgk5luEjo6+E7xn0VnM4pQk0wA4HM3LMvpLiXzNkEMOJWJ8CYOwW4KsWePzXewwrZc1TN1AlURAz1+uMBXBugcuU+DeRHpWGxVPMFWc4KIeUP0un6Y0nHygl9gOsiymKiPyk8frH1biZE3yMNMbsPgO+2f+KkxCc4P3749IRLNGva1f9jbNx5oUr47IRmZGaD+Ygkztnp4XvTazyGNqZRtVgpAafUxpYS9xsCMwy\\/NP8BAMr9FFxtJNjwQaFWkdHgYvilDOYfPKJrI0j+r227NhtLGvrahAMPKVLxckQbhJmbJKmk7m1dy6IhIK7bmnWxUyPMnHohFKQPTFn8SBNxTFVMepznK3AqKGdbS6c3SlK\\/36XZQPV5dQD+JArJM8gDiJqSGSUPqxILJHqLUuGgrXhG13Qbm9ErO5j\\/kwpzd6HMShK7TQ0kupzA67JTvMZHr1urQ2n6jcpJKsmQSfsmld4DS9KA+SYIOEleHAIl92IkAcjbAcuY8fOQFVOnrsCtNBDRtl0SxY8nSVqe+Zr1dhZXWc1d3tgcuES8HbxZQLxsQLZ1xf\\/VzRVc+IOtaCb3GXRqFKhYHE2vNUA98uTksnPtpxJxq0t0cqcLFujm4Uad5MHjGUppMyeVgvWccjVnqcKFlH99FD\\/iaa33Q8HIi1FhNj1y3MArIdZPmFDFCvp44NcnWXeq126csUwY8rdemi4qbKEaPXqNVCqZUL9wWVRs66Y\\/RI03OI05DkF8u1GFaxVs08snSCrF+c3bsY3OODQdOV6Hf8VrCs\\/o0EU0R64AlOj8vun+EMWpCHx50UFpOUii6b8sgg3i0bC1Oub3tAt1MKXNWC9XNP38usvS\\/bV8uUF+zTYvcS9u5Uw3YKfdcBVhgy18rK93XYyW9ipkXveuwum8FIKxtC+gnztelVrf+QFqO6T8n2u\\/cAfuvUAtbO2\\/OWytdPuUZAP+ZRIAbL\\/lsQsuKCzrll9zvKBfG6b9WTJzKu3wrut9YosFRSPOmDLKt4x1whg5\\/IoRsIXURkxWAAA6CH1+mfWjC1w03ufdvAM9CFVSnzO6q9UTqyZSG6EXqF+NmTkUS2CbsaYWiS8T5nkHwbE1Xejuu\\/B4h9hZWARvjEFM201gTfZDRjkQBFcuK\\/cHp\\/myVAjatxGnasKvbczzgsxdds3mU1o3lZ2YIdppfP0n\\/4FG4Kic0tt788ijtSV13HyBn6mtYw6el\\/SCH5MBv603nWF1kUeHTk3AHS8r\\/mdfqSpv\\/hDrjKj\\/sL+JnUmVxEV6ClC2hfHq65nsYU5Nsq+XfCNbK1Yy5cgWA3Seo5rMA7Z0BIdNGvXSGugsnWDLs1J1ptF56UFDBHiD\\/IB7wwfkF0Vc9yjkmvwYvofU3CXWa1q4vML0xbEx8N2CR2D7Q9LXXzlD2BwDn0dgehPA20U3paxmdXpylDb+32r17+brUBDsloTcBXJrc\\/yQbOlMWm15kOX5XvkbWhA5RV8HeRWL14piEAa0QjFBKwAXupTfhxUqfOcAVuYFYoSKGwZs8gTlHahGStcwRnFMVyZAezkz+Ag0B0m3MoXB4Mbhru3prT6MneeJeoJWzxwktwC38\\/yqppvtHBGtk017NhXJPoIk8SstkbBR9ew05kCBc5Q6CUpifGh0H91CfW6C9VxcNNJD\\/pR+NC7v8PWIvzb4sLHYT3WUA5nNEMP0SK0N4UXF7Q4huk2ZoMFoF54bZ0a\\/fB3Q\\/OPew53GdPr2i9B8sP51IOdFwnS7Moca3WPQegtmZLZi727O8\\/06yxNabEuNuttL6uz5WfyikCWwIn9ceQK8hdoT2neU0WrF6CI+eiKq4Y80kCLi1m8Q03+ahTfD2bb+oYV6Adu2Hi3KtB8hRiRTy0NMm18YVOk+5tSyEXWIbTi8mplwns3fdBZ2m8stVLovi0NfXZrLlkvOBCx2vqI+mv4RZ7w7clOnH1hB7sLKVAjsOQV2ypeWdbknay7SU4auZ48NjH3ZyTbJy4sT1mRdBC0q0i+4NgkqfaL6Pf7lH3s6nOh7Yz7cWksulmYOf0t5GTbaAAiTYxVid7+XcsTT2w35iLwljI8Unq0bQbeLOOMxXWhkpCSCqI0qVhtExnRwo4WZxolVL71dxOCyzyCwqNlcYRA1fGWWAnw1KM5m2wbvgeyxsmtTsT81+VO\\/CbESffz1+Z4YpDXFIRlL9XcKkJpdIUb\\/d+uEgl1umSFS95lnT3bhGENuM4vmuMKevBEOlAfnghQHK4LTIZfbqyUerWPu5JpURj7afepd8ezjjgSzT0un1Fzwkd1L3Eo2RzTO28dkM9IGuQ8byWKCh7vtbs+4NajjzvZrN8eTzFNrdO1J9Hs+WHUmQXw3lGK7Rz6pwPm0cuRgxT0RQI7LK9ngVLrp6vPbAmD28\\/\\/g9saiYK9tNStRtg3Ja3Tp6sW+FJiyhwyPVwfPRNh772v7LIxvQ2yAEl2LFsKZS6u+8et68l60ZiGePw7kqM0Mt7Yb6TCDb8wq3hsMoq1rUkcvz9vMJ0h7Qfu7BD2BFx42xADlkZhOp8RPZT5DWg8kvfJ50tQiHId\\/5ljbInjlEq8PiU5JfY9LLRo2Fv9I7mTJbilSeXKLTsUmu9TkeujJUkeELC\\/\\/CKQLQisyKBOhOshnkOZCMum8H2Uh3KW6uxe9SV8r+jXU1HJth67fnbdOomMy5CLfAu4H1PoQoXGpimmlYa5+vOCvShbdEXwhdTJeHwCmfikl7wxlOSXCUARZ1IxxGdq1hbwmXAXixMnUnSryDFPmD9hpQe2\\/av5XHPs5\\/ieHDMdBNyZCpjS6nEAbtAPi8aOeSJFI1gFi9IH\\/MTLuac1+dij\\/yk+U6GLbp15GF5RAA+pHaOh0WLxc2gBy35lrzbbJPJsFHFDHx7F3SfcDBBFBPFw5xuJ8X5ly+EnMsYSIGgACPd5vm3xmqgDvsNXycTVx23jGXGj1t6lA9t29M9sq5\\/aT2DmnEVliK9zw6eqSXneaLx4OijB3hCTaTq5F\\/Yd826eT7hBDgMXuBUSOx62SqfheaucGpHyS7adE\\/wmDtfe+lHAxa+MYY9OLM0ZeUjJi1n0nDxlFJoy3z7JIYldTDiuCmXwg+syzFH\\/Zl4UUo\\/w9dffLGlb+IkmdS3KC+MH38C2v+lDOxsLQdJdgvq7\\/ZJ9vj+QHI+z1Q1AbMTO9jqU3o4AHK5qMVxTk2gUISrxERnY\\/tjxTCnwP6RrlGubQQlO9LWlrSm0RAKXyR\\/ev\\/A3+rjEfDNrlcnn3hsBFBn\\/GGM0QKZG1jF95xrH7yKKRC\\/+sF5Z+ILK0joVJxLN06JVtM99A3hZJ0J+eDIxjppnetpTJFEhj3yCvt+Oq+ToRQBb5\\/KsFzdYxZkj+Gp19ZQbTdLpUMAznWAiI3ofFeqJcZSCbSIVTZhkWTJzmKXMENkwgmCKbDEDx+qG4Za4yyklFG\\/kIiiIECyHXmCIxl0ForVqg\\/2pU8UHNH2MJerw40fUpXSOKnoEIzufWvSfqszjN8OF8\\/F+IXHSZN\\/\\/+yFyMgaGXcv7GP3Ws25gZ69wAi54Ibb2JYtJp5RuIPXV4lCOJHduPM+\\/mwMeaXaCJV3ZTJ+s6que1n7En+Y+tByKxQ+dhgNqpQvYuwEVG9dqDloRhX2x8DjYhEvEHuAY\\/CIyvn8gp\\/lazFqbTfCCCPw3bnN+s3jHaLpizNDNlcL98VkDSyenmStyysrvZlDa2L\\/FJgecUxkxNlBv5c5tEs1aVKlnNMMyXavZEQa5Bfj5\\/c6NsYfCqBOF94Lazj+09G4zctSfeeTgimgpxf4U+vcdgoYivx01R6Qy6a2n8iNaYKNddf1d0nCKCl\\/9OBvmb8X9keuLoex0ue7BgZLuatuS5i7nVISBTVkxZpOQ6dxRW4+7u1MU3ujcbepXRqbwJ0sO6wdCKLQ7E7bTvayWk+xsP6sztwmopONjyPXEmYf6fTZDs3qnNCK+E6bBpWUEJxTERIqMq60zCr1FB1YDuxXbkTDPAB8YU0run8pG2JLtouZg\\/+KnHKfN80e7yJYBOJupyXkSjpSalq\\/j57zvod4NDqgxOsmzXJKuMozYmXG\\/YnKpSFMBJlwPb7OIhx8eJREj1ejoJNxIof5kbbP1Dk208pOhIAOk1pFjM6C0UH5PRxgTUbmuItbSdbJkHNjXmPW69QkVoAfGOpOjp\\/p1NL9N52xaGKkLLC7Zq8QZAx7gyOCpVo0WKdU9UQjfLHs44WfvemLqKLlGKwMSPlXg3v4ZJeKIPtolN3NgT3Y5VVUWokp2d8+2zBkGLdrIoertCIUsjp4JFiIb19ej09\\/49Fi433ApPHFqX81CVHWEKV9E+jrSXcb3w4QjmCugpborZg5sX2ARC3FjuwRQZOUKNB+RjONuWMdNc3hDxg8XivQhGyNMELlly3Gky2QuNvOVPAdkSVSkY+dWBJlKaLnLaPEffixGkqET0pHueEtWNiF5NpXgcmdAktRj+4JAJzjg9W89C\\/uD4SBJ4QxvrJ1Mna\\/DjiyYWUBbc27cSjDCZH6LQ5AFGzXV8vrubWff21F16sd1aq98u636vPpiR3FBJ\\/7H3KTaUXBvUMqlLvSb5k2vglZd+6zOYyO\\/h9twSYqzlQg\\/qcZY3UbYog\\/tGuqNku4vGoRPv9FKJEm4GrIUCg9k6V1eMMnaxV58OnLstteLEQBSpE9gY3XnzG0oryc\\/z+6nJyEGl4poGCLI7QCydE2bRpdvxo2igg8ayg+DwYWDhPpzcrhtXNzzI945chH6LYfLRYE87S0QX9l2Jw+XIQMiA23fy5dpuRf4vrmTMjKJzSSpwizZZo\\/AcTMeWCok58Z1F8zEes+5WeuyTYceijgoLsR3V7VAtAoH5RBpvP26vcqedgedGXoWSP2O1PBWDxeQ3oeLZzR4ONOTP4TOCh2ZHB5wWGQIJAd8UkLM\\/uiy1S2enHeewsZ8Q3XyNvWYwr8HmNa\\/O9YI8y7tBDQAgoxT0BHnnTjUWt7XxRtXGjHnfsagqsYngudAjQp5\\/\\/0wDgF54KWJfGeVVC3Dm2MJv5HF\\/qKktyHfY2IRgzRPiEipEHFtrKMmWM2YqSjbZSqcary4LdEl1D9z1qBWbumnaS75Bye9uP0JifOrgRBrbPrrCq9Ljqv9QZCYFNuX56EnOHXAEI9vwUjZUb6Ly\\/RZHHkFK9Gr4MyHO0lsTbk8rDQNX\\/jDZ1ixuyPza4WVedU8sbA5Dr26VSDF0I7e0q3JMfEelvAms\\/oUM8oWvngt\\/3Eok3Sx\\/iOBP0jhGSXZv\\/ClGOfNdH0UtPYXhzuuaws3H\\/FsOU\\/PVIULZEjppaV5v8a0vbeJIq0cmc\\/UTRRKYwqV4zIIrV8o2qkNrezJB9y8YQ\\/sTsmREnrZmYVf1e\\/alK65ww6eP47tyx7s7zp2Turmj0lblcbNU5vLNtJjAcgexykN6v2PiEUEXhM\\/YuRNBpN6X5fJ3lTxFio7WGfO2GiffTWk6FJiH3aoUZ29zdCWVZM3o6z5SL50cSzcE0X08HgOdn+3nIj9SSLLQniNhCk\\/BJnzVSTjtVvC7um8i5nlaqwdFnSeJ\\/hIeZnhOgpV0UgY65WKqnkhCT2IlvFEjpfSX8GJXjGB4Q9hqc6g8t\\/sKXKrxcW4odincP9oIkXVYMh2EPFNlCj3sBlwfX5fww1SsZ5OX2qKddewt9SKnu+E0iRfUrIUztqE4uPDBlLdj3xIFlgUuAgybcn69wxc4EgX4JlkL9I9lkhqiGbbzHH5NJ7TrukmzAzG0\\/oSqCPS7txJY7OtJnUWbMdMfo3tLLbKBfYlPepuIB5Bc2kwKqb4PT79eTiX2Oj1ZJyjspbrOirxzwUeEwUOR\\/FTo\\/0jceJ7fQG2hW1yz3ASAKqGdEisy0iWLKf6ODusw\\/XuyDyvdK\\/TGCH2AYQjLcu\\/u3eQxGiOt0dG6dAgAzICVyJPur\\/BC8HKEGYwrftvlquaLr9k61eci4+XAB+wb0tw5ajZ461OJptKMul0Ue7nEzCpjppKXwIYQKqvbk8DW4ES49oR8VZaHxiUPKDbjiTRoW7maxWYTxAF8JkZ8O+eQ3bfc9IEIq25l+4RWsXt1CPcmqkZJMCXR+JRK5CUGrWanRDx0+ewJzDqlBblaV+tmLc7PqwulDSEB03S6G52k6bwffi9VI981H5rL5oFwK0NffIw2f9BIMwFX9UuQ28W3GnClB+lMSPC7Cpm\\/CPEPUb610REEwOx+PV3lrTypTia8Cmde2TGpSLUb\\/ywpN8yLwVqQRFiCUxpHBQqWu6D7X11Id4VTvy1cREbJ9gqGBePCLGwnNSPLfEzclEWVwZx5S\\/cqy58+yG8ImfL+DseSxrOTxktpkquLQ+HBySWj7p4VAMSkqTrBXiiv9LBWqJKCLmSa5ApP32DH9xfrrL82j84jdZZUinVFbvnugtHyI6Z4h62GMNSXcfmaT3x1JqgqH1fjAzO2Fixnd4256Rmvj352GZPwVDiZw4kvvyoU\\/+IiE7c4RAi9v+wWk9aG+vPCKSzLBecLE\\/frUI28hGr0UpPbKdkMTeMZGjryi5UrPFCVshzXKHd6iKsuGh+QWck8zG1BmgXLVv8\\/eNu67ZECXPpDKZbwIo+3nGc5AvqyL7g1iqQceR8A2LztFoF0j64FLBoYnG7\\/nQTknTQ5rVn8hG9k2gnivSIMLGG1BHKlirmp6rA3+QPyYOESrW+vD3hYEgfQEfjTgUxMOW\\/7atyfZ6UKvMlnIh7zC1jiYGa3KH9nefAsXIHP6YSCq2Ha2HcXCA0+C8o8vVNstdO85VdaS6nzUju+uj4BcPrD0aMBznzxBLYA5AY67P5gSo2uuh7Ohu1sVSZY2HJm0v5woR6m8+ol+1kz38exCgEk1S3DQk3v3d4KBfxsyErjBYUjSS15SMaoEnFYuUBAxRcMVSUmzwp08QQnbtQ8kErvnWEwkJBmxghTJYvQ\\/wL1Ys3K0f0HCnTN3ZT9jenQVC8bNXhm8VoW6zCO5gX\\/fOa0yi2Cfsf4BmRakOjcR4Kce5H2BO3QrurmDaun9yRmeZujTw85ekYlx3xyh4cMfiwKWhtZ7RI\\/+twg9nDNxFAR29+RwC0x13bG2U1u93tn0CoBj2skJGpno++pJ4ob414SUNp0FiEsdiQLEfoKokyUbFzPm+1Ma+hKFbgX86jOTiel+6Hp3cz4GSQ0AEGk6dwoBcFQOGUN5KUGI4lGRFYX7daquBWTQpe86giG1OgBESktU+sQ5gXmhep6XIsChlNVHdtxVK+a0wWH9rOMaOE0\\/nXKPn7X8\\/8R5727GG+oqxhgqIbRwsYZ\\/yGN+dYRGdCl2bEv\\/RZX7LKd8u4SzzewnIxElyOxnoGkyug6HSaLmldZBeo91cY1SA2VIwAqu5C\\/ErlcjJfzY\\/r1X\\/h1JrGExOdqR+zluWtICRKlotHlvTXe3Tpvxk9mGpwzJZWoJDYSmFwlfneiUB9SLMcSjl6GiHf06PoQzk2Xu+J3WVNqOAC88jgvvo9K26feS5iLwDa5Zo1cKcTz0GU5ef3Iy1il5UmX+ILVBGWP8PyOlYLb5AWCutk2EcfBmmbVUprnvCBaewT3+Wpv53sHpa4xEFU+rABK9mbm3mCyHUKmF71kqtZjUOeq+5AHCGg4Nqvj7oAywbCw6Fn2a77qdleCWg7WJGy4+vLm+iJa0W8KMVF2mPJeSsl\\/ehZXtF8keTUvemOGyceHi37Z+kPgqbxzXTG1cBDD0DE9vIiSRJcnefoSTvW0NEMWRf9YwgJTPjSPq5mpg4v3juOQ8VTELWsTKCZ7AIqC4sSUcGt5EYtMCSpvju0ppr8MuAqR87an\\/SSLS1b+QwR6i+k6zZcr2MpC\\/SSdisNtbmWmRufWzo8xeLSBiChkYmdZU4tlEU5qxwi5DdxXWdGScBzqTqN90WMA\\/TOUOZYGbG2ZWz+k0qakzzP5NDZy1RUQtA3kNNR9DWuY+1QUfYiUfp+5Q\\/S4c5hYjnZknzilu+hQELjDLG2US2JsBuTZieu+W1i1qUX0JiysBtsGLko+Ha6LGXTMGZ1jhqUzn34HMAPaNPrFd8gdP1AW6lHPdSKSO9EW9KXmfuBC1MPdrWrUNV85Z9dt6i0hS+G0vnNUZ4HZUS2daA9ok+\\/IYKVTzf3kcIZnZCLAMGWSKaVHv4KDwrnpgub878cja7DUDtvL9kwO2S1xwZdd5AsjIxiPVhmyp7nUig9ajK8qlEC2+hjwszQyRpHKrkVwQIvlSskXo7wbsdKFPT68+gL+lGDWo5WKq6hc++M\\/9QgQaZAA92O6LTO32JjBhPjx6YUKcOTCKrUIgSNxV7o\\/9dNPjh2RlZD4ohybX7+EIytYpxl1swlBGbfjXT1DekkDg2KU31fhncZD7RU52N7cw6rFBMpg1cMDEMq\\/wy6Swbvj1hUkuAzrKwQzHPkh4iW5eiWiEWHIPQrC1vagyFwPejKI4wDnXoD4p3PerbbYM6lT04Lj8pS5d3T5uPNXhy9saJVirfKyIIxLJDLovTmZqUCwHooGgNhX\\/LHZgy\\/E4gH5Zg6IWbcf\\/1oaKtIRpktLBZv4u41dkxfj+i1nP+YkXKXZPfr1VKzgoR9pbkX5X0+GpYoD55uMN4vfT41Kpwfawgurkhzng24wtfieLJcuoj2kCh9J7vxljSUKnRtj7Sezr+06H1L63T0HZBv7TGjulyzYNxelJRUH\\/U4\\/mWR2oNmON0duTyinYzaY5LJ1ack7zdL\\/+cW0WDXKAWhilkHzremQ8PDInVFXo837EyqfSJE+swO4NCmTIEz04QyeiTicvPrv6lCVx3MYUpCenmy9ZhSdEKlC0g24tvxOaNYszwUUNiR5ptzc8rBc1OGXQowIQuVoHLNynDl9MiYdU5Pfsj6jjN4rVswyFzk3LpucbUgFWuhJM2DRivGtge22IZ8oHvXtDmmIeg2gjBh5SkzIgjh0ZblfAEymBMNyxza7OrHE57D1Sj9Ms7Obl\\/ncxmFUKTsmGeso+iQG18MDeUYrF03Tbou6K5YCQ7fqd6lAfmtPs2iYNtEjrmtZEHOtKcdpsa07VSuCdFdIMwSYlOdFLIy3XDPUkWKmWLQKfAI3jDR7NLUh+uiF0RoKOw6QCvxN0iJ5nlRUbs9ESkIsNyuCvetAO\\/lRkDZQ2BzjN7htL9moOFaEXg\\/ppTyQQo+lh6V7hW6UPWJg4KePVE5y1MTkqlN\\/fQATkyb0RWCKQYH9PhvR3nvZgfqnlb7w\\/O5cxsDj43lcfC\\/XTvtL7kR7ypTA1pnGwpu4+JBAewpEZaFnXiOiBz\\/wQkxzZPbfbLy2Shad5gibM19cY9yhuKlBsOtkVqmih6KCZYxKGL1\\/MKh\\/pwlTvl0oQ4k69Mz7BSP7C59xeYnIuPWE1jjqq0NGJQV6U0MNtn4ZPfzFuXu5sc5sgCnsSj7nfKYHqZgzAu+HvM4OQgQbPJpOwnTGdbORCHWJ9dsO3ptMC9ulZpC9hgBqUwYbOc4m7\\/eTjrx1459+e4iedWu2JYcxspVR2ljNS6zlmtdQ3t\\/cqASPbv0jnE3BtFqkjmwnD98BOoStIRp6M4KNZz+uMUO7v033bApGLaQHq46DIeOk54Ogwu0iwToykvxoWNbrFLzJVJQfZ6U3JxQp8WF+IQwX+CEZWkalv1pJIyQhr5dXQPOVEkk5EtO1uyxoQsqzokrOyZinJQYcQR9\\/p+txpLZKacpOOLHWKTg7EBjjFR+2nPOmtcFZzwMFSzBSmrkIJM8LcEQHsFPc6iCDxTAdZztOwcklP9lhQRbYALWVhsHPPlIvf\\/PtR7BKKaUBrfz1kT7WZcBUxp6RivWVydsFW0SVvN+M5EKmmgjemsyvMrksB9gO865QjaatAFUFrebRNQ0CR3KfBlMQKe4WOdRZd4bdBtqNkyKm\\/\\/57UuxNH8rp1Py4Jynel51ZzfxEm7wD3oh0tANmiwwr5aubF6m2K4vt9WNpUgXr9T\\/xASEQh3fxVHrli5umWWIwo8pOcFFrR+6RLLBbw5E95M7fgDTn+uhjwIooYrxE\\/9D2lmIhO0OSu8GhJzi8KdN6eEB2JBbsgsIT4kQr4z\\/X9IJeh2DWT1Jx44UW2dSHGE6rHL5Zufjctwub5vw2qZVAPA90bOGkmM9pXGb7fUxJxMr4ryPB5QLrAhk\\/2SLiqQSvsrnbWm3DndXetLwNx9IG6hQWoT3WP1EPqpgQmL\\/YbVkZ3mczQlxbbc3dGOzs8ddbFMnz2UPhzJ4PkIXmzprttKv4ajVQCBP8FUWMScZPYTDCfLAWYJR5mBaW2JdeE0dPepSnVO7NS7vdf0pLmggDoQn1JD9nvCtIaDg8D2q5mLxg+Acg+qaykUtM68mHrdzn6h0v1erFXBx7FscYW+aSWeSALNcFwk7POrtA72fn2DTXLjpbEzkoU0UDRcIJsQCqgm3TQmsmJ3WF8It4TL210NWtTfXwlF7PMWGL\\/v5ymYFUhpsubTHkyhU9Y7J53JyazHW\\/T6R9OELIp6n8vHld3hj2kWGTUnPt5D68zOmtXjctWZjXPHyZ3GEoLBx+jU8vq7iUETx9oxPWAJFeum7BJk70WxokEZVrHOiqorgq7y2eL6Rbh0dVi5W0ImS\\/sFV+cyjiph2zO34zAGnhQ9lAXHA9xrxcmKTPwAzJcbbkkog2qFOPU36AACHoaScRiim+SlDVxw33\\/2NDgE0rl0I+9W+sj5hKIS6LUH8tE5iptbeATR0jN9HhH1mj5RZZ0\\/ieks06CFaV1yoh9zmW0fgh6vZdtBGLilEIa4O0qh9DqSM8Rpf9wo2P2xVKCKrUOcQbrDvE1GK0YOto+9rDMQl9cfx4FrJdhTrbVv2hNCfYyRe6NEk7gEWHxhL98TUrwq8Xe5E1lrzSE5nUt7w2w+n\\/bhk+GoEQbqKiKcUFABzvQePsvNmjhDjk9hDZ43V\\/HhFta2O4\\/MO6EP8J0eOqk66wRd65nuxItPbJ10sIqFOYniFmG\\/H4Y+Nw8Vxy94z72puKK0VYBOeahtY+XQ0\\/14+P2id9fqv3MVBBTgJZM6X6siykTRONHRJgp3LCzATv+y5BEDvMiYrNC\\/KJvhVMzj\\/vam9G7A79IhHMmPnj52b35o+sYMIJ0HpNDOX\\/XscO574ikl2mo6XwfF+39PZa1PvSVwTcEsKfMsaFZxfWDURPJT81bfEyXVNvS5J\\/8EtUGdOVhLOd2AGpUv7Ama4DRIDmMGykX27kh3iWAzPjcbH6A61COpzonk7xAEkW8JY8RRyKed8xGWDqRDkJ+Wv1rEoYSOEcikOcpleKhU8bYOEq\\/dOLcNveVgKFcDyyN98QBQGzRdCyPz20t5kwRm7byiikL0Xmz3sv2ZnKcC3nNaGSadBcSVR4q4W\\/5bZEv9sjUuxIlz6D0bUd8iShWzgB\\/rU2EUqe6y7zSnGOZnQ1SQjXvcVtiwvogj\\/OijAw2bqC9RJ3hs0aePS4xspBeQDn0gyiPy0iQAXVYeal5eYK8Lm\\/vqCDvxbxLcFHfjUGutpFUmabBIMcC3IX5xm\\/1dEVjuioPED5K3eO1pAqiffdv0fwcWIy4tHc7ngGXl3RjjAbw8II05YTyPSMcbODXr21naoAcMtcqW1Oc8EjA3M3j4rGQmZEvE3v\\/2cGrjWV0oP7+\\/Zj2+VySrKv1vDlSUQcBBGPrGzCsmon5sOokuwSagw\\/3LUQNLAm9qYmDsJNDp2T6imKuAcpm4KJbqGJLga3XsX6gG\\/KKrZS1MsQBoYh2wwuO+\\/oOFG3xOHFNsi1kcPdbzcQc7X5J10iUTAjV3yPsgazsuR55rHdmA1SkJ6QkpQoATDWJmK33KkpmFDLL\\/PP9k4Kr+eGCvKPACJ3kPSYk5EOqU72TW9QoRLF9XnQHA6GduO7HNUOmmvk14UPbbVYY4Uyf4Ca3GeFzOt03mkHY3DOY19\\/xTvbDT0rvvtNIpZJTH+zEtOGsgEnoQ7DomSAykauvTmyicIRiyTuOxzV\\/c1Gmks33zHCxCb4WBIFnHyRw0ogkkNNSuYha8\\/GytAsBViw0xDaaqrXD7f+ohXpxIxCrKSmjJDayiFtnJGO23rflc3h4QhHtdUzT7IhFUNTjRiaVrvsMYy8mh8LixG8lcl82N7\\/1ZG9ulc4pprqwee3eqyXEDUsm7DInIN6aqB\\/p4McqLhkME3+K66wLTcAcrRs8z1ugJkIVDKFMhfTFH0d1nJsYJE37vy\\/576Uie8q6VvTL5J+YgjD5IDlgMemDBfik48Ey3fx8UTwN+grqtkv8LQr8pfYPZwvn5yXhv4DodiNTDii9cIh9hZaCs6N2gjJMiP22hRIYRSUmwRae5TdD43VfDjR5m+Ch89zq7jLZQs+hMjO\\/q31r21xGVm\\/qRK7Qh2Gx\\/lNYi9ewhWSqp7MxNtDk3BzB03h\\/hHZ0xakYxoZYH7pgelBmWrTRp8L1YCxiD+Vm8y9znZOmwiejxMNVuH6blMEMlss60FyJ6HERnktDtWasRNhgy\\/kkKzclaOmjf7L\\/HfrJtjeuyrwLeqmXlDc45+Gv0t7HEK5QudNQco7VfQVxv6vZRFxIJda8NQd9J8mijvC68ilEjZTEgwlOalSkG4yTz+JW0x4jr4NZtc7nlA0Cd31fRefo70Iaxmp1zF0Z1bhbWkqxevyEWM4qmfQFzOhwqgcmxhSQDsP87V7hCuk8OYutyDbjfvRzdzW58LAbzcdygeIfG2BVQBW4+GMHJ30\\/boHwCJd1StnK\\/OtZP8kpyMbQU5mI9lKIiYtOTOVfRMbkG4OPR2uAsOWfMaS0UaJ2xFKvpnhgl8665VfnVLOE6eFVQWg0gv70ENeaspY8XlhU5MnYkC55ppI5BcpDfXmhC9c+pPCbo6C7AB8esiN2Eui7hpYRwxSylEdX2pUgxZxequAseyWqgjAsSgm6FijuzH0vY7dRtz1XAENXk0pM+4bqIopzxJTcx0eokKr46e7beeWtvSfrMGrs2acEpR6B2w0IYuaeoXu480L1lP8ZdTEM+YrUrDyWb8bLexbOByaE3rteBAWB+ld5lNo\\/vjLzgwLglt0q\\/apD24m+YWfn4+SXc93PaSwI7emWg1RR0KV7BeoYPHw4pp7Uet5QOTeiobDMdZkLTmJspxxMYXUS7nzY8e6ASeBYpDEXZM+8kUtxfBYfZBBA6XNyyCeXuFx1Uhg4KTHIMH7eld8ZjWfavUsrN0r52etJ9n\\/OtRMHGlaovXZ0n4\\/Vig8RdcO4vZDXmUMxT\\/VDSmqUb7gWp2sE6iJwR4\\/9u\\/lIvoZlE11RBWTbXAqtSSsbC8RwobIJWO8WpZ7qWaJscVizja2reYna8xiPqE13eyHo+mdwYAjvvj7deDMSo7wBto+U+SXGHNklIw2i+WwmKQNGNRhOG3AYNlHVO3ChiNyZR+Th1ZN62nTNVaiJhXxAiS2JtnpquwEVg4TDVwqsqi7DkWDPfNXIgLa36vUMKPh0SjkrAumLIcgX1LMtX1I0zj\\/6BUBWt8D+u0jsC7Tz1nKNg8mlPPjsVlKuJAfUNjU7dyX+RT9GoLPwdEqh5hL7vVf\\/wK5YMGVElDuiDXrDeZax74Z7KdMrwI+vjWJDFM9OF2cVes4uTWqw7kxp09Nw49jsX\\/nzPSc0tGyVhHRorJQZ+nrsI2FUP4FipO41iHrxEnXIpgC5RfiiS9M8jnQGH+UgJMQ98cEMJQUs5MQb3HXuIRwyRs0xvgzX1qhMXdCNHXTvYA3daeIJGWChA9ywSmAfqUQoFd61G9PPJiP0+Pp8xkbPMFg+RzlvpdGLLdM6m6Y3kiMhga\\/2NpR5B0LQ7FI5UE\\/yLX7OtopKqfJ5UkhEQWHDu3u5jeDz7YBF286UIOmO7uDr6nHXew49d+vFcCYmU1US9zTqQXt1+j0y6tYgNLn1cU0WJnVb4p2RfInGVYXuJmuqAaKG9hxj4+MamceioSeAi1ApvABRZ7VSemtEzpmIoEBZ7dC+AyajKqEvloGxhfkpDEKcSVVO37IrAXkS6DfbIupr\\/xfOkRJO+sqlZLVI976ygZ2wQMf4tWRi3cCt0rJCqvCQ1dVCW7bM6DmetdcX0i5MuiVVl5R6mGt8DjX\\/qU0WIYpr7VRWyC+WwXdt4STOt5VqzEzWl2mNhSXjKpZsoETbZzx3Agt90JK\\/vsw0riJLJFZyy5cv1e7KL\\/Up0ANbu6tthyLTob5uUJ5f7qJOxYOrZ+8EwoCVVILgUDSS+pW8A2sr6\\/AFmlqQfYIqlZD+N\\/WUiZtN7OapMmkNbFeCvtcO28\\/hcnwz2OXcvbe7V9Bg6edi4uCS1ZFmQW3dl0jXqVW+qg\\/o\\/1988P2hAUPwd3+\\/UvlgEF6bycJrIJL0\\/gjUHSSm1InMLrKEIIPi5Ng10xTZ3M9vM9wux9o8g8HarB3H1FbFscdL2SvJ\\/bvOp2wbBuFWwX+tB6TmwyxqRm7KttGE282aSjJNXBfkK6eQTaudupxB9m2o\\/jzFrv+4odVYT46tBiND7UAjzskG\\/eXQcscQpjQWHgy1mW49aHknHjuJ0pTZCeROSBkXAaAq+fKeKMFAf0p+nkFxIBLLqkz7xIxiugXRglvUSgMeCvMidnHdmqzQzazqIPAQq2EetOShLs4ryRQsfN92B\\/Gj5OSlGoamCFFKLNmufhguYF7\\/iY3sU28V1iYaV9V124KOlpFg0OSF1fW\\/w3IebwN8xTOmtbBr\\/htaYpJi14ybOR8xljrVJxdvvL9y5LXDXVer0a5finXV9TFqqEXg\\/yjLnpQPXISLSbY66nchhkO7nanGTvIA1dTZ+uRkvIOUmvvTpmADhj1d6qp5lcVmfYEwPor\\/OGd0lUm6QoLTQl8GG5OSXzzbzYW9THOZ3CQbjroNKr0Qr1KGXrZVYNGUfM+HsEJ0ArsdAyKUMeRVP6riWHrL1ooztL6uKvX9Iz4NV1DihE7kw\\/Sp82\\/I4T2\\/t6766SImEyjJyu7VGEUQqricx2bucXbfbfvLGs7GewT9DWrlAz1PVisGf7AfJUcDVbilRrA3x8dyWDJIF7nzJFVP30A+owHm9aee7BrhzLI37x8u56PAYJDU3wuacpsIFGlvJMuecEm7Hfo9AKBy6EbahdlcjxeyBbOEHW\\/aYByTcrQoJP896M+mA1NxgnKk+i5dDsEG70\\/XZZxncaGtcX4leVIFRq4BHAyYXNkXryUZdxGSuxCevVc+VVmU2h2VU711bxYGxpVSlZipU5tmg\\/pxYiGSsc0T64ia\\/gcJF+g+XVAnD2ictZK5Htx93s+BSCSLREkI+ilejuFfgfScisoUpjv5MSWTFDvCyMpxofJ0jf75W8MWGjJRTK7N+u0\\/EmxeNpEojAZQ9m6YKwuU9j\\/VG\\/KBJZtxxKaupzQ4yThRHgPthnY+XPUDc9agcbvto6oX7lJUqkWqG1UyIsXJztykkLQM5BjpgWxdyusZ1nwxDP6ayY5yOBXuWG+I7xrfFGm9eLAfsrYtjJWD6ugb\\/Lj40g+mt14C8bfGB7YEfkWGyn47yMPQiPpGXSEcCeFoSd7pjDXDJlUAl0s8Bmv8Z666ykP+VGoC8M+DQTYMFIX\\/zjW7U5j0BYR1uNMnd2LnNZmkv9uP2a8Qy5TSUPQm0F5HgpzS7COedS4hSDpz5HbRLxG1crW+Fdi49J8tVVjuD8rw6Vyu2uDnmCGz+fEjwJXBYgj+QXnqP2A0\\/50VD4gtyaont\\/ncPkfLMLQzxPG7Fk1HUIr8Ai4HhgRJvZ8nnKz0dmxZVJ\\/PXlHvC5ffjt8\\/MhNRQwN0zGkEriHspuOX+Tbjo36g8dLL1Z93f0eVVXsujZhFKay6lwg3Lh3S78nQSyKQyIoX3qjk6v1lI4LwTD39wIYYi0D2i0QqJGaBz\\/eMc2yQgtDrNDxzzFoswVXRPgQz9l5mT8p58uMDceOWNER4kXDOrwMVdfAj6IlAd2h+SPzfxpKaUdaZv\\/Ex4Y0HzQlylja3KRppRRFNlE0UoiAKW0R9\\/6iNqqOROezplbaqynSlkOsCdguNScPqfDBLPgTzSiRYceTOZuHTIC9hqG8+drNI2uJE0RlLevpP0RccRX6l1ADWsflD3BEfdeCmYcpzQ13AnNdIVUb+kXkbXyznFnAhOFzkO3q6n1l83qSzxo9Z2PPyqPK28rXxG4xsZ1Q3CXbnDFI23JBkXFu1mNJTcFqDfd\\/Xeq1jHmBKW86BvwIO1deQDlYmGJftiO+rMf8\\/fPS7qooJxZvAvfh0Z9wW1eMUhsTLUbubgHEW36eN9mHud+NbXZ4\\/UkbUtCoE4SZddVWHDh1eAwdx366zzjGhmDhNzYeD+2TZAx5p74EViSaPn1KKmPpe1WO2PO19B7LzEZkjfifvHpweViI8e0awqpdZEPNwXY7uXMya5yw82qDENn9rMVLjX8Zc9V9eaJcj9Lt6Mx7cdiaaJ+yEUYUIgCehE2\\/LvVFKWT3KwoNX6h1pS7Ivs0bGzQ\\/Ce27dfOXK8VvxDEEf0AnY224n8EmZlM841YdtIYPjmUnSqj+nPDlMebRvNTYLjbqHsueWTZJa5EbaauICFjYqpgeu7fKEf9uvcJJ5NdWE81xcj+f0QoktQWMbm8wR6zDXFZ8lTL8ZgykK33fgVYQvWMb+wDQ1KD6hABPT9VvxBmVGe7zZmWKOYNNfymSy6hM3nhhN\\/PDw7udvwhjaNhXMSCbjfeHtWr07L8d4c3qwRjeBdjPTk6nCV7COdMBF\\/NeekwnhVWj2pMu1akRiDIs0Qh2SNSNGBoI+VHDf3dP6b2i8zjXdG+eR4jrGaakzgALSYjWXHM\\/4YWhEybzGgzcB+B777p2AYTpJDdmzraYu5kHmqlkv+OodOJD1jDWeRw5obvr14dVGi+SwOU6YVpiRF4x+ZC5GJU1qNf2W7sYOVRuUFMqgN5BgCcsRLCPImdSZJSNQLhPGNAuNxGT00VYuhXu3zroYrKZ7pTJmYiBrttmIREYVMY+lk6uUt9g4nKlmNBDPW3mn0iJe+JpOGkQHrvbqCtJgXH+p6+kOJrvfwJdyC+DFW7QextZMM4+c11dsgtEHBcYRYJ4LU3XwySQ+R8k4jkeYHuMvmR3sLHoRHUlP1XJgisjaP1Gg7M6ecaM0U70kMlVjxg7cwy\\/B1F7tR+Cm1TQuAdXTkhisg4y7bJ1YfnnZ+bZvVc01VpXKHBLe2bTEbsuFm2k\\/jiydaQk4ee9TSjmvtL4lll0bx50je7fKiz0s\\/abTFXFvqgNV6D4gtTskeMh8ehzAlwUy60Z2HRqsjHuMlTDwVBv7RRWilb3FLdGH2Gwzm9TouP2Roy\\/Sk5dgQpYe7YWQsBPuuXQfRTEUMchayDSy6SYxLgo1Wndi\\/G1X+5Ms3fMUx5rY5s71AxcOHUe52yi2dfHlf2ENhmnmLge7zkojdpbfhxvF\\/zeNjBNyuEvucORvYU07CE9sp2SjgU9\\/jr+We4yc0yzenU+XhG\\/2ivADFT7fM39308tpcMMkLksHhbJGiY7yf3595h+eIUnd9bM+3p1zOsYM70M2TwRWgTOhT+K\\/UXPLGs7lOHOXEGlif\\/rS+JvHAzwkszGVgTdjjbGpoqYoWWLLeT7BvNH\\/qzxuGify+kM7xVzXH8Keaj+DbV2jgh55ct9QRSCuSJvbaGsVYfqEbmdM4ZzEOvx+JBkgOeP9R6ziAeY1035X2xUXInrdylPyqfN5mjs42q7Kux4GTBbge8fSUaxLjmKMfwVyjgiRvzYCblTP27JMZWLzGg6jj66p6KE0daMnNrQ3YoIGSbZo2Qq8gIalwFJPOuhfuZaxYz8oHwwBXDSCFh7XulPe9C344p0U1igdx15xn39w\\/O5r5oV7rCuqIfLVaJelj5bUoRb4pTzE35GqzE5rI4Og4lJbHTiHnOtOhhJwSVnLVkC5P8tfyf9BcyLelA1Jdp7HbtflLPlWxnhpqnN016FDX6ubYSITu4XqPL22bcKDeR4r9zlqBKmAJqFVLPX9dduVM34PpX1mKpL7vhKQ8sXu940YKvwxjTyjCas1H8qd+Y\\/Jx7SA6hS1TpenqGj\\/ABXfkZphIHoPGiRMhSISkWrRNFu2RQvTHbVFfqc2uMc\\/8NV\\/mG02+tI\\/gASnXb5fvL3SU93+FRKQEsDg6\\/qZTq7+mjhXZ0vYMqfpJF+26PSaGF+O4i\\/Wzy3WDC4MowjcmiArIyiJWEl2E6NNdpdgzgviXBLZFnIf0KTsvmxz94zlq12pGKLMIl6heceEmUOOJrMn0B2zCptMNhTbRVnQCCOuOKxBlF5mDDkqtg95dq3KyJ+a1MDrhwyr8\\/pyGLYYEHLrVMALJVu9WOC0uelN2eblVJN3\\/7IMig5NzCee+LsaMfjZV8vsrBXiJqPLmI5sv+xOa0O2xSvUDd2W9Fm8A7tAMZRi9RHR0uZEDHB4Vxb+hFaPjB3\\/C2211ksJCsigp+BTZfwAJNy+Ih1pG21zJZF2vUe\\/p7873WNx1IyrWJPFjLom1v\\/imY1DEu3WStFRIWRdaPCnr3JY8CSJ8raOPhkd88f7kKwtLnRbB0AnW8q\\/efhkDV6aWn+70ezblqUYmxYnVd3yeilLMros7jCsTPRYYKtUR1WhlLPHRrx96WlCWF\\/cMZ0j+WPlgmusazBBj8URQv0I2QX7tPqIkmOmE0g35RX58TY6tHHkZat9+nHQLubY\\/4DSTQjRxKl160Yq3Pszj5VdYBB\\/EuKnZBBKEZ9Xs256QUvZJSR7B6dl5g\\/RMHS\\/x5MQzl0ShUfNDiF8Pz1scJsY+eqF3GxV741SxgIebyLzEn4DKY4w4YZg\\/trkM1pINBVJCGRjvn89oZqo8kN7P\\/W7DpeacHIjegMU99o8XsuwBA3Z8K5VbOGywyTO9thD7XyE7Pv\\/G9X4kdGj145REKW\\/RNBjZIwB0j3GpVyMVd2Ld9wvNeKchdE2YhU6szfHjse1N5XSNzdmSU4PUXk5IzIRTbhl0Nr4a6Xct7Ftd7qKupJsA6sfHAi9pikJ7JRp\\/dNWehyLgEV6M0W66meYNxV0wALJELtAfflfXdofGwo8eQJRuXsb3JVPdnERNqrTayTO6eASJyw4Yp5KqM8A3QZO3j5HNFYfsnhxysPLAQ1gy5yB+lfJ8IlhY80Lm9enzRqOabuZQWGYqqw1atgt0JvESR8tTLtedGDxE38i03iAJoomv+aUYPUxKxXdbk9+YubmK6yBIJ1RIpImXVhBrDxFkzGAD6yvBcrZBB8j7pTGVFExoDijEWRfZsXATtwHN0CaA+E8e6R9KYCmiNui1XOaYYZKj+HMv0c31ZtTPWYDoRmRy19bxDEvIZulLWq5vsckTUApNqIUkQu3arV+JWlcD1dzm6Ezm8bMrj2JvDYRBzBfSfvsAJq\\/4rUSOEMLTvhipEZwZXTD\\/2dtihi1uxwq3QaCl4anni+ByOykAhag7zsJchQBMn6r83eonn6jfvJmLJXDYBqSW9wqGnFY\\/yW9OskdZXZhWKlfhr0qUP8lIsdVdLUB\\/JzDb6lx\\/N5owvPTcf5hiVydaYpvF5ix3f4K6GpJIbJQyIEjMAgmiWKSXDZLvm2YT7dQP4kFcgOgDHC4liNGFEUALFP2KdyWw7mNxFx9lSnisUz4aNk0NFgg1hPTNKhyql6IJLzOaFYxXFAte3z9J9xKIB60hwlSiuMGif7jUDoyKl3dMN03qNj4bOGI82KqyF+k3fmhqTh1TzLH0aTtw5NjKO2kRb+7UVkUC701b2qccqrT7bl1dirPluRBWi0vBRdMn1+EfvHj80lmvhXUfA8K\\/gZFXmAAqSWlBSwu3az+4HvMhLtqfA62N8b9CN75dll5KfTepYOAalpRZk1IvDl7aBzpyYX4tM+Fd2AUCSCclpw3ZdsZLbYofQO2iK1gkDskR7nExxBMIPYXSTRNY7kNrd6XoOhAFmX3aWZo2X6kKxKym5LD2IVMdCcfWWRQEWSKy5w5PPZtcR4W4eQCsWQxbskFMinN5Ng12y1me0LE2hVg472rmUrC4LP32xmkSyEfVT0dbkhNDmJMIJ\\/RiYmnLR7lSuUzPaQTgcrRYWo3OXaH3ERso0LERPSAYfOXuPI69Lrr0hSRmPvku4EcqOs3Qfnl\\/kHcGgo\\/En6E0B2vpWuya41g\\/kwgPDMyo3lZ8S2t\\/5pOwUbb3+jLpo0ovRYhuC2wKsyo8Z6mOx8x7LvPXCIdFLJYygW\\/H8KSTlu9RCyrNhoRCul6xgdGi9guu+tD71qjaByKMjKd8E6Tt4hsHA8tvF3lofsjYSXnUF5NQD9Z5p\\/hTUD7+\\/Ua30Jonow4Nj486mDcYFwrZI5\\/EeP8KuT+yYs3R0jnh2w5eB2OtkPi3fsyxr8O92Xa87nNVehfpaGPuTrSZiwZCfqsl3nk708vKy5+cJNohmvWs\\/jGVwn8i+e3KGPTfZIQ49wB8LY1YIAYH1\\/wMC5u3qBcFOHxUXorf256K8CgGHKG30dbTF6\\/v87vtzmAkM\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 108,
        \"value\": 109
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 100
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 69
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 50
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 50
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        111,
        112,
        113,
        114
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 115,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 116,
        \"values\": 115
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 117,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQBAAAAAAAAAACAAAAAAAAAAAQAAAAAAAAABAAAAAAAAAAAIAAAAAAAA\\/yNT2ceYBKaV8sOrxujuLn\\/a04t\\/GcYulCwMwpf3kVkYI\\/pP6iCWpj45+WrtEYRfcsFmCYKq440zOcWdZ4ODGdb2jLwlDaCmaTkieC5p9isWV7v3iFLW1KNICPGxBCIntr5b0b6MOaWoT1Y1Oz6pnhqwW+BWTTHcE2eF6+L7dTn1BvGlVUCvVa87AxW\\/V5\\/701rp+zQ80lnJtKdYVSmcyUK\\/atTqHW0SVzGErU2PWEZbCiONvOqndNOyhRmcutheuTnUyiFRcESU2YOYvEzRFZ5\\/mWX0zUS8dew61CdzsW764E0wUbmZj7vDq1iPZ6V5KWgLnRTgfSgOoq+Tlb5unZDeTb4OHwk4Gm\\/ivLBj8\\/rj4IfMZl0vIeivJQiEzwP2cbYn3VCLYmb4OT+nCArMNXEwzHPMCUyFWaJbJBrm6acuMjovzwNVDzg6TkQKgyyrCFBtvYcMVneI8jEVkuj7KzS1qACp+6sAxaHa9xoXxlVl+j0GKMMuguD3ZsEXoe3sHjsJBPUdtlbsCxEGkMcO3U2G4BKjmNQDA4mkwvk8XNadX5rGnkV0S0wpLrtUnwaGn6f4o9vJ3cEmjRb2wSQaBimdT\\/E+uNytg80maESfzedBBNypzlsN7SjROM0NxyUuEzu8tAsvvrVHshW8CmsPbfkOdfErqWjiW+0eQYJOaBdTck3LFE4p1ImC+5B8cP9J9I8kxX+2B49XtTQGAA+IWZ4yZ1\\/6zh4uzn1gmrjvrwtv2A\\/lYmAOAmMg+usc+p11K5QUWx82Bo2DEtNjj\\/mXOb0x1RwysGSiLT3m8wYqGLIBGdd4jkhHb7ssCo1JqAGYr69aOssxGHjdG8mvTKWwhsWtUti\\/q9MakMCUR4\\/HVHZhzxjUnHUzB4Y290KYHJ7u+C77enpwEc5uAIj3PrYWibuVSwfkRbUXiiDNPBX9Q+rv5sNOZrztPIi6QCjsPN3RXxZyoh4sUNUDP5PSsjF+AxrhfV5RqrwgoAoOyG\\/nGJ+ah1uk0xDBL6C+cbOlbOLOtrOXsUT+8oZFDcbiJ+h5vPX5DVtTSrTmn8CyULEx+JyTe0dpdRlGmWTOwYJm5eQwjrXAtOTz4K5iqFvXszaEhFSv3Ek1n6f6kCmiT1o48KXwj4kJf1stDPMpmdOU259+H2AqkozyxzpP0rt6T6fMxpfa9AjAu204qhDjjitGUUbyU+lydze\\/ce3gaqZhHseNFWkrL4S9hzL8djO6XkvqusZD1M6TNTsKld8zwG2VTDnLVL3WbuVfhU65RkMlK4OyJb2b7UM2r0qrUt\\/JdJc07k2xsIp30ORIIAG75LMxzlqaWyvhK5GXCNq3y5Elcqb7kvM75jNENCUxQ8jGPa0vEGqh+R5OT3yw\\/+wGz2o8HNF0Rrf\\/7QWNAaBdgb9MtkHZTKqM0Lrsk\\/HTJcw4tekmXI6RPQfMIm0FVpItsr+XL4hC055Pa7lfmTCfjsFmeROCD8i2kLV+YABN3be+Z2qlomL7uZ4cCjDSQl3gwjujd934wAVy+zYLnO4l4GEiHgnh\\/N13k7ZJf48DA\\/D4WJTN5M0qc3rUwP2zsOD1xeI+Rp0eTg4lVewiHqOkdISvIwxQzGBzxN93SZ0evz2uzr5OoG2QfXSjzcG+X0iL5HHu5jt+IpmFBZAOmYSo2FMu1P1pY7sU1RVQGeqSheZ03x5H6zsGplvfeLdgmZXsqU1bFlC1bP9yJqnqxVkCQPqvRadakDRIeS4XMrQNmgaPwaAzGmzxZGXZwSidnWdDnpzbJjdbJOSS66joFKAE92I5DHm5BHArasRCIQeapl8pU00D9HUDxorIpMMTUQPNJv1JgpnXMHqdMpY6TrDFQtSv\\/KdVrRnKB8+9rXTytraUS4347gCWRFoqyB5TYThfrbPJMKB7MqIMoqrLMZxtXslIosbA7sKbVjJwLtHx2hgvpD4j52+Z7ohsQ7+akAGjFKaFE5QOosUG+SAGUDEC7zURpk3b8CpTIu+9J+0y3fEyvJWV0Rbq5MXBmP78kCkcJHM498tYR21sasb+oab+feJgYNIYFj5UKbrkt+etYcZ9CCk6WAYU2yaZ3a76KDHgIsynKjjIFr6wGhc8kQobQXaokwF2o69RKPznZeLIewvp5J29iHGzF+6mKW0UO7xaRk2ezg9slt+bbBd6ks0N44rJbLqtZxxdprmtgxhgYsKr2QTAeotTKqUPCpwhhAfujwRNWF3iNDfAUTLgXjQk4FMmqTeHtk3\\/6jwHtMrZMdrqtv72UI2o9BkhJSswXk7wFrDNziFa3m4hx12+y3wWAH5hshZA9OrkT3OLzRij59UXLHCnPjbWaleZMyxGnHe7cj5ytovL+MJ69S+bqvgn+G9Eljculbd5FePuCD5uvO10mRvmac0huJPNFakCtme\\/VA6eqMs64q94gwLSYIzHJ58eXsxqDsXUIWayXcrS1vBrLDFznMHoojv8lBmuMHcSYoz7ZtbF9M78Lp4zxCJQN9XsQMaS7U\\/X\\/VA0suAMxxdZRdFKAycgJT2ayLLmBd\\/mDvYxVPqfoFnxEdZdMmbZpLqOQBBphggI3wegXaCoAe6Uvq7zcdVYMrK4aw5stKR3Xei+RTpjK8Kmf9c49yfx45u2YvJj3y\\/z3omJEO0Rac30IZl5qUgNREr52TApkhhAXxYXIYe8M8C8+rC60hTiOJPOWTAKLDnybgwi8OcDeeVa3nURxyhflxi0TrW7Rh\\/geKhs0KQ=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 118,
        \"value\": 119
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 100
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 100
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        121,
        122,
        123,
        124
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 125,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 126,
        \"values\": 125
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 127,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAAIAQBAAAAAAAAAAEAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAACQAAAAAAAA27P1rVVxONwECXwwdvpr26l6XGVb3B92ABJOCtvNbZsaBDDk2CULewpEgyocQHPEqhnAkmWNAeylST9YugJCDThjupbU8Im2VqoGY9Qu+spxBN2iv9xoCW+y+obimFJvqjkgYzpiubEqzMdDPnHWD6XCMJOtnJR2zME\\/BPpInZ9J7bvfOUyL1Zl925oMEdncVQIlCAbFxwI9UlrSDFck0LOWRIy3M2A2bLd6CwBAd2J1BOX8wOofFVFe7E3n\\/0JVBuM41ERLqpY8FHQpMfxrx8DafId5bARDaZtM6fIEvyLpCZyuYihXvosr35wbCza7fmFAfF3vRzL1GzIO9g0y5ZPRmmwhwxQV8C\\/utX1Ed88z06Cft2WxfFDqzyqJhp7VnNOPKGmU8IzdzV308xEwYmB2edytFYTY05+7wG5xyETIw9DAUAdBHDRfxDRe\\/dJntUujQSvRLO1znhDU2TKY67qz0CS+fqao6piujnLMfObLvKSaaMSrT7z\\/MKDTXN2ggZ76tAJSnJxxpeMXI4mq7ex\\/mswXWU6iLgEtw5kxnY5q\\/VSNSL589p5X1RGlGL7hw16pOXVh3NnzkIMAAPPg\\/szLYF75q50JhSHspzP5wszmJaboR+aUVOYsHuVo4GPqsOiV5p5L5hQd74ofU97T857jeXwx2PXUSCswyu6MSfUNw6TvNi08FLPAMdev9sn51ak+Glh6YrzHMCuZPQZGu+67Vu3dOhrDMzKShv4sk5SO\\/XVBRuUYsjzDNeXvY0Vji4wHMafv7KXZThP0uKIcakIb9qNYePMTdKgIHwaVHfrWJTP\\/VVThDFtImYRqTcnKgzrfRV3SlfelzrLHznM6Pss853jBw6VPdX5iMIVOUfPWMECf\\/GpdpWJBf4+Cqrgx8fBVZKHpfls\\/OQJ1K8aFFtVo145ubAwTRadHWjwg81DFtyMzqEvMcRtmmR1aHmyqPE1EDTyWBZ6QYgVdsyfercmV6iJvK7CWFMZUElnAj3P18PAZvgwZRE1fFkoC6uLFWMcJ4YUGayOpuNu+UyqtURsPA1bDWVQ45OsYT7nOskbwtXzTRmwBwsOXBhqWSwo+5+pvDkF1XVKiWTnxUkfYQVTAIaSDbl9IAeMCier5OEich6hybk\\/YGw7ekS+T+sBA5MLMBRfphkeIuqenFWPeSRUTmUOkhhfXgsEU+qaM32Lk51zS4W8\\/4WPN9cIloShZj9vTEHB3Ca7EfItvXl\\/CbzVkwcCNlnyN5zq8mg5X89l3fWC9SJC9basdHHIEqViRFxuV07KMB9\\/3nSdpU9Ye6d+yB7oq7Zc2OnDMAXnF+7NOnTyNd6iJIcR6Q82nH5XyuJ1PAQ57+g95eANuUrsLv\\/lCszN1T\\/lkDel3vdOQeEnE47f3mSLUNY6pdyYhfGtM8MnxJFls\\/x+zbCsREe2wZ+qUe2mVcppcsgNhRugvts0C69IV65mCFHFaxd3upZeNtSz6NqK6jdePJoXkbqT5c2EPJGasePl5Y1qEFoUNK1OakRPFKmMqHlayomWb\\/w3F7kcQ0yYNdWIa9ILpIoLiZsYyc5dpyR6HO8THBg6hNvF8m6xCFCkGEbJEis+Sm\\/dJoG2DXskkhOx9ZwYS3VdUi33XZW6rO0vAswgwlYSEJIOCS8p5wNZhUTJi2msX4ykc3HtKml9bLo42RV6meTiGTwHlLt3RfL\\/EpjS9cA8IQDrgQ6uEWi5hoKVMa46leVIAsYjWl3oqyDjtomq1IU6pjJQM\\/WJE0jT95jLhYm8mccXWAmQV58MqnO\\/iYgYBlmPmq\\/gi5HfpIFm678+qhQ06maX0rK7a3uvUWV4qkY6KDn7I\\/KCSKZ\\/GwYi4\\/dIGhwoCb5obWROWV8oT2bPvvBh5PiKXGqNYbl4JxkP96ifnMO4IYl7sinLlx0+Ew9ehrtD7fkQZG5YGcUi4EjNZzEEUO3kC3pclZ2BaQISzqKAyHvPjaZ9emXxYMWjuxGsSd5aLFZotytJw4MSjx+W5DFcGt0OQs7kjBo9hD\\/dAhk+5T5G0Y6hga9c6+0vl7v\\/WWXD0CdUiGgx9WdtlhF\\/sA22dGmPUBbU530eFWZNaEQ1hdGlx1QiiP59gWWM6D+9h59q5jCYottUFv4SVExk0wUhn0huzTtjBrwZPV+WcySx8CsmTLOreN4neMo1TOR\\/pe1wQLuRcuOHycwJa0KRXJmJWy7fKI63tWlX\\/kyfC3wnNSn5\\/RtA0+pt9djBMGNl\\/bNO5jZHQbb8nkdYp+sdhRsI+0qdyFRUHRN6VZ28nPdAqP9N4a6DuEQqk6zxBroYBZsN+\\/vvSP3lrDXTxbvUi\\/KEKLMR0F9P7bwkw20o91f\\/tT6s2YBMtjqmp6E3SS6FGxITX\\/SRIWr1IKIRvw5F7OBbmEDez6GtT4UBmsc5u\\/rkl54\\/1mOnfcPlXt4Qkkn2UDYnl3YulAP9vbD9KpVRmlxiznmDFrwfjrha\\/6cfL5SOfWhv4DZ3boNmEUKMtMzMY+EOt0yDjpOvnH7Cgt5QRDaM13JCWhvQkD96f19YL1XjRBMnunYxawZTkUAcycngT\\/Ki6AGKvq2OH\\/sZFDo67EUoPPBTxRGqDDub1XscDGO3im5KoZ7lxp6oYshiQPePm5RmCI1YK1Z254cE4Ih4pBVpbLiQU9FWpjKgBY4lxxyFEfPDiBwBrGV+4g8GxD1rEurZinCpT0oSEbJNLtW5+pCOfa\\/7nj69iQsYb7OYGDXBRWnkh67ZG6a+aTA5SPvBu+6jr9kAwALtmloL\\/2v9zdWYb2P+\\/Qayz1DvaBNFOBjbjcDIKouQQQ0Ts8gPGArHU8AKLbfKu7cJKImM7erPIG\\/CrCsqWjmDXRxHVZIKlB3C3o1AdB21GAOV2\\/bLHN4cZ4w9tOC7wLWFihdwT2LoWllN5IK2fL1L9IKhXttDROj6rhDs0cDiQiFi5qhdklT8kNiM7VCOqnPzgzmI6SfCtjMH2yALJokCiTkg9KVeHq3sBs\\/qE+bjF9dAGf2UlDR\\/mS7BjrLFGHWs754uj+kUl8fEAZI\\/XBlOWZIZ994MbV1p3WF2C60KSGLeFsi+tEQC0771owaZ42EKEbN0j9kJ0rh7H9vUGY2weKx2gCawbVIRCU7SCw8RSZ8D4rN53LpRO0aP5GbFXnHNX3jO34dVwk1F02p+29d+\\/m3ySGnFc6K5dZx9DnOjfoRWJwJmBj30iniTXDNwVaBDgLs\\/Uh+t0584XK\\/VSiRgwy9zpc8shHhXd3eUZcIunhdAHb0s\\/pglxyi11134IAwm6a9or2Q0mDllsSOF3BCJK\\/Gj8CnxlK8vz4yW3UrKYhpF3TA5okNvYQ0JJqhpv7\\/pKq1k6s9dmAxazVSWVM7m9CMoDU3QfHDlK4tco7cZcrtt6mIxbjzW7KHb7RAc7yNGCY\\/xYssejj5zHeKrhXKBFz0V0Hl\\/BNsswOFwiuA1Vzt5g2Dw6XKInzEiTckLQS8b4sdmPtJgv5yLExz\\/c66ITGae0yNoyxam1Q4XT77q7mQfOtUOH07JUESaGEodQAXen4b0fxYcECvq0UO\\/Zf6eB8vr6G6jfdXz6C9xuVjoolALUyHYVx3E2+1ZeF7VWCiYKGkpNfHE+3sDhDpHdetPkNF4qL4wIWmk3vctCdfyjlhYw+oInEcZ186bWXtQHtJYT0x7Kuuel8GBoi0ksrt64zy9WVlndUmmYsFHpUF6u1\\/HA5Z9lsCmw4JG9Ra\\/YY7xKhz1B7jhT\\/2eGqPTRgqyVTuqM2a\\/8N7ciALdFK+SjECJ0hGt5H9BJnljCTGBPaX7jaRbN\\/hb6UGTN0CEZ5umkHg0hYdbEsKb3m6ZjforlFdLmqTqu2\\/A0ti5uVkUInFKKsndEC5J295\\/khE61a1tZKJeEYiAo2B3XNitoR9ZjUJxCcWpocFOIkPwiAjqT1TOl2eIe9WodMGbSMTFbWjFMbeWKQ8vZ6V5sK8wUh6UbEzJ1+cbiKUy6oLkxPqWMXHrAU9vRU3GZRROOe70ysk\\/\\/PBiCB6pm\\/l5snY\\/j3ao8zs4JZOd60JWQ\\/JofH2eL1hdNfuHgmvz4zPLzsI3j+UTCOXEw7eAAhGNIPk3opjsVmlzkhAs4FV4FZKf6xjPcVI4iurS8G+bc9+u+s+lfA\\/RGjbAuowPlqHotFhTs4KbBG71J+c7JED0Ldjybjr3Zps35wZyZPC3DVz5Xa2KXtwGIgqW7FBlTny2wt5ITNzCoNszFsb7DhSi7l9AoSLo\\/XGy+514A8R3vPdvwwDAkxQDufNXXaWLbCA8WU8EXSwPSsxLeBW9FDUcyuxVqt2QMvFUiZzqGhtte2i0EqB+mWmsAcW+XMVgKS905dSCfK2xkLUvkGsK7GM9k9UGcy47PvAHzNt3AVJV5H\\/MBe\\/49c1SeVETtTLCJ778jWAOKhZnOIzerzOqlBLyiCiCtLQEA\\/9+Mk5TtBUqT1Rwys85ZPaAUq3lWLITwIBEnNRXBABUHd4hfSt3F18MZbN4+jDLRQZhl10\\/ioKaQYdeQ0bzT3HoOlb6M4bjjwXdAZ\\/yULnyqAhqujlhg+f0QqXdBAIqu28U\\/Kpz0NMzBT2+at+VWYUmYrGTfa2MPkLiEA+fPF9FF1rl8Q1QrzYuWfs+ls\\/66puFfGG+5\\/mmS4IYTiN8x0qh3Ab+hkEFa94fIee9UDyv4zhQcZPabssbUib\\/3LEhrntkw4utlekCWUHSrfrZoAIGzcFa5nVGWp7tqW6DHK61ve+eqBXtBDHA\\/IvcLOjZKdS53tjrZ0TKQbWakLjt\\/tQm4wJKCRsa1IqejCMGOyLrs92iXPoykmIo5lv8ZImVWTly9XhWwbteP1CT+GFkxp5MidOWoiuYOWtZAhZ\\/rKeRNhUKu7M1tlFeYwVSrJU+b1luwudUMQlcWbTch9dmeE5t1RBTxy7FvydNwvL9yU4JnF85T+vVZS63n04hsfhm\\/NVjHx5zjFUCyV2a1jeL+61zhFgmXJQrh6ft+Oh5+4QeuC4nlZyI4mVPx1m9waosesMkxAN0TH5PuXTz1V\\/MsN0AFyhCRk8+blxNXRtxQy4pYC8Q9\\/TY3C1qqJBX311bSkunyR0cgQUdLKGRiH4\\/hsACZHqtvHqwwAjg\\/uh2iG+iHrP0eHXxzs6vL10f\\/qR0wfG3f4BaGCo6Mo7dHQhX68pyNfGC2dxjFQpH4hbkORkf\\/2SMMPu7UCBX59WHunXGNuCHmLyuZmYLLFr8hz7fZg9A9qIHJAsc3nmTdG3QCuTwhLUmv8Krp5fUH23gMYWDtQOek4oXKh3Q9sdoMBWF7kJKBG7E5BaPREASvmNO0PJ+KKKCoufoOu10bE6bRfS\\/VyPtyfAgXwkfaFRVxWyoX3t2jPkyDynnXcySzZw0VPuDB2srDe8wgiy382g9Gs5MywrI3FRYUnX9JUXyEh0cHEgd1sNQCfZWOeTkZ9RlG9VQX8YJ1xYhVHa8o8c\\/A9w17J0J42PzhCcLqu4089YanNiJa1j\\/0orc6SEWsTqzMg3WjDxfi+E4qXu774zCijYu7O+wOYMUB+gtR517zMPWtYs1N04upXL8nTlkCz+N162aib3YPjmXrGN\\/o5E0rFY9B4ZG3wDojJXdwURuM8\\/xvE+fXsNbd7XUoWhBiSToH+oVExFVwwT7zM42wZyVWtAFU+iQ0J4dK75PUZGL9d2snpMAevjDZQLqCvWmVvasWYkTnVH0sqn0YvxqmePtzvNkSA\\/s7D996G7rgxAD4IU7Qeo9fNdGGSkz1aL09xcrXWCRRiUPSYnDxyc079HZUfy90V9Vg66993rEZc6aEcHGgpFBoNN+WYByvTK0SiRA9q6pnkc542uTgl0\\/yZm28a0u+0Is+jg+GuRbvnr1fy0Mm1yFdzTzudYF5rDsh6dSwMXnEKFmzkGnkTGGe0KXDXNDHUGLncuthwVgpJurlEh5fz8kZNMAhaPF+FEM6N4MXlObbzqIK7kMYp\\/TrQXRqSvhRzNox+NwHJKlbhYGQq1ASLLAqL9jM2cnMNr6IIYJ0QYnPCuXCUZjgsyYyTNYc0GHD1pb62cAz0dOUAUkkxXnQVNr+9jxKnwMU2Wyc4YtBiec5n7A8aHrloY2TknzOaSHahpFN3Tlwz75O0QXmA4sftkry1DiEI0a+CUiibulCOCXCdrOa0gqTGl1O0u\\/4\\/V9rCg8P3D5cIVZrIfPQr9CP7he8fie9mHQ2PVzTMmSM5xmvXNaGAk1YckUsxokUDJb\\/WyiZPPit1ZhChsA6SCUK\\/1zSqlUAXlW9VzI08g5GAquJnVtK0tqLLERLWPoE2TfauSNrP9+fUqf2PIO\\/YfGvCZTTNV1rSqFw9dRv+4wYFCfcOw6Gqhc4WWuyDtPMblwEEt\\/Lm20vgS\\/3KEaWKJql1XbDrGy5gvIEXmPxa+zzx7SMq4LcUqMVRRgYAbX9obBH67sdcD5Kz10itnXVCR3k7H6rVqohM8+L9RS4kaV+oU64tkeB1jXVA2xySVc54Svsx7qYtzSxOKUqBb2CMrDuDRTVdLtLp\\/dGSGmwaYwgaXzklKDhq5QRhl\\/VjB8ZfGQxQnRflcXX1u3eQvogo6oGJO8BzJ0lJd8JVqKCVPi6hnpQkCos7krBtxipDG9PVx1enVKnPCEe2s7JbzZxd0wiLzPskxX7+JD7wnD3YPvEXL3rcxfcmA7GoZQMiTYz5vJSxnoKTIoKu0mi\\/Fd2peyVRfvNm04Y5F1kWUDF4MsXa8\\/fRaW2+CvJbrXT9D4rq3pSEsCN4Awr5c+VXvH9VGn9t4ndgWgLj2d7l8FX3s4fdNSSt6lqK9IoIN1CiAdw1ueySSahXn7+YpozRRWqjynewaCDBALICZ1YerIu4T\\/KIz7qY3LvRAwr9glVWij1+9ab7GRQ9fiV8A1kNCUKPnNTpOMaKVTjgdwiZApzljpmfr4j0xTshTAJt\\/o\\/5EXANGdfWAbXa7U0sshm\\/YemTtn5zJ+zmoc\\/IKTbNH7wVXs5hGUANiXxDqBtSZYzUInAqmO3khmolpYiem7WqVfapOHplVdc8fYKo9DcBe1cQHQq6cvIeVt+aCzeW5EomiZVFrPt+1oCSzHJdWQXKhBo7sfS1pvnAzlGmToLap8eWP5yssePUX7Cyff2K4gbhYWGUrLbD78md1L56kHPjxxbV39H3Z7hrAJ6qiY34b3U2pbnoNZUu6uQ6ukQAoEqbI5UML+CdXLff6Kj\\/+89CVzY607jCYmd8ycaNhdd\\/yof2iEiLTCWVba2b2nNqA8D33OqPHmo4DaUk3o49QlUR2jdvdKwByTZ9bj2SQAeshvcGSX3mWqug8+kcf7bzyhMc\\/hUGQa5JlKuXiRcj92dUId1lU+2bLcWBRRp3DZkaqOf\\/gcxQjTjYJdJJGQO3gO4MCXfO9FAIOhCseY7BfVl3wOqiMOtfpwGP3CpJgm7GGBfxgZvuY6\\/rkjLK+feY0UbOPaNFWCoIXbwI2QHYgRF8yK+iZ1zBDZm\\/q++79+mZ8f++NZNHdKxdzikDp5JcsoyP+jhFseY13FohdWVrWoBbiaaiz+a6UKDsiKVmYyMLUp08VRi21cJakmPZiEbeJjv1u\\/Tvora++Mcm7pdGAu8JmJzYA6OlLUv3OD8ayTGP6jdjSjiT2kPRgec8HDSiUQ8Fue811rSbbfpiOvvyj9phxyg1bujaWBsBl3qCXZxN+oqz\\/NVm4uGy\\/bNQKzB256sRMgGvOihKu5VRQ8a7uDMlL9tdAK0A9P0VDwZPjLR7sNvLa3E91JfcmvkxeFoH\\/\\/cG5d4mhRQaramLYqjpzHTpfePcI+IVKg\\/LomTtS3KjPEP8vhWFK1YoHVntjJd3kpJHRtJhT5fMydyAM+yxUznbsnI0UjJ+KPiWgVfJBsyIt5vRjb3NGQBNrC36R3AMT5r8K0exWUnixgeM\\/D3Wb5QaEG4BaMlI9\\/vLPi7hvG0NBP+Kxtx4Gj78tTATHopBfh1WXGktahaPezSjo+aWonBji3zwrUH+\\/AcWBEMf100AcArpEae8s1Z7RnqwrtYRaGOfIuggQ\\/uBz\\/c0XV6a+GnJtABxJAsexPEH9dZwnjqM4a8npxjrndt4A1uY6KEGwN7z39mOI+pDHo36TJpBpnG+pVP3VezMlWbd8pbAH0t03ytSIJY5XPXLf8Xy0Kznt7YtFNG8AWWuNe2DEf\\/7d8v387UTQw7nFxiK1d1DN4cfPggEn0gmJvDaq6lnxsn+ez84leYkef1RletubOm+s9qbA7\\/fbtWqiBIq7inhJqc+VvNcgtMj6GHjyVjnPFVAms4n5KZWBnNC2A8G6SGxGqrHI1Tzly7KrhG+QoXeCSCwSr4m1ALY\\/Igk40xJ\\/Scwh2FG6PyyrIIHY\\/1+1wPps32G0S7oXqtjdUNicQeablZzeSeMGil+eOffuq+3D0rqSrJg6L3Sks6IdG3cXSu1K4uo5QI5umsabMPQ9BV9PoPXWjW5v1W+L3EiUZwC3Fwb+IbBbKR4QbdLGXaKw0n0b7NJzd4U3jYixtYtrKb7L\\/BZ36rnKOTWl5WUwJjI4OrKsQ2i0FEOubhXxyDA+GE3gN4tJm74DzLkRVCrajfx0fbG1GLnX2ppwaGbj2qLAdEXnZ1OTrsEoegvuRazxdZ+kW8x+wDAs5wlZsuXOxGUb6DuJRXnyvlILfjODU09FgrwX5qGxEBETKJwfYP0PF4e3M7DpgTuHyG1\\/MeKZe04iHYQo5vXSxJbwGpGtXehK7GNQ8wm4lJOacKCZ9vw\\/E6T5K\\/TLX5tkjuWAZmiZQ08BX3hK16D\\/jo7Rk4HfZaYTyixxeYMBGuXAmce2bYHFHVHVPX35leo5YGTj50t5B3H8wPFF0ufJqfLh0xJPYbc+nmreKWYxM1iBlDLQbYywFUH57KgVr+Hz0EwDC0OkaBGM7IlWm6i8X6gfmFCvFLfI2JHa2eq\\/axmDy\\/MwluxPqjjtYWyPxN05WL+Wc536Qi2Kfzj+XZo4IIg4R2tm+imGPHA7c7yhqtZZC1XqIeeXAXFSWfQVmMcPAj28anlM1Ref97J4pYY2ObQRWWmovq1qe\\/fdcluhQvxIs7V1Q+dH3kmAsWNc62C891WrPgGXZSVvCf\\/ojOT73F0KLoZBy2xR02aIzLNbBNtCm+Om7UR7PCdmQhZQkyoPB7I1rCkpz5FXdZoNtEdMpDlJURfz\\/\\/6t1+K1R+4OKYBY1FmxEWD9ZKNlRoQfOe7zXVMzqosYpY97+tQMe7Mib3CzTgiMTGx4LPaj79aUC32zJcBm8f7Geu5OLYaeRj3nrppnZ4LwdadTc194p+N5v5WKP+LRgdVrtR3zptwilxCLqjvLOgNUm6Lk1mG\\/jUyA77dlkLsUhzxgClxhXCWnIcFYslWuIESAL3idM47po5FN7NGY+86PvVz8LH3cNOzF3eCBQ3vljCHOj+H4EA172brR+v7BH53myMiyHnfO8rDg3cxoKIzVWuFTsmsOm+RimojkSiSOjdue8GKog+l\\/vL8fraeFBLCTDP0CIswa9QhPRahIRv1CwjkC1gCOCj97PHkUmiAxxtEESP3vsOQzFHoOKoETvTWR0jg5jpH3JpUFkKSFiSoTBfkN3qK7Gs3n0Dkw6OdJfJvxm\\/dhqXboM3fJ2MyTHn4BkVsqP2OCD2haXNx1UgkSz2+f15DEZQi7zzE7b5fRQ2qVFy3rWdABZTqLlShgR2DA\\/C+N33KEyaPsx4tk6yudnHqDK8xkodlcEwR6zt9dQmilF2G+YU23O+KoUWrRyyTUfUAxzIKPmczPQ\\/+dcLbUVcAydk2M5gMXepzpeWfSCys4iXNcatFytJ\\/vKNWQQ4Dd4cSlbktoHTJkskLEwbqWW7jct7KkwwKNE+A1jApp+KBA08rw0TtuoGG5HrGZVLqDrJZ3MT5lHz8gmCq0G+njWdbsVzQwzN2Ycys57e9khb+8ZtqNT2d58shs+NNLWUBa2\\/kmPVU4MSZZazk9F1HRY2knGtFcoCsygr+7KN3+PDM7xhghvFcNCmkXEG9Qcq0J9iugFTd+itZLp0uf4wMpkeVg3\\/5y6b72e+5mHFCbw8ExyDMaqwvo9+38F1hWpgyaG4vJda7caBbqC8vI6uxhD95XCs0yWwhstxJXzkmxnRcSFHIT+m5WNFennr6kXNAoODHLCm8z8PDNUoReITQjS+WmHdcutIaDpMNS6fKGlJL9J\\/TYOsQ0\\/54L+4W0s++BZwfVuYBsVs8ReIoD1DBlwHg\\/CkvHNsCm4BcFP+lgbGytkCf5CgLXvxEXyxcxpylEUPOUp7xOrgP\\/yTaByJz8Ll8h0SkiVc5YnQnUjx76glmYV3xYJQNhGVcyC5pNOefR3u1F6rl8SdBtld1tEXTEkAkQYmtOMcLIxj8aHWURL8vXGdVMGbQACwkHQ9DBCZOzxjOGJ6fsbT5fqWFtnRzTLW+g2oZjglj48RNMg8AlXJ9LHX8RH21xZwSWFJD7B3yH2VdOInWnTaIZ+OcVg0fLI55FJA6kMLalAW5FXysAveWFuf\\/R9hzLgbRdq2PfJqmBuUXN6QJHWIaXI0BzG1MLvJmJMA1uMWmx+KA2HRTyGu4Q2wZClydr5be9kxersqDNDn+ygrZUkCCPTIoLKilImZPD6WmxwZvFDxocd0E\\/hb+dpakzNhC9Kd\\/uPQpnyem1ZFooWEJMAmdexbr73XQv1\\/IPcmaXLsCuh+0drrRFBkI47wft0EaPE9ml86Hi29HspxAbn9GvEAR2V8oHtQ\\/c+aX7RYfNtdfHZEkddlWtk1yGQWdj\\/Ep64ejYf+nfJWpuwlGV6CaaKsUhMKto9POgnLLSFtXzh1Rx\\/qAUfITo+XvjiS\\/bz1Su3bY808\\/86o8gFuUL6vCVnhpcgIVf2lHePimxb3dBgyxKfjmXf4vI5U5xGUEb2CsyuePJOu8ktwNMIbqrk7d1iJuv7\\/KaQ1oPYvonVIYVekkZXA855B+\\/1LfOZo1Zm5hzFGByIpMEKRzjUcTk1CuQS+mqkIEqMihRU55k+SK064FaFN\\/Fgp\\/Jj9uWBYXUOvF11xwkLYCBR2Xp+Gdgd5x5knnlmFR9tV3OeRQhyJiZ\\/LwjTovFIEUQhc\\/pYmHXJS0R1tesa2s+++QzmgucjN0yAI2qznl4gazSZBvuzlC5pDOXRwI7DOefsvG7\\/T7QL+jgBXyV4boSVHoOh8WNfzSpAzcTeGEEnEMfxlvDc\\/bbR9+moIjMwgzxWoyI67jvFh\\/ZiRoYWtZ6kRjNupUnGm8HkeMy6ynh+txH0UdkvbXqLvbfFuvLXcSCdAZeqEkPoEXIMNXlVXN7WPBrJVNWQvYN4Tus4DCgsIVnJL2EW\\/T3Prq906Uunfa2Pa7Kv7lS2JPzk674XtuiKWSEl9r6Bg0ktJZvdnuI10Hl9t0i4hfQCmMgOmnxRHksj\\/LhX5o5+GBLxh2ESXZ8KrPAKdnwBrAz4yBqi9j5NmA8X8TByNIkd7RCQvTZ58NOcZo0O5lcqjGAVQbxG\\/X21W3XVdKqTjJmLlQUL5TXs0ySL53lVvbRmGek9a9SNmdU3byvZBZc0rJA0XGzcZGbGRzlxxfEPDEcMpLpsFOlWUCpflzQeWYzaPJB5FYStM4o1QBSHP7XGMzaYr7XixOPwqr+vOffuNheTVrAZ1w9siQTBdVJJ4WLay7L2Pt\\/k+2QzaH7wzBN4AwERzDLNmG4TZLIT2n6UuT2og7HuRFIW8Vn4FhemWkTEH\\/Hh3eSh1xOqUQV+K+yIvKavj9LhnFHnjDp2PxY17I+Vz74KG8JX5kr0botwoPv3r8XMQ58YeVlZ1y+y\\/BBNMZLSSQvWU\\/JO1m3GHaty8i+ckG1pT9TiFPdUhE+JgXZd4PQDbZZXw49GCbHmIaUSPoOuh11eizxaVGmWYDqJEeMgtmOygYSdan5qNKwKuD28GhXQBo7rLKx7Du9epT4GmWJtGv\\/SLzsPrWW+ehCs7vurfDbQt+CO4xW\\/eHFSbB0e7u7XGkK6qhs3OTNUqdqrPIDq99iPppSV5toWf7CYNZbdL+UfzyvOQF6P+PQ194\\/BnbdGFUJ131d6mdAjb2gPsuFG4fA+RmvuHMSHwunNJclhjirsuUQhhtCXXy1ZX\\/5ZOtx\\/lKGBXt5oZqqehCtQ6Slr+JQf90jpBiGDfCaUyWTZjnRfpSohBQQaPdEOSk+graN4vK3bsbV1m\\/yWaGgLoiug94641TfhWdl0BMW6g54T9JPC9R8eroVHJvskozon8MqHNDHHzr\\/C27xTDTXW4dJAFOLJ5pKaeQz8IHodWQH4MOHOICH7aN\\/KsDbRk2yisJnps7K\\/4da+6baEeu9FhXUcq\\/KppTtFG1f3mhK7qYD5cmEm1Q2TGXrLt9It\\/t6Uoj9vFKQY\\/Y+0tg4WbqVLXGww\\/p2us49m6reQzCb8pTl6QR+enFxM4sy9tt5Ry6k7aIFnCh7uuKta+kdVRqhnbpFjii\\/tBNVA+9Pl1eRoQPDqaY1hkQDWsNJ6cDSpNi5fG1Vq8SZSJFSmRZ8G9wOz5woLiIfa2fKwIhUXP\\/m1A2iPiUojKuiP0w5fsehGxxUDgLqg\\/qJqtxcncbJSyvJE6N2UHX3BupOKYr+DtIC6yJ3ZTvozhARtPZvrUtevd6BVtQtoJn\\/wOd1TTlbnpbQyKTjQOIJP2wI\\/Uk1ct3snK+ytGjRGPMdjSjoGhG+F59JK3jlEpBmfYSTtQx2hb+iEC\\/rCdFdVnca3yre9PCIKxdgcQaT7l\\/ScbB0KJJh7Uk7Wbnl317RuPs+JdgsbuMs9t5pAyWVE8hh\\/KssBaB6svj4s+whb3nfYN55oi1rTNaEcOdipMtIQwd8WeAfpvqirxlP64mR9s3v77jzETCtz\\/WyBgywczG8prO96wm7wftQj1Yg9OKmIx5mH5wm2iiP469l8UAYsVIigWGnu8hw3IzwFxobBZjOcr29E\\/X4h57hvO3h1ZOZ5Ud8KTWRGVtm\\/3o622MXaFehYTdx40gwJ7nNTaxMvVajU86n15ifC4d93oTGB2uh7mwSozvJi6p9jzJ9rVDeZiw6gT5vfMnpZda89hrKB4BjjOPLWE8qQSQ2CyX6KXtZWzGp2pCfZ7DyiN8hPZ4JtaijbM7Js1B7D5Xk26kBsSbwVzLNLjD35Dqn4WST+GrHouHrjukO9gle62go9bpBT8kttTV0IJlzQgRfYbcBd8mS0I+ILBYDqlX\\/x9fb5L+Elz8YdqDtQAO\\/yFnpIi9BWFUEIEpUWLRLWOnrD\\/ECeym5zZNRLIRL4MCNSqnq96ylWsvMIEkQ8xNdO08FbYz0zqE6T0N8osxqxoK1SteuVokavvn65MqYc53+LOj0TJD6zRfNbvvFOF7eDxD96j6D\\/LZfHqTInB0xGclo8RO9FhKze1uXWUDNWDMVYzUeCaxMt1Bq1Mma4O\\/thByXjLJRf1g8gxzNr8Li4kL8eDz7MIbepquEnKQr6vY0drhlgpqMuDyy5CpClRsVyj4IilN0JFD6vbVeB4w9\\/NXjwgLmf+aGUJdXyU7XBy8\\/nkheKOoAQ5hun7edxbel\\/4aKpj1PCYrkHV9CklvnonJqqN9+H3mMnwk5giTV7MYEKh\\/8YUAipcQBhyYPkMOwy\\/hqvMpetpAGY7Lus1oVsifWGQDBnjmRx9SFF6Ad6DTU7DusrcWM4GwN1XI7yOuOzKfndUrqh9Sg5nxXJcybCc+HmTC2uLoyEUEnKlfG7\\/hOwJnkKwyZCkNMQ7qM1+Bds+aZYO2uB3jPgzUIPPv\\/EMMqaJOVi1EFRQoEnIl6+H\\/UuEY2NFoNWx7\\/JDiHSLMtdEnZk+X6wZWFMdZnFFYFBG\\/YWtwFsur46ldHwwpaYjeekHgfa0yy1pEoVwZkGPtCDiSKS6xasq9CfbjMhvwsvs8\\/+6jn2NU1AOQwh9TWecxE4WuuuWpigdBQpTu\\/WbMem99nWfuBmjsSl93kY5WAKvzC7pz3Wl+YYUEfctCioeKdYbdOed25OeyWQ0hIc98ea8LZq+JlYRjhoRQI5KNPAI15sEdW1SKx8ednixavfT2DJH5uOy\\/8SwDaYYRlCFWGc30Vq3zyVtpoYh14LVv7rYmtpoJrKtb5XMOjS+jW3XVCLeTjKXo2M04HdQtMFpG75M1QSdIAFfES\\/TZxjFMsuNGevX4XL1+03URWZNu8dui0D5ME9m+f061CoUhKkIk9CwZHSHNi7QySmsECIG6rwk+0bq7HAVBucLK20ONBSJba\\/gA2VW5mrB1XaUSN6oY1TxBJ+GtoGwAuwssjE5B94NS\\/D9ONSjjvHCuX2W1EgGyarz7wi+xY4AnJ46sXqNl\\/pcdPUpItuZfgiGIhzW3aMb3RbjuxI6WAXuyhkB5zku4Nd1BMNg5qHHW+3gWypO7uhV5fDbBf6LRivCcl0tJmmbZjJWyAK2FHCzWzp52ez08TMPvEASV0vfl8FFp3jEl+DRx5+gvnn1A+tJNBiJ5BHb3orMw6pV40poixbhJvDH7qEVXvr9\\/RGNLkjYPpwUAxKSvAMVAGM+io7mceT00rHBqaNWJLEy21hCZgNu2a0MNjRKgSNXq\\/knCRnk73Z5i9TFLbYpE255D6TOnT6Oey+UQIjjTD0W2sMJ9+hoWDFSznsJZ63t\\/FeOI\\/A+ouIA44idpltwGY7aDorrpiEz6VodBAVnOR1doXrxCZR6qXL7A\\/viZhReJEU14nCfZqm9K9tA7\\/fN5C73ilnANbV8sfBTsyrPi7zI7clqObubmA5a3C6kpsWfZGioafCnkWxHPhnfT+flOVHL80OoHPPQQmm30hvV3MPRyY9e3BwC3MWRvUolEwbJpwuCy9Fk1mbxXI0mobU5Dipgy4nUQyn8Zs\\/B8Y5OePNoOx8AXgt2xFtZAR4OeSmQZRDmI0VUyjMjeJbMMnWphOkd+Mg\\/t\\/8vBwg6F8tZ4TUn\\/U2JHlEvK86I7xd1lQxhRs3YOdWiV5vmOf7Z+N3VaPIzN7ReLPT3\\/SrtOgOZ5otFRQY9MBDXIou9AjQSxnLSfWJJybFqcB9Qx07mgwthryo5W2GVKp1tEf\\/zphfV39rfH1QG4mKzHycibyquDVa8P0wyhunqWG\\/oPKIG1xPrMkQWCz6Hh+MjGQlKeVhLlVbK8WxhyRDrJr1Mz3agoQTwYT+ciErQ1LWvbETQ27gZNUCuJ0OR6vw\\/kqtKtVndM\\/Iury4JoMa7FSb7n\\/jVWIcOmaAO7CmfsA4L81TpqeyKy9kQfClCYesWpnMiuzXDcqYSt6i73brj3NheD2ac9spEwZZEmK\\/ULeMRSlm\\/JOgRf76zRZm\\/kHthv9B0oK+K+40pI5BRBSvub\\/vfjdSNv3X15FKCe+A+VUorDYhEnDM3TauKX0gQTdth8Vw1gdlA7YhaFMwSpC6Hs\\/0TcC05GQL5olKG4d2tyDTobc0noVztVdhzdwmteXTok5DL5ymunHQVFylhBsEZM5SSECn66wi48Fr2wVar2H7hpeM8YXORrASyUyfYoWB8hRVLFM9Ro8FD7GbcHRJSsLBVvh9kI6IeaV2xdloDyiE6jAXNNGbmx8J3VMEpBiCnpo8As+kqxSEjSHq5HP\\/e8jxPozTIKelYEZ9ETenizGopb5zKlNgoQvAW7n3oRV\\/9UXJDgmhHgs3GCQ1x4hDna7MUmbfs5xyVZbU33LPlOU3tmIZ+qhbz6vD7LtukK5Skk2OazZyyYgQ8SawFWRApEaXPsEqJLEGnt4n62lJt3okLaY10qOruItjQrLly+lhVJxN4KMyYAV1sbjJr9bypFT8a\\/A7p\\/pJ5GrFG20E4fD4f46lxXWS8sNcAjv+UPTfDI0LnpMtyCp39mJ3FoJ3cvpNPYpdpPoK2cdTG64VCk1Jx00tDAAQtkdu9A03XD+JNIfn+aW3RvtC1O1TptWpsw5uKUuXinRGTomUjJROdkFAXMlYPVTC7BBaCKBqkxsDLGRO9K9ebiJtjYQdfXNRN0JzhixF3ZKtk28Ra27wNk4MvNaHHM6iYfsdmI3U0m6xhjbmIiPWG\\/FXBzKNaC2dRooZWlDLyFMTQIWNl+U7LuSArK83mUwRmztarAET5pwPj11pdbN8Wol2LsTcBd6avfKRdCH5I8BHwjLYhBIYpHob9Zr5ndsij\\/OIkRMQ10N8Nh0iZSQ1BghgrcZgRRU7Da9VPQTvgrlNPwnpffBf7nFasBR+offxJJ5KFJ612luRCZzqdAI5\\/pILM012HtIzIw0C\\/UHgXAHCG0HCM5SWPqVyYppZz9YglKzg6hdKCLlIijXsAQ0xrF\\/u6SNZuyVdvAx4MbThR83AfnxOT2KNQFH2eXKdLVXypspXYSdMKLn1WfbfqxeulqAdjFbBeJcuX1u+Kc0hLEhJHNF1MswMGSUKfYZK725c2rnubFJCSvPR+OEglc6HDwjpXEXDPL8YFIxxUVhtXRZ3uUMX1+UpKE5f0dQyjLMf9yqWlN0RS\\/ehMffChMkiJPvP2IiAK0BG5lVEYuISXXkpp8juOn5NySzUnh0lBJXUJvzMdMmGanAboQIbBpb5YKxTZX22Caw1g5FIotOP+DvIFEUYvo58LOCuEdfqFxGTy2E0uBwOjca3wO8pd04H7OGKOiquFFqH1lj6a2kVLDHFqYAPiuPYzTLLOun8oJBqcSTXbj1YekFF+AG+\\/vPhsUjuwu6mwOrN\\/2gFi38VE6dThZBqFTRtsJv3dpaC\\/SXfYzoqMh0AEa1PocWsnS1WhfODMHJtMyDpi\\/+g3arJ1BmSE0ZCVrobQtyjcIjrzFIyppVBlEQEg1KgpYqU6GopYW6286eqv1J3SF3vLWawjIMndoaIm0TEDR1GeXT4gRJ0SHMgrJ57S7cZ1hyNfPRNdtO0wmUpcxvGD034Tp2HE6G1PWwpImdiIryBc8ReXSAGC2hpa2ML\\/nWBXRuai+mw\\/WxGldADYsEkV1qKJxrSNhAH\\/yyKYETykL9kbIQUmD+cgs+UFymZnbDDf7iGr+OE1K+5E1Y\\/eMwIOD6OCob8iasIRi8HLHvCu7STuvcHYmSc1jUKN2yt8o\\/jdMjBRRzhqcloUOpTzLDMbrzwALUazWRSc53Eiy9Cu\\/ipe3qK\\/C+WRncpM8rGwc3Hs7u\\/8hzSIGiQKnq3ho7x7qqJ0kERMFamI4pxlvz7hwBo\\/OF9oCRjsu57AydPG14wOlVxJMBZSD\\/mH+oLTdaTuI3OXJ1rWbfV2F8dLhi0mpkxakrgrS+LwIOF+1LsTtJQ5hu0w6fMwpRYsqfaPOtVlSML0fcGUeQ4ZuS3art\\/KxQonBWokRYdy3wlReiVjx52X2SMvRJCpZcmtsD5iTRje3VITsDR0dQVKpoL8S7pwEeiTjYjV2PrMtExofYxnfiA7RGft8EYkziwqEyzZsFX8fBRw4OXWtcVnN3FDjBmvvxq6UHlfGRWd85T+LRG\\/6VoiR6cj5gmdOdAo73FJdRc\\/mKGuCmPbZimGDVRh8SjbSapKU55Zxwim+uBur1nPGliBcS2lvox3vf+TSweneWyqsJv2Ka6h18GHOGVklOTL75yJNp4KhUIPoZqURemRa2l2P8TaUCzy4d2plbTcvBhl8OLASOQe0NUMFxsjqhj9DpXVaHpGjElQDrYvVMsdV5VGwqOliFBfTEmWG2NxP9JYrVibYzuUnouseHaEtFiQoharAoNLh41ZIMFoumiwItxqCBbPwdMNx\\/PfpqJaE7se4woe8MuJEbyV+ME4EHeP9xiBJIRvLdfTKnAFicEYzrw32g0Ns7ayA0IqscpdjqAc\\/eyLkpGs5HE6qWkisLExvobr0VopgQrw+PE5FVFm4cQRNf6uFJyCNWQLq\\/ThbidmXRhQXZeE5crZST7H0d2fojpgvDEyz\\/Z8AOy15U0PxMPZsikEh8ZZwHbFcvC78uz9IA0gGRxKF\\/QZMz0htHOq\\/qiNP6MdMIQsq8UvfBSOL8hR+YPWbDXLyxl1JnnYOYopI56e33PqER\\/Ak6lM9akFTdwHw\\/zH8Kx1z1v92du\\/u15oCZc1+aKePmmdFVXOORGCTj3A1OtWth9lPEOu57sK6LLPC6A3mSHn5v7iIhZbpzpfWSUpxhlhqYpBRaHQnA3MxNHQEcCD5n7LAKr3Rj7RKY2KhKJfD8iP+p0yfoJdzrxkEo47fyvfcRMhH09L0x2Z8q05zYLGBNILRo5kdL6eNmxut9X3ql0dnVQK9c7GSPXMM0HBdOcqYYdZVFyd9htBUymWNU59G7pPXTEQBaICJUVtJjDdnxpNRWElPG9La4RbrlUF6rcX0Bg2Zkl\\/OFRSdNgEcjTBqBYTQvYkDnY5cnyPGXlS+dw4SHekJtrnwRHr3rTCa\\/aV37b+XVSOi3eIfJqecr2wyTyaNcEVkr+pW5FaS8jP6u7mk6bUg0qBYPb5sUih2mSftefjxgLYN544aBcrNcvQOuz\\/7BbxwBgkwqIkeTfMOg+FmE0E\\/5byMJLa783yagOcJQulXjdgFx7OLJhvaDtPLrYG\\/ZGr9Ci0GTzzKSHtWnNgCGLTYBsMgXlz02vkFMlr+52pmjA1N0KScgvnPkcrCEXbC9BdHfT29RSW+INnRI4j+SiPYp4jRxzf0Iue+22Om+\\/QBkVHxzFu\\/bSoymAXHi1vvJ7Z2QPW0uBs9\\/t0brH8c8\\/F4KrdTIEmlMXoexWpFf3r9wJiLiXv+GLyF13rXVOuMJWQr48cVlSe\\/yMCFYjZwtzidoWnPMyrwQyXAM4T2oWiJElMwCeuURH9EyVQDQlVYMOX620SgyDkx07lQoHL\\/7t1fYgQCbvgrlhSxFwoNSrCFf+UttmkzeUqGfN\\/Q8NFsdMGxOI3kp5sv7zxF7It4fVTx1qial0XT\\/nvYytU6AyW09rjShPP2KvfVH6bb8okOlG7NGPrduptwDe3g1gklllIm2viEBjPISWCBD2fpa1bzStjQHjilwknB5L8sLfFXNwSlQNTbkYCQCWC8P86JXpk0485UbePTrWgRDKGpiKSiPFIo9zdAVMMHZxKE5LP98YlJS8WtUg5nzGypM0uBVZg8bKf9wNyospxLgujUBluw67Ku5yUGLisjT+0ogsFqeUPrJ\\/y3ptc5w5GZtH4cJuYSMSIOz\\/4CbkMEXz\\/MWCVdPqXKoiKu79E9VZwxQfL\\/WrZ+LN7zGg\\/g5PGe6DwdXiY2ZZs3HH47lWOOXPWVtFH0Z7SXOa\\/cte0+T86XhQGB9Dm9\\/yfzotGkCa0\\/5TxEywowhCb4u7jX81E2+RzrjCT9b0Wj8lwvQWjhg9E6lGUHWlf87gttHHYAMTaUc5x8SGHBWFTV6y3krTKFaLmqcjhGoUZjTmR2Y5uCDi5g94yK1FZ+N2eHOfqcE1RGw6iSS673tCHoU9aTAmLA1TAIGuf2cOQlmksWdCepdAzIKB7OjO0zzGCkiySrSu3vwAIZSTf9\\/AhWieMuvfk8T6OIddAiL0AOle0ha+zLuesRMC6T9PVXMIvLkjfpyiGfoUBK9kgP4ZHnRaQtSdqAMFcXnIqqFhEnYrWRDfPQvNw3KW7FihzHV8+rxNOiAWuAdEOv8YF6V3ef+c1VGJfVxn\\/RS1nxGK3RV0kOAOUGSMt9LXUK+Li7+XaeM6enV1ehd4T2W5vNlNjvqIZS4J7OkB9+ZaGhPfd9uvKL1JSAEi0ECLX1zdh7AFseRdBWS2o\\/dPkd5H5H1q2cV2GedNpikoL2A1eqGzgv+goFHlq9w1oyImvdmY+\\/prTy+\\/DJFROXFa85pmWAOS9JTUryZBToBEa9nzN7Z22cxaCn2SNbeqwM+HxDRBPW40wyjFnEc4qIrXp9ZLEN7FmBKWXXqEYG952RXGfh4jWHs1R3yET5va31tDst\\/AWJAfL6rPTS4eJxcy3LqPVNQj+lyeZWrzmO8FbCrcdtO47FxvjhtqayM0YOgdDKUR7+sr4+0CT81M52dSESEHhYO6nPaiF207KhM73\\/KUcl0kTWaiHN+DkhMBthBsqpRzCsdL8ybrJFv\\/vo6hRWZ9FkIqLtD2ZOOjqtHvOS70c66gc04pHoAMdzB2nPhmCVxeiEDHFnVlkHmAlysp\\/WNXWBU63QS7TV3NxNrTUmhEV71NJ3iZbbPDXD1g+t7wnNuw0B42iN0U9\\/EQffusoG4LfM2VeyZnGpKYJwER0SYOd5Gm9i5eCWw+N9OOD1h2Upb6\\/DfXXLHJKRCrgtJkoEUQyHPUJ3\\/N0MAeNvCFGTymR2\\/KKTp9e7ffJEEpAxFTr8vllY+bu27VAOhixy0qVI+Tj01xDkHpTDvywLjXuIyIsaf0J4SB036qfuXv44QW\\/zIrW3nhWdUmfswHI4wh3y7z72OpcMPxsyvZpydGcerxtoKtZGT6WA8h4bjz5fRYBmg+3jj4\\/FWQdVwemVeAq8EymJmHTcSvQbAQwuQs7CeEumrZNkYtetRDYiGPG5kAaIuTlRQItJOHLpjJPj3DRoT2gZIM38NXk2JcuB7dUPWLeyuHLlDIkWRzIU5DJpguodd+brqvH2a15u4cZIMBGGqdz12fllJQod0Q3McCHV3kcE2A\\/EVpplVFwC+zHnTLsLl6hkvGz+ZYFQy7DWkhNF546wiV7cMRDAmnOmBo6u+5EJS1Ok0lrZ628MwyjrWFqce\\/nA\\/2vyrD0oF\\/SFfSNNU3gGBSXV8ZwbrshqBDZXWYVR4ToO2tmo1Z6GzOT0OPX6jpwrxnedylthSgw6+R5BLyT4\\/Fvr5zKaGrDRJ4UTYkX6T9w6oIZ49CHYPMgdciMq4acuQ8XtkFWC6T61UEQF3wtcOFKe7eXGL9ih7SK3BkmlDA\\/AVTiG8czbLCMQPadEqonL0yWF7WFUYr2oBexiWNzwwcdqj2kESJoud4t1EhuKygcOXMHEcN1yZNy8cpeNHBuMhJa0vqmAdB7ujqMc4HdrKITEMRHd0XYFTNM+tw1OyMXCuXKzWoJkt0HvU1utU7SR8MS1UmXFP2pX6Qo4LsfWOnb+OCkmJfYFytTfjYMipCJTGHb6T70UwZQJu+lUmBrUrHJl\\/matOPHRqI3uXp04bKolyqgUOhObn4xqt6WkysOBm3q2fA0FlA\\/0ff0grdx2E4jFd0o0UmW4MSLaQFWP+eUBEXSMrFhxvsFncZNbQpcV5j+EG9tXlsCU20zJUHezQTng8ph2GpsZhdmLeLGjiVQjekiCour6YwUJuUAG2ePnZFuFCUZPLAubzK6Phu8UUBODUS+Zvx84ImtqFcy1y4bKQ9+vTFz\\/o0ioetNPZH6LTkPI3AFOKD89ybutNdSLBhIQCpUd7wxRiPxS+eKpz5seNR4kkVTRJA0DSxsD0BHk19ULADtbCrpdJKwoGR05QHjrD+LRqMyV5QwTgcMGzA6LLWK0EuvoHTKp6hWj9E54a9MvcKDxp08g6L9XWjfhJHDSMWgOUUoXTR929b87cBMX3AEx2fHlp0wStduR44Z4c2Lpv+I2vSWyyGUAQG6rVmC6b2xv6l+zJ+Z1n8UByA7RLZj6XxSmqBYM5qE4g493wkw6McE1lTDUx5GZhLIFgv0OqVZCTLwFOf0BARB6lUZFARx5Tinq0Q0V473pbsE+HBMb+xSpvLIqHgBdyzs0Uuw55pTRDwQOsKbZpBi5mrdjKg+eO2HJU07dPNc11jJXfY5vdwg8BGIVCbkQTE9d7DP1dTx6K+aoKhFdvGetrRNYUZ1BjH\\/L6bXfRfbx6+O\\/6t5fwDCyGhtai3gbuiLL8pNG0DYy8AiKPY\\/zke09XbOi+2iBmgfodoBOyTM4\\/IQboPARc5g\\/zgLnUYzpZsS+QObfq+8oUzeiZC\\/eOT2Qdrjc3NUlvwjtVpq0roJp7LRY2IV+IY1RNMmOEOHQJSscTdtDRpdycdj2+TDYNGgVxI9SX1LgnjyIrXg2bEAN\\/lnbL7L\\/x9P\\/gw5wZ2eiqnQQRcIg\\/6fNa4t\\/7ANv10nWN2CjdHraSlGfVPZEl+szdtvfRikHdV4I0YVLygQc9DPqkFk7vK84SiV1OiTU3jTRRLt3r2NJw8Ddeze\\/89WBvF+74rnHXIPWVp8+M6K3I0AniZJO5CFP2tQ78BBMGXZnjL9KyO0rcJnnuN7hZhXk6l+lxx6cktiHp8\\/RAZzf4WQ94zvb+M1RqNxThci7e9YKoXhmuMVoUOwwK\\/D6puS2QE3\\/nPU5xui94Sao3HQp2xfedwuUdXG43WxeDCyoMNDbJjme3Z6P8cQZaFJ8vnEF3cCuHmro4SYapjkpXOQqzxMM616sKW2aA7nXaIPjVr4AJSEE28RtTEFe5LZ7Jkpgu6ZWH\\/f7hMFWTUlMWVzuGSh1iD0f2nqK+qraBMS6QnnfZPj+Jj68pPmB5kJGNkFmeGIvR85m5aVn+7wpOLi+D8RucgnQ+t0bBT1yU6zlyme8WGo5bT6+PnbU0GDElBxQ14meutIvOkaXUOLqPSUB8j+fTk\\/QHyPl4c2Gv4BA4+8WdAqRhgE9u3JALquAxj1jimYt0uh7o7S8Y37OJqX7W1OH9vPyRwcGFSFdNYaBEV8+dEjou2oWqlEDFULi4l4HNtmMmR6tUALW18+CGEMOo1pMZZc6rGa\\/YOOfQ29iWkzbJ9T\\/OJvw0IW5CRZ72k6bFuEAA6UAKQ5mM5\\/sihJymiiXITazzKfRkaHXy7qmSS+AMHPiEthUlh9fEMlm8rtHUHE\\/oMRr2A8uJk5iPF+HOhoJDUQbCAlG8h1cKovn1JFJcC8H107YNXzzuPxFMu8Rs2HcJN0rSB5J0l6OP1E0tk2vhtq6tidLmxgNZCNTZ9F6A0kACKJzhJk4EPul0GFa7+0Uy8xOPYcjWkEV0klktPwNKrn\\/JHAprMDE8O8PUlOSwCMqYvar1ej0MRMPihSAPUvwvXHa35VLGTeLAG\\/QUbRnzMhcd3H1EGPPQXtA30Wen6Fpco\\/FxEkR1EGcAEhKd+14D1Wd6OqmsUFoIN23fyHdVCKaXtBBKQlTlR1lhMe1HvdOXLWAM0tOcHbUI7R\\/3GYNwF5WBe\\/gZ1SiGpiNXPpG3MSgzDrlQ3cOzQzA1+TpgHHUSBH5lU6wRuIG5lcwopXayq6Rej\\/rvjzypsoakHIRrdUQzigvMyOBzDujE916qd\\/0JuDuaVDoToG21NiJ1X2hj2FYzjs\\/ISj3CxdV4UGcEK47sRlS5VB0U0RZQxQydB4R0+PcpyX5hm8TENsPVOneIV++KpUfj\\/AgYyRQeIgc4Pex08CCqyd7\\/ccpKVjCTQSP3pyBaRUCVWHF8l7b9IubPObROkhu12Lk2pOecVwqcYwIw4fRq9rLDN1wPgJ3NpjzcgoIaWOzTXZX4xh165WHlJIUj+OUNadT5cmKrLPqjZUEmpViHnuZF3S2clbxMLlo2clHa1HrpuKbHIp6YVnx31mZc8k3mySngTbokqHxlKXOIWOwKhkDr5otA2q8Zsgz4fwVeT8T5ZdpnxzZvR1abY9DMD5Ee2ImJ+2MvBNkhU0Tl4TcVM3Dmxf1IoiGHt7rvrt1VGaO+rHfDhPJKBM0IiHSHU34a1XiQcKLn5fnmaNwH8LlAPgSOzRMWkjzWPq8aEk5KqTKo53EC+RufZJCleToq79OoTsVIZWJj\\/16WPVkxhevzpVzFAPmkNYsJGkOND+5ri1JJ7AumbxlBQef8onTd4qOfmnHUO4aXN5Q0I5\\/uIH4c80xzHLsgzf4QsDcBzyon5m6GQ5LJEaIcmVX+K8\\/+HFW\\/1jTf3JiBMDiPHjvgAykTvju78\\/cLlzOWbiLmrZ+EvfjGoei1I3wozsFgszDXzcVHxIEwjU28FSflTcJSL70zVFb\\/o7Lv9gFvoQEILmpS2atzPxq2GsMSGUEK85XF9SS2rBPj7pNzBJHV3azNbvdfkMegf49\\/dfc7wdkzyTkfzQIjpoKfWKZFOdKiCw7jNhWhjk5ymeTzIGyf0fuCLn0CloEnvt\\/bNvkMaY78eVO+n0qfj+uSHRj+PnRNnNeyqoEwmExUPhcTr7RDAyYvLdnXMufwc4fTbT5cGZyiGOMYS4EAi2sUMhdsxEj2i0QcrgqT9OUx0+5gcEKVR4Wj0iFLCr0vXOaPAsUp3kTImWZn7dqd4HlVJYDLDUtGV4XeDSSdqT6uu8JBDdr+UoBdTMEgJOl3qpwXZVHtqmijWH0O34YVQe5FS0jUZPZY5dIixnYnWC1lc7Y3IYbgrpHe\\/dQGjf2R+sVhKvPv8HQ1993LfKfWYNTDsRxgPS1smghnziO4GhVCO+mrPhCMWE4I2H9QZRU0lEbm6oB8GnxVsiniHsH0qo+yad7bOxJmpMT4TgjNq5oucBVgvcIzQbUOQ6biG2SvlsC27izO252g7Pg5mhFzxI+z5KLYgeGWC79UoDYqCstVemm0p\\/QfPoSM\\/uoL93CZBvV53feXNTbjN2KPG4Ca5\\/P4FEBfTElHsPoO4KtghSj3dutevlYOr7fveJJmz74+nJk3phN\\/0VXzPVX98ZXku0txFNck22z\\/v3zYkLrobkZr+D+4aXhE+vjq6tM8KKGh5nN4wLdMhvxu7lPCCRVPgyw5vcIaZeBGh3aURb1PPoGfodtsCSyTpIrdG667l2SX4KdkMPI6TviV3jQtQJGQqNrUnvjrL7hXvgVjpNUbKUt7HXsUkAGgE\\/zM6U5n7NiHMsnZVxix+ippUDDdKyQidfndFoZQviCHACofItBa90AQCXEwq\\/ZYUTACGo2B8uzkzev6cyLkt1px8YInWbVZawO4vwWzA6W11AfFqWeaAO+sZSd5SzzhD4i9vw5NAYIRRMVm6gD+5d3zWn886CO4pFF33UlhD3K9rXCtAtYvmvF26aFvokriTBd5GVTVtu6gydXLNs9HEBaFgYVk3BH6tZjnT5JpSYxN2PHtfWesqi4Uu6Z18C9+wS0CtaVyjARlKt\\/m9Dn1ucZ\\/mYOu5Tx+kf3\\/6mDF0H\\/6aekeHAKngFEkFqUIohJqFVqGvcxe0kqtcflu3gDnoF7V8i+LbRupbTkIV5LERIMTcXfa+lzvu6sUY30yEea2rDfbX9ftPk2lGi6XHQbOgi0H5EZ8tKvW2meczCRv8Luh+I\\/fq4ZTsHbC5Pr6I7GAbsS7ONeSk3KsaXsf7z5tlgFSayR+YypM5l0fp7FsQHzTEHvZko\\/yGu\\/CSLp2r71FX\\/WSR3Om0RXCs1KPK4NHeyWut0+bZa74h0haqKG5G6e\\/VPy2kItsN1EGJD15p9hU7RzhHJWwNUVOkTyJAEY\\/kZZ1N72rYgJOBEdQ7U3e\\/h5iFoF6MZkAo5jbTBK33IQOFlBnOV1r7tYjJlPowHtDi1s528BernJsUpWxxDIMJ8pyLEkXCLtDzFBIiEZe7PWk+DqsTCmpLHnRQqB7Mo4E65FHE86oWuCI7R7SQ4ypMKJBtNX+s\\/tvfJ1C4KPgKKFFPX61jZTaZT7bNtQ9Wp5PO66k2S5g7mAX4e7B+8dOsFIz\\/p1qbhSsTVWHkMQIhOWEAQTldqsUCZyy3sV4+vSql8sVRtWQDlxTLH+IqGSX1glf\\/KdDBHONLxwIeVh0pOSrRdJhLbvLwhtE6ieZnEIZz+6UySwkSRzo+WFBl+nZT1wJ9y\\/AvQ6YjwxbdpDxC5ZihP6WQcyfdERBr5xBP+1H7lxis1W2M31\\/wEF647IFWIdcYDN+AGcIsBtKFVB4\\/urfcFBwd5w3rRF7rxhil6z4qlTtiIhQSxHeEMQMazRLpOm82vHh3FLqUgm9qDGD7aVk568yQ3cOHMX\\/jbpVKR2NDX2YOLdAIhmhjVJ3T4ZAIkUi9MPSWPMSeb25sIbCoWPjTmNIgRIudWPB8n7Vdrco1s4vWR14b8dBftS5oTPATv9+DbrrmSCPmGf5yxN+R6U\\/TMu7DB7zCbZN5rWP4rml5EvGEf3Seiylj2isO\\/5cdMzGRdjqJJBA6vWlfoazGdZEOyNzMEAeg3r\\/XOjCDpJuvKcA4yB9gV9gpNwZAcWBBIO3r41Jl5CyGX7z5QEaUQyl\\/8JEtD7858wbrwJM3ETFtc9D7VVcZLjUC2EyVhBJuvKHiJ2uSnvwfqkIkMfriSu6AoEtxdep84MW8x4bdI45hhSaJeuJAScm+4KKCy2cL1SBGyyngF5UWhNCTVbcIGMtTT5MhmoS3mIBLBofd+WAharXg3abx1bwiY3nW+VXWo5sUgqpHAOLx\\/YzidgyVHflkFZAYR0bufZqyI7UOmKTHQU6kFy+a7xWNoABhT0gwMtZn0JhtUvtbpGRjk+6Jxq3x9kzlwiGvPt89v0tTp3tgJNl1xpIKuaoLWxpYQo0CO3Szwof2hNf00P3VywLKc7wLZoW\\/I\\/w6fJNvdbFSOVMLlbW4Z\\/iwG1\\/IpebBZNCvwgsVAKzjS50fjOPOn0TV2uMI3PGSDmy2x7HPGIb1SCkotIHlHfQ8C5ZBQUSmUVs96TULYlFpdg\\/Di1sP\\/xo9nPCahmm+FY9vUzk0LtFw3d69J0UfrZUZmj6sxBFSpM3NnhpabcZ4dtij\\/QsjZlBC0aYx8vzrHfpsWhyefEtv6YOBAGF\\/HFVDSV2Fwaw0wYiNNLzT3bcckZdDyYtxMayvOLn6jxI3KFfKGZ3aT205FKmrmzdgnBllAO7BEIn9LvqFre082vLbAaRPNaOXBnoyZhGYurphC6QBmhX3sSZgw+OjWjcM4isP0KtqueX+kyILWZ3rPtt31vFwMJNmOrAQtdAs3jRAdo5Y67MwDeniIVYzS5LTxZee\\/hfRg7t+gW\\/E45WS4aeNDDhjks4j\\/oDVN9fC\\/9bO1U9S12kYCLo06kowP5YLSGlyhfdUhXcdv1ieYKhERCHDahOxwd3zkFnZTY20Sg9CbLRnvjT9Q5zfcU\\/nXHZ3SOZMJYTygNjNlnlSSzqQ61YS+G62MR0564oqGw2OjpGWRiy56lOSznyAV2KHdzNkGqvMaAxLkYvyahBUlGZpcl5Q8KINiaFtSj9QxmGQ+ebUxwYqe7Is45yAPw27e2eU9rzcqVZ6lzKNBwgmth17uxImIUKgM0F3BEVCxDkGojc2C7DDug9ikMosyKlyw7nWGlbF94IuaHnin4GyGZIZ0Ymws7p4JG49JR+82HAqGYkSU6dgSERs3OAG18aeIzFc4BJze9qD38\\/pr3BzI5X9qJk4GdilFq6K5cO4t73daXfCRVy2TeBiOuJPA\\/dXrZFIzIIzYOGt+G9n4zZzGSevgHu5fjJtOr4qS1QAeF57W23tdltdz\\/QFx\\/WWy8G5t2Ax2Dyh03CkBjKqD5ZUJfKceOJWbD2odTczwJ6+Rcvd7bjkV+qHI2\\/ogGYfr95WJpQOK07eKFJ0aFV2K7dLCQH70ylVsx27Pg\\/yDs90obDtM2smjGXvWOo\\/7nQ3lhlcjS505bWnhq5Z5OIcXT8KwpHQl8ogapleyfmqRs\\/tbH5i5S9EscK0yF5xsacUlanvhXqwy6H5FoKjCNQY46VoHZb2dLzly+HWtMGXJa2JcD3mS3mswLdS4kPIDxqgUd8REPjVenkBI3RqbvQnS2zP\\/0JV1PLYFUZogpN5id8WqftSWWxhNsROvNg2My8GevE8Lkk8Rtzl3XJ35g2HA8l3sUHzz\\/2gbfnod5YGOy6mLDOp5YAXv1jX03o+ea4pHdISQN+tAJJTwTn0DCZzEm2kX0GIQUuaZbrPQOJH5cU9ewe+Z941LubxB1U1ECCgvwB4WA5wnBJ9Bcek9WJteV4PtZmlOE8SKhuUXB54QouSxUXj8+w7O2vgaed2+Ik+Iy4kzx2Z2uxBzclCaFY7\\/LcA40z0LoWrTx1DhYNkT3kPg7vyVe\\/H2F\\/pnfupDEPcLupGNWG7UBCZSsNiZ85XIMedT9DolBAIsU7D+1ZbZekh7ax4iSkE5zudP5mlezO2o5+t2e0KH\\/btG5hQlizPZDPUGdmjiycLOexrhISReRAGJ3MQPwoyNR55VzCM4ytNQcnYbzZziTUXv1ygCc6Jh8rkps0Gn1\\/JSJUQbMGmIP\\/WvwDEWMS91I2jnHT5oR6drYYoxEtPUlNj8IDou6rI439ep70jtm7uGRzwBn0w8Osq4MhT2wmY0IHG4vZAGmi2df6j0mZ2fojpCjXL66bXq2UhdD184CPkVjjtW7uH11+GESD68RF+3YhOCZAHXhrKCVfdXCNaZSI1G1QG6m5kgr3UldSbUgu0lRKOWB8bRRDzObMXglrDEC6IxZ07GGtmlswOcrsFtcAc2DnMK+xUFmgs+0lS9a\\/\\/9ztGUqAu2sKvVOxHgQYU9A2+7sBL2TEsbZu1o4ObQQr1XC7mnRGLYae+Souh9LiFN1KDSRc2mhtqR\\/iDUtKnjhDqBT4zFZnHNlnntCrnAzP9R\\/sVOB9foNJp3mP6ymcDUJi1jeEH1G2lCzMPRlZgeSJGlg5\\/s45tfY7gHKWYIg+aGgm3a3UzAlNY9GoWoAgQAjDr+SpdNePyJpU5xXpK64v0SqtbB56E9eugadz61v7c58U3kl1kcOZ3lxrPjKCXfvz9QH112nvz8WrxZRCNnZfN57NN71a1TG7jbmMw91phyZOcAcC5aTNq1vCKY89sdIVl5PdTn7Qkhl2r9exQzaV4vDVthwkxjlQKDTRcnnMTSAN1QZtxqvyg7CSXHHWzbebxoAA0kjG5RDXSGtJk29FJndloqdCYDVfv9kA+9ev47+QAMb3VdgspLVvuoNcfrWWUdnHd752m0ChAVBuT96ewneWC8TGMOng2mHjslOwaPsCiKRdDeYRya\\/TdBHC0o6rZHv34o\\/bSgeT7d0HnDXRATd8cgDW+UCrrpt489l2uy9tx8yykFQ413FrAWXhu3+LGVlD\\/l5499VbKf2kylyBxUT6SU4wuJDpsYeZ5jABFENEFFVRnW1QSuIZHKal7ZZRvjG9A+scrCxVOjQ\\/ZUdpHZvx7bXNGCWnCRifEyhSd4\\/fODm1wGYOa5qqaIfO78MM2fP5RHflt4MNxNEVZ0zkpuEuu6MNQcZwcJf0meEcnas\\/5R\\/D\\/tS7n8psgI7XbsDr3ayMfJrH0a8MiBprL3cjgmufynvAsVuQkSQuDkE8YARv9vGMm8rgYEaN4Xhb58lvS0bkzLRg4SDrICMTzI\\/lkrrxflrPZJX4s\\/olPK3ZledPdh+6hzYPXDjb4oR8swgqEhg8vboiiy1HYNGCynthEbjyuLP9\\/6qFOEktNCKzt2d0KeG9kn8GeFGGH2AajiznIjmbeCtRDyzonBdteKVqgXBeGf2fsv1df1KdPocStq2v3V4WQ1\\/Q7qXBgnbCRwu4zCAhR3lYROjdedwKrhxhki2MXWNbfAsIURWrq3wq\\/7RfSwh7eMUEFFhFDclEaXJxaoHL2os\\/qs7IHf0GT6a4\\/OeIQhuzd0N0WV2Ffd9MR5GHzOd+RnNyuTwR6YpFE4XuAn+2P1B837JVnEhwXPq0p3SxgzBbFn3Q10S2TvBJSDLb2kHNPl++wfl+R2oHXn+jtsK6baF12ZrPG3tUzF\\/nwUT62gcQKGCakpVN+p3xl79lJzZ9vOsKzIkDN9crUNEnm55ORNOuP2x4u3yJlu81NLmUSM3oYa+RuPOwInO3b+KlyEXYkT2+eL5Ar6EY0G\\/UNb1igM7Rl00XpFZyOdU\\/xcY4EUORgWlLiR+zQUmGpWqJlXNLoqXsrtAJqdpPa9ZA0Pk8YUXtEWO0\\/6GTYQ\\/Uk2JQ92IFSoif1iACzy+4awUD8qLCnhE8+TXjTsy0WEZnAz1lrD5By1DkzA4agZcdMn7JUJSFHZPoLgo+xs\\/dRlceaf9FkadnXmlscROVUDKtjBDlTzCHrbvYXzIfgUg42x9G3fWcaf12vA2j0kt\\/eCzT53bBopqqpU6rwhyLXytau4F7tZn1VXt2y7e7z7nEmiOVO2HKoVy06f8\\/vPvdJ3Qox6NwFJwAwXnHNOxPS3pNxI7El6KBtz+LA8iF7LVLGl4dWChh\\/Cnm1zrhezVJ3s0bHLWsTVMLJurD1Zsdmlz3gC3dNQbf5n2SZz1E66ydjYVli0MCMcCuHGcpEDueLgKj9mWBAb\\/tUZKMz28bcyylwP+peYSb6Nxffl\\/zE8vCQpmnLDiq05NhpTISNoa+5rKTGk3c+4A3piFh2Eap\\/GcI46gzw67RojmLGJX+S9SWIF3eXOEW1WFdV6dXYD4C0Z9rEBk\\/+DjYOG89pg8Hy\\/EwHSA+lwPGW0Ww4HxFqW3kzIyfkoUb4xa+SIzcevy+D0fFEWQBBnqst8IrLfDWLxOz0VEzERZmUs+OQlQ4LSHHkVM\\/Wo3fHfUkgv8mYa5tO1dg0yYsQu+v1JQOarqTyaNdUs9XBtOpOVXZ19REkSle9Q0eXHFHjUgyXwMohgBN4Z4ec6qYiro5knudUo7NN62331X\\/PEuBShUZqlnXYS0kyTSKeps7H4FTLkxpot97dlTCbQKs0TnQAYTmAmnEDWLCI\\/B8x0rdRzQ7yi1vZsdXg2URZCf+V6tlqvxNPJLtx9HpprotCbSxIqs5TbI3VxgiuVXvJcbQQ5DWOxVbwKx6RKK\\/QYtetQzvvc9gp50Pt\\/yUK0MVz\\/q5dIa80iE5PGb6BhmyPBN5JIPtliihN8Xj65TqfdwDcWgU63jOmr5ktyxhIMPUUhaoaf9TK\\/8iGfm\\/4jBX5nXcPEQD3iZu09tG0Nn5uBzA0i3pcxl6bM8u1J4dzrTU2Kt0vLKT\\/\\/U3Bq3U1+3VRpVjEnwhkIrS9O+rUoCpUeXOP2hRG42bM6IKFVZ7pEeM37wGlyps2wmVS8Wg1hVECfiuovtkRwun0VlDrYIFHPcPSvI7Hhb9Vxtv7WyhZINAuMCVhei3Cq6KiyDBEkSuvuHOBm00az78ozOyQzkIynZQNWh+MHcR2sfykQPQCss8Typ9X7uadGxe6+ZazGpebSjUv2EImt9\\/kYOLwoJTQaIH60cAbPdi50LN9+oY0UChxVqVqNLSjVwYi0MTTlVv+CZPJKAet6KmAMjgA2rBD73nkBQHVzFlGs9ZticrE3UmhtcnMC1Q5cTZmlhDLamCzJhn7zry2mFozCNC4C4VAPp0qTj1DBwUHQjdfqanV5oJV8VC6wgvtlH2bCZASdmhVO+7FvRz0lZsqhcJNwzQVl61S5lJKC+qufPyismr\\/ax4keiBDmuqKKehT4VYKkF69XoNH9XAZmJYg7GpAr7SEdlGZ8+Tpm5AhylmdlfiQs\\/DyaCm\\/iWptZvTdFSm9Q5KEbNMiNUHcxSne+JFF27YiZLn8ZxB2NVQj8Js4haCU2ZFVh7zIFYpuSflh7amYis1tX5SiMLO8dDoet7CaGIXIG8fH0wRBY40gHriDBh5U4iuRGDYyda5l7\\/XESpPpeNqCHn9404yxEhJlPytTnYOxoFFlbMqP2qZlkYNuCafBtacRyJv1ZYFJ8oriNQfiiGeCNA+cZ+iM5g1GqQcyOn6boNIqUWyXkLerge8y+\\/2x4tX1cA3kISazp2fIf6iO8UEzAVbJYQvVnr+O+FzCjUnB0h1AGBfi7Ij9TfHVlm3283wq1df43+2l2TFK0yPWrVnUy335r7OTDFItzYygigsLx0tMY78Vyh66tv1owRkqmDvHe7D7tpvdmZ+y2UjvyQjnvEQlQWFrYTids0U9ouLQQZ5QfRxChvOvUXbDwgzV1xQXSxRlGW1PYjlquZQeyq5Pk0TC71CJiSQScmx+hopr5B+O++vdwbmUZWw+z9hA2UZWkjSiM3JTH6YjIlmx8njwHiHwoGsMM1LkD0WAHZim42gqS4Pznz8dB8qDgMh544flVC0Bgcb6CSbjIcOfDhttQTR6LkYTYqgUH6v22lxjDMccJWuscrBlEsNHzn0xXyvzQvXg6s0hzUFyFvRIKfR2OOnbSEj3NTKs12dZDM3aGNbzOvJY0ZZB4h4iY7p7YSf7km7+GPwSKvOCqV0\\/\\/SmlW3M+d117DmTgj5g391z8O2GIo5RNcOcT+n5G\\/N0amWInwg5RSNI9RGYTleaKUHZBj2VVi8Rh7em1J3WvLjjOg7YKyAP\\/WZwX5RcTd9Pnw7zjh5D+n1AFKLi2f\\/ixn3dg6k3PfUx7wGm+NK\\/5dxCNstwQmxxhQKCCZThNf94KnA+suC+5YiP4vRYNmeqXPdWrXUnVNpndOS7OTAGernwjroZ4qC9mernR8RVfuL4fGvz6lzIveWloYSJr7EGm1A+d+5G9uJnIxYRzFZOcmT1C8valIe4sel0ZKbKZkRU4YY\\/VRBqvhiGIz9E31qM0eaQFVcqCnsV5uHpH\\/0EESTYyf0Z3SnUzupmmDvKtoq4id+IhsSfEwKTDOAr1o0Lz4LWLwsyaIJ64LBLFf6JDfUPg5bblPBIEC8ARObsS6zgcmoGt0w88YARW8Gmn4OTamO5yOL6E56+YNtOq1LtPPuQMn7SNXPd59oSlYyM+2IgRh5B+7d7Qf77BmEIf9OX5P\\/2YWjKYoZ7SENKlZadOjxP51nUBmRvpZX4Xnvx80GFgSrj6wNZo2T886TauBAlO\\/UEJ6l+jXxBu8qHmaoLHu7FU4UzQuCqzGZs1XFNBlKm5B0nhDpQ+sEjDvDjNMFnn+TkHb+C2tpIpq46bVfIqCs9BOvisYiiWQFQrH3dvsTLGkzIRfaDFUoMnqZaqYOQI8aDzxxut3J1QSRExeW8Tm4BxuwOPNaDpT1D2Yl6ghlbEaJ1ej1V7Fsb2VpU+FpmGR6bXNbltkE\\/5G\\/PsEl6WqHzRDtdvlDfpxAxsIlq8bIthXbyYXbh9A6KDrGZKqPHohagCKyjdpm3rbzXJrofJjD0qSr\\/TSZHkA9aH1ENTdww5Urv34ADO\\/p6DfZ\\/1bWkPBKXsQR9SX186HS2Zwvxr6MyaXY0Iuq\\/sUMHYoqmuRL95Z4prlayQV9ITgBln18mpqU0KVF6tM2XDbnjhbSpnMzwwIuqS++6esuKRuB+c2adEEmb1N0jiwrTZ6oiw61FYZuywPVmKuYoQ4FRD0Xr5vy3Le0Wkn4RJ9NFUVySH2FoYtSh0WhGEW5nfD+GX4jdpps6qMFlcQAj8xd5TNnIy3CpC5AefPDA+Pw8HSTg1oM3O270zEChE\\/aGfaRuTgMrV6IDsPp3lYsM3qObnYIo2VRJzh6rUtcgankNcRKZj49sLeiqt9Ab0QRifx9uvb5BZOypEmP27rKcCbO8QD2nrX6ZkIj\\/3GzOwxhMr2DuF85GsID24vkv3W+eitz30l0+vTFLKJRlt9S3rnT\\/8bHoIhMmRLUqDD\\/QJlZmYCjlh8snrFsu+Oa4WYO4fX5\\/8Mlox84nZNCtjoS5vlCR0uJ1CIpFkqiw4Xoo2W30NaDJy7ZV\\/JoZDZtDHtuLk8hhbUsqRDrHND14N5GqtBjjJ640+FkezH7lQTrWkOWrXVd6362Wxx67VWqW3Iy6L\\/OO7MgvinHIWVpY4XlousQVk0qvpV7a\\/7\\/Y7+bUeb8iwk\\/O\\/Y+3MK+UPubqwklwxbPaRYeB0VJdSw5wJEPyIALarc1Rn1oyqQaULN2I7HlOGNhL67+tycA7GufXaGHDejQii200m74FmgmlQjIyraMBnmwKEmhYVrxGhz6HhEDaVOis1RhRYy+RhaLQl2a43Tn\\/LW35ByTyLZkOaNbueajdgJkCDiRwwFhpigro2kPjQYuokmSQjMclV4MyZnDhpI8usZYOwpmhVVHm3WVpMthCkelhusMBQdOn7el9Hpkhz9yiMW6z96q2DEcvpLpvDKJKzIWurHOqe0TwVjkY1c1ey17g\\/ynLyWzpompW7YI1w6xkhHaHT8Lkt1lWi0oUvoy16qLPFBF4eoB1wUTz8lwC\\/Zb+Xb3+pyawKQijgRcxY4ndi\\/eBT8V\\/8Pj+LWiX3hFPik5oefjwkSqK6jWlyHNIbyTNK1MeWkPHP1WKMxXzUbUzeZcoIZerS\\/dbMHmuYwATlCrOYX+AW85e+dld0yRndSdvXuzwhn2O\\/\\/2QW083AQM8CoFzDcGI2y7GmttKBEksB98nuQYWjDlFHtm3oBVKUei7SNJbLy8xT16+GvgbcFvb9bbelxnjmStkNqMH2oAuqtiz+TBPqKz4ZYE9Ngo389+fIMZaDodW7ceMOyUZZIizilPYxb1AQbc\\/07Ju47tT0KFTRtoTx8OEO7IWRCVaNyvDFuh2ulfTLu+NPNnFZ1atHzbPSDWFdeVVwosZ4qpgBoAXX6x\\/37VPuWVmCn+CqWX2P72Rs4tMmdH3qNHs80pHVBcE2ku0YlxGAFETotbIdhV6hxaYhqclMCSGxee8OXJZFW3f4LzS3BHXf\\/bpqv72P\\/Lk71ASPcLA100OAPW5pPuhOPUciyO3fA+r+H1SLTNa0qXXw6CVxqLN1I+HbIkqSlGZBGuF4AZez\\/9uVrMT0a6QsYft6UFnXwm\\/5Ft95IxNTYclBEZvsoh1kuRSC+WBYEfQDwOUJcQUTGbucjYIenFz9+u3ViOXx79ltUys8GIxpMRMFZuoNmBYjbG86n1ImezbayHafZDHkLsrK7ISgDnd27wuAcMGoGUXKEMS0GCD5cHX7BaQwg9wWRSKKFUeGFmH0IXTBU9ILI0AfjmrJQt7M9o1psRo\\/QnhqOI7\\/a\\/1tXJunZz2JN\\/+AySuuD80JaouDCmyqZ9znV72\\/Gs0mHLLIAuw8U7JA\\/MVRaYtObarMPwFR\\/bzoxB2HnNZc2gi0qO6imcTPYH644DhqiLONdYD4V\\/CPwq1Y9Te8o1T2nBiqekLbJtC0uT56X7FMWZHXLXUGaOt87zMaOciVv1MmYzGIBWq+Yf5GIbsszT239kNFlq8gK2TazEQBwXTn7eN0fk0WR2Rsn23O1gXPspaMqtdywoixJtMd93xZOxtwc82c34e0SzcntD8tlhNwOxuIOEETjxAHllVEtLnmQhG84EqoQll5lKIw\\/+HsgmlnuJDSMgo+8PBexIxDtce9i0S+9VOXjTyrGbuit4cQhZA9xsBr0HuUsecgch\\/ztKbDOUS2hbCBWqhacemQDXQ6lnWcKMslzhUf5Hu8KvBWmKVWx5BPfL8+9sWmsKIy1JVZ0qvafiXZFVo\\/wny2q+Wc7bCACn3APF8zFCNjX2AG7bifVRPhLxWy0wEPajLoBMTvUIvGOsavkWhdSSUPtlYX6bSYjMc7AxiOiH3S4JBRYipRFW1ZKE+JjyWHIvMzUrI5N0p2fEWS9Y6oscUzz5sR4hkkzEytxZCR9YJtq5jlMU7TNSWg1GgzbMCaRJN9m+bLXEtsd2oVXz9Hf1ol8Jkg7y2Fa+J9BzJpU0mYFwZhjysWxn5th9\\/s20Xn0K+shdGucrPLZhRHcPiNlrxk9cJKU+opTc\\/pRa1DgvfqQuKer11bbzQSqECnvw9VS8rpFp889mBdlsM2X98z0QJ++mxiIAjEcb+a32AJQr2VcpP2YeTE0FjT2QSGLmnykybRUXyH14gszQopOojEBuHOSsjUNtTvcHH50fJKjX2HgVzDw\\/DhSeq0qdLyCAX4KlDPEw3jXc4fO20Mpe7M9TrrYFIIPCaWbzmae8UM\\/OdF2Se8sn9bUpZ0TrK5Ulz\\/\\/Qw8G65WJbBIf0P32A+x38RMGGu2J8UyMQ5LjnoEdZjfYFdmJNkMGcWnjsbhOccv3++rjjLybSCNaqFTOdGn\\/+TyRTER\\/zMkNbq0h1kV1oXVf8J3D5tt17PJG+s2gvCuSTCqqdl9GHLFWD8kL2Tadkdq2c883PBJKujPmFe9+P8PWojFF203NzRx4joaIgnke1dLi+nU7N2+38SdvhR5OMMv56BqIuBScJ81rAu5vQO6WcXYtaUO2qOt1rsn6NuvFWTJcNF8gBnpvW8FqZaZ+qw9AXPhkpv0FkYe3Wg0XiJLDZe11aaDYOgWTzT3ssDU14eqJ3c1S8t\\/jn5zlWyqfEBcIAkanRPyoVcuqHTfPMhpK2LE1Yiyfh5uJw8QWO2zh\\/VsQ8wnIe0Trd6c9RTs8vzEAtNrnU5XNb2ZRifVzbFX2CBQwReklvO7FNyOdzONAo0nhd4UpHYYFOVjGV6CYWREyiPmVwISDPKr0W2TqhXxNGGgXiLeUK22TLT2gzkFY8KHfansvc\\/OdhFtnK\\/EQMp9QXOPmTclijmCZNf6I2PdotGxc4ShjRHnB+JjtPznxaiaQnZACJb2HXv7ZvuTMfRU9nUsaOjp4AWrFAJ\\/ZPYmS6hAP9CTjK1lvMzWxtoUnDaXzibSaNIpb6cyZbhsN7XNDKKcL2TWQlxvBPmj5QF1FyHywJOv0JfODNbE28o48RvF43vNp5p+5cwIYSemdUSbjBgEagnGpUXQr5OY6GLmEWTp2Rj3qJSjp5siiZm+UUDG\\/ez83Nd8OuYeHQ+OEqCy1rmUj7k+l7B8efC3KH+VRokQJt\\/KlU9ikESAZO5WX0dn2muOf2az9+LcnNiXsx8ez1NFTzmhDA3Nq6+BmeNw40nOIOm00z0CHK9Ncb5g+SvSW7zGcdZkoVDBgDSnq8oMmsbMQTDJi4o7p13Dl1fr\\/yV87T4+1L7vdv8vNPdVD8ho3y2CQ5LcWPB9BFxqaBWMhJAzNVXBFUjJWqT7h5laNu7+073yeh+gDkwYvDwHGllbKl6ug0Ei\\/oQJH8uOELV5PC1DqYRpzwOa\\/OwHdukV1j66yvISjIU3gA8duvCnl\\/6ogjvKZIOqovuE1N+mniIUjDt8gea8H\\/OFyVFlwun7KmcNPc9K67S0Q7ub6TfywdjCMwFVsTUocsNO57nPeNRzJCGDspLsk\\/VW8RNnXZ7u47Ib6BrqJDsSCvtA+X6nADqZZY1P4UD4wOqUqOWQTOHuEOysoEgY8XsVb2M0XUNq\\/0D5W1DPg43JF\\/wxG3zebUqhyKRBCit7kEGqwsHmw4gEcxeBk+JSwTLXxjjUx4hnGExOrrBnIm0eRPQgTRU\\/DAq9Ke7tVbO23Qm+JaN8Qb\\/pXOQfkVQr5Pj1lSrsJZBMP507oLchb9dElp+BBNekOK19SPdNX2+wdtGi\\/jAHByhJ+9kK+cpaDo8YuG3wofcvDaIpEkQIu1zCJSsuKZS\\/JoxuEplg\\/Y97fX2Dqdm++UMtqrosbDBywvkNxbGyOulLiKoNplBQvXDcsqEqbWtYbankDyjWbDi6xMRYy3IgBNRmV\\/Lldr9ZsBINHRtMveUUEChhCMBPYL05IMS5L0CFWaedTtLC66xWeRtE6nPQoEN+8lksZ+hTSGMXRt2RjNm4cODio17JgSEMyqmVNjhOVegxB6x680jcSMY7B2sMV\\/bCvV6oFYDJhWMZ9yOnlXfciB4lzKByEw2ssY3iikcLWHAo23GD0U3HCT3myzQcJ9G7MgYTCa7JlryKP7yynQPqq4GwF1WuwJNedeXpnLq82P\\/\\/o\\/\\/Q+LyKpc32bt3PkTSIl2E1Gz0pZ7\\/KR9MnnjIxsbqAah+KhDE9+LEyJjc0fnOCFs+QgoyuRMTlR7VuG4HT6Zj54SXhzaPafBnsHuIlCORcQa4WUvh01ZVH17AtG46fU0TdHkG7eJz5451+YIKU8hJojU\\/F54Jy0e06xQQfHefTzpa910bsx3+cVV02CQGnhurIGSZw8RczP8CxDEZJ9rttmc0shOypR+kvz1DMTfo1Mw1jtcPMxhha+54+HF8PRgsYB1YuzwZTP2k+Q8GhLOgWFobFweazaCzuE27PsEbJcnjthNzeHQvAhzOstct49N8xfiqPvTR8+x8iuBZPbZJqd6Q2sj7g43h9lfiDHNLrIUVaYjyc0BC29qnyS+A0VHK12LTdPTBImiRTBASdf8jFdXLgEUrCh4uE55CW15ZcwNpN1y+FrxB\\/IMyAHpYWktggMwjfLnoiY6SlIpNdzDJZuaWy7r34LvSNI+Ic4GcWByk5zSVHMJe4gKltAuTznOzhfMK7o0R+5dE4ne87OduoGystFp82+nE3c1nckU8SR3gi99UVsmcqWs1OriffEccl8arh55nq372um3FMF7wFNwPUAT+cUaWmEJKObg+HYK7jerhni2qWulUTtkMA6qJRHq56vNSMz5HE0NuxQjaM9zAtVFtlQCdrXTlcepTHL9CJSdn2MwtzLUNaHb+N0d79tR8BlDq5TklqCi+nStzTcOw2cF4aSDOkh8O\\/U1qwAA01BmX1Ea53UxC5H9ufLBKjf3eNXMg2zxqp3u9qhhpqRzrWYdaxgzn+vjkGOmh8Mcj9U+vB5NDiXy5WuutpQf0BScA41ha1SxwgPqnHq82I+6oQa2P\\/KLjOnp+rELbtOw9nsbi8ErImErUsvKvR6CRkLH5rqXKrg3JAFByOtZjnFk7SZ\\/qNCLW1yOug3KrQjqKyUXcjH+gq1rF803gw9nXMyRH1ZkxQ2f3qsfDKmizQxVdPPBTVpAbVmJWS8Kc4Yr7ESGew6zVYSLHGE7Bafikv5\\/8JLq3YvJCOEquLVeuSUa6XC0xhnAXLWcsMwFY29g+ZrWLa2+VZVvDiucvraF5WW5iI0YUsAsDSnj0lrfKK1UZAk7GC4tMIZF+ZkJGz7DB4wJjslPrJdFMU4\\/UDCZlZr53kerpNb9najNmIuCL0xfft7hOgvFlfnTyU95OJB6eqV+\\/iTJuGv8ILGPHPg7hJRZdq9\\/QVc76Q0y39xuSasHNEqrpH6jozaBi7oqRF+ge0GNb0FVBSCx+MRSha+oIixsINdHjCNjCm6SStNOVv0SfCURGjHPo3qMCjm5k79s\\/6qRXSKHo1PPt5g2s3ShJut65DQ6GJyXawyM+xb06IE49si\\/UuDD8+tGAMk1hLnV26leof6nUvJBQN3v36WtT0TIljojVaamUfDx0zHbUoDC7P4+TgGlx1mfnlbdfShbskZkOzen0NH\\/PghxztqE8U+VCe10TuEkh6maoV6qULOITax3QAA1L+\\/XJIKKy\\/5vMAYOLwnyE6J8nLPHgHiGmYSQ1QU5326UqA9cndPvjqNLG3M+hKNxsyy6YbqzA14Fb5ksASFy2f7HGVyEthJuNhIt0TgiyOVM+iVD+CDoTG9ScpUxOscu1O+lOZK7NPorVjvZZd6mXTz3YcLpCDga+KOGTxrXeBROWTKuQi1MTrhfYNLjPwNZa0RCtJ5DHEsBAB9TqSgdHb7nYMi5xB3sXfLKgxbNPYbHEdanGOV+WGbl2eNkjsxQPwSGuPvGoRVYfa4XAsLorFEGszb5K0lmyL+ExvosVDljaFi1KMuORpFx4veJDq1HqfzHOh\\/THYQgsM0XVsg6Udqu9L5ZtpOD+13xs4+0KNdechHTUmPLcD9Dmu8DCneVPKxwUBXuyzeDNLGMouou0NbOAlJK54CnxJO7agRT0Z6Y4rB+DyX40u8FRhQ6bfWYUj6cgRkfI03lLeRnMUOdrU\\/wH84xaQeBXyGsg\\/G2JYTwWlYAY8yetd8Rybcs+EG8LvbpawhAphdlvkTz2NEzKrYSKo8JtcEddDnUXZmUs6RYTWlECSPH+1ly9BPiK45XEf4W0omVFc6cr8aVuw8cQgEF4jGqJsIqIxBnSvLqotEQ67mDWcAl1knjzci4G0lSl0JdoJy8V94HI+eOVo4Jxa3Xy8Fs5i1RkDmUQabspPvmH1c3Tk1CpdDTB6OW\\/CHxRFTFK4qAwnnsmdI6VrA+vZU08zg+Spx6H4AppbqqvME9n2yKb0e2T\\/54f0gSq5G8gbxP9aVMc9bV9kvAhTCbjMBUGw7qripokCOobKQSA+4pcoFTCVSPs8cggCMJFhI2Q9NhDXTQKAkF+QhzWSt6WymcgmeQdJ0LlGy3TFKF9SJUUcAvQWaQMMGbh7nQ2f4Y\\/iY8iaU\\/Co0nqBJzKUOF6MipipACkJun2x7NjsmhkTbSo23hMcFznF45FUrYOQow9MP3bgN8lGzxyavXP8BPSpoTw+C7wALddT82gQTTjItFVzYM5AI60Ft2cpf8p59pykGb2jRfa9lY8Rl+Br+l1Pm16zXtB8gvq2FSn4+Bl7M2Nf1AmXqaxXsUKBVVYw3V2SPiwvWyFmJn91qneSTZ8thinQ8Qp0jjWL5KNhf5saiuJHePvjZqDc9BAEuHrpAHpS0wtUz49NKPc51wcFJ6DRkoD+E+xmPkziDO+Si9fzj1mfttLdyWNrp3M7sU77BNX2N8H5NF7Ikjtb1lmUL\\/tHqP64mQc5LuHklPeTe\\/NgTYlejzsa3i6QhN8HOWjNp3t1RZJO0+TUBbU2suLSkRRN\\/SZDy\\/cQXjVyTg7uE17E5UCjvc8ye2EA7VmMTajSw6RzPYAn9+eeRtTaF6\\/h5cw3Szo+nNiTgqKIhh1opQBzVT7XV5DgaT\\/HjSzrzM+j6D6UoTP5I5XYeh5YkMcEYoOe4INsCsASjQ9pQGl2OuXWlECQt+XpcTOyWUDmbWFR5QfSV0+VNcijFBiUefgangmVRDEmCDsJa2031OLXsNqW+01kl5UVuUXIAEOdOGf8DyaNZyFykLbaaklDOAverg2mqHwwW8LxKpDswb0UCyRKUNlp6PCxPaHteifc45xSGkiLDdsqLRklr6Il0+B72b6I1clCPNdfQwJmcO+KVLnO5n7m6kqGrlBWJA+kecCGy9+TXw3tQbmqEVqiB73crX53TFWhPcbQOGsn4nh0AaxzUBRClkaRyIQCc0z+zYrkpWwKSMR6kP8Pr1j2mHgsTG8seNXYnPFHgvdgp9mEPU3GICZVU\\/utsFM8cdKzCfnTxEPV\\/RPXNMfdxUaCaqxo928FOuJAfHJw\\/HnJXpZf+Fb\\/DAzjmnC9gSLwGROhg6v25pCJuma1wssBLUNLusZJt5ug1r8XpUVwdT\\/o3w\\/3tKeU4KFQWxIa8lJhsZSerSG1XGFTGzE60SVzbHIrnY0zjECujXLqUVQx2U805mEIcFbEzflDft6KhFQblgW3B8evzDKzUJ9lbZezMJHbQ5lByp6exHDlYOa5N7Ts4n5vJwYzPTGXo0mS9m\\/EjDpcbbPEYzyI1SZ25qzzrpGPO3t\\/GiVQBZqRBpMSLD3VX70GczKZ6oi\\/iEcEnfXRmCbW\\/eF0iV6\\/xnib9CRY6V6+zYzP5Pik8qKgh+GaKdVrsubHu5kf2fCDYqQCkZN87UtYg\\/VLE0Ede+yUGjdCTfwHfUxHaw\\/cl3d2yv2REkW8kwJVXRHMrNHYfnLJT0vRfufbCVL9njZbTEWc71xFoU\\/d\\/SEHyAOm76orVXppa5eMK+qp0rzTCO9Vp41j1r45XnAYL4Cu8JyaICdCH7Oowjbp3IoWYzG7NdHGcT98QK7wFJyk1HqoNciMEqcfQlhpf2JkXFmvIkLRlcHZAs3pDE3QuoPZ67UHiYj9pRseBTe30btPnZ0qKw9NBSb5sFPF0\\/Gv0J2qz9Dqa0cdkJDOrScTV12LnZpxfb6sSkxKVbfhZ818dB5NSp\\/16RJSVTs6MTTcySno7pYblOKHiv6kv5BSq\\/ioDzyewvOrvXThJwI0fjJwjRGc5s6lw1H\\/Q6QnxIgRM9rRH6FW2yJmeRHs5Y6NCiwyP2\\/aHDeXsUum6jgKhkePEysGcdyKE1ubgv\\/WIhfsgSM7lza+LW6CViFM3c\\/W4iwY9196ELkVZ9iiWDfvMZnOCIpcY0mg6lK5DZ5eEEadEZAsobMgNYxRQVcRvAFj3bcAwYxuia56EU+6QHvHc7CaioVHpe7MsAZLzR8TUBQYWDrPWLEMZMS9qovjn4J0iw2Zt1kKm3Sn4wCDbIL3GCpWWHIl3hgiRcUazj5hQRQQVPnuJUMeKMRCfs+FHKDnFMj83up1GYB2vLY5SbNERTt+QjLVZ59H5XXBXoogPxOWKkZf0lcf4xJYVkKDaY8PQSFto31mJXdUbuq2XPQyCkWD0mfZPTSYwSHxokng31NN7tKFtZDAvW\\/J+BWxE+iZcSdk1w\\/+DnUvmX4vjmyX\\/Nm\\/605z3YpGra6dUr3Qn4uBTR0MCq8foZxVEMYKdL3BtBdPVmfPwoxl2ikY+nOebExXnwnNcZ\\/m5vaxZDjTmhIo7osjY315Ajd4J80U8JUAziZYgl4hh+93YO076KbUUGSYNYvb\\/3IiGIpFxoaV3KUx50AyHlPFuP8baom20VFkIUz79ATSTINTumPBUIeZc4EtXZ5AyYROe7i7an2jPqdiDjp5IGcivRQOY4FcNGeF6A5Nipi0lyAJLpnmZSSygrnudy10tC4dcl2o+YDeY4OUdcecqeq0n2ruUhkeJztvDo9+5YlHXTKM+20qt19f0aKVnN7KF5IPRrDC4cgZLe62PFmbYyYufbSt5XuTIiv9Upkdr5mm3D4+3TYuCUdCSw2mMNmei3ohhNjWHKJzlVbRbKex0vr2421Q7+CA8JnveoOdzBgxpYR96GiDD1n6JnAS9gkvwAZjf7\\/6GJ0COepdIwWuF6FMXs8gVI57FsJ6JtCB77PEbaMoZ0iaoeBrNK4quwGipA6JSOn7AWoRhj0XERofuRvrICnPXtte51eoUukMzjkMt+gcz02G75elUayzbGHB7EMoLBWg62uE7wWKT6wZulf6fam8BdKeZRhnkWZGnTRVyF3jhG8cEyhkLwTxYf+EvTA6k61CTjfeYvPglUKbqS9\\/JToPVFsYWQvBM2TA0YYnH1a3z36QKFpLbGFs\\/KyGoDViVvWiP8QZKwEYmWOsFLpSHWLbjLN43ZjeJrgx786kmgZ8Ojye34bD+CnwWpfH8vmkRxLe6xgAbij\\/XKeFnB3m+BjckDe4J9+fC1ZbT8tZhyTteImDYjGC58xoTCY5Chz0wOxIYr5AzAX0YcharmUJ+YgBN6lL0QQm8z2XC\\/9hhKPCc\\/pUKkb87AyQxviYyr2J5AX5\\/casqXqgMosA0HsoNm7vqGADVFS4C4c54AG0Dsoj60LffxMc3DWioHKGi1l8BIOIT8phcqVr191BPsvg4x6CgeUb5yqOEIq6J8kcLV2Ukmu4H1NcL7vSSSfI2wsP4lmMhStmkZzEx8d56fPlmOk+HIxp1wHDPB3AvOijn1R7KRbJIJ5w\\/VdlBAnRDbMG5vHSRHAxS+nMjUFGzjq+qsfFZZuisE8Qqh4PX2LrdXWtNZaeSIX1xvcmKVsQJCQN3qF2V8RzzysBtzrLBj0SWnpvw8vDafDhIlsQy0aLl8ORkiTLOhD393H6I4+A4a02S2VJ9hX6Lb7Tp8sx6UUuUCi+N6G0JvYZH+i8uMEHMsBnBKYv5jPMxc1Sra\\/rqERd+pRJ5piLas2Qitue7jabMkIrUzt\\/P9MvVLNnrJy2XoJhIij8uGjt2cB87KMeOn5QDnpLdShOkKZBoYXY48GquQcsDw0Jkv3brcml0ZzwRurKhDBvdUikR3Q6tC+jhFXbCwJfaVrypmZpS8MD\\/scAj6JGFsdq+BNDWRi0I49qXkT89Bajwq61y3s2kpHfEaSdnSc41cadV9O4W7LY3ycG7ZQv7rsPm8xJbHYKcE2NOgRigTsxF87u0L0oZ2Pqoge1ueIUMIT2WDEUUNIhjY2+ITFhmadBclM5AvS7mZ7oTV\\/\\/+VnUglGxS+T3aZDIt+RfBEQM0yCQP8\\/iOuYI8rJQQqB9+4Kao8hImvCKk\\/V9Em1pfngXspcJ627wFMAYr8OEKXPH3xFhwHGqFBVzClrfvm1+pQI1oVlz7pG70dpwieVee+STTnfTOZjvN5wwVtneUsO22YJaewn5e1CfaEIv2NHH7nQUwHximli+tlA5tdjKbx8e4fsu8OWy8a7iUTDjrOgVId2CvSC9Y4XjfL01elAxioWga+xYuQ7pgRngVQAw5JeaZ9FTmOYzfoqNMvN30jVYSzMtkM\\/YPbqp2al+PqFe6fIk9crUKMu0ql5nt8TVaGU7RKofu94sNuRUdDESMkdCq5Lc3iJlTBku1xg49adQtKLJyRVT\\/2HAZN\\/duWs2TRN3AqdKc\\/DgrTRX\\/P62SjePZsP+y4h3r+hEEeQKWsqB++6tAfDLPslZPRsdKGenibtzkibHEpZfvpBu1uRv18JLoIxEIB+wxt5RE+j7DYyqXtbVYMZ4daWLEPxud+Sb9d4nQ8V+kv7eWIc48gwBjfoby9rEGdfB+yD3Y4e9a6SfCrhfs83WZv2vxkdKw1XYDVNuqLE+qK8W9zI2eEs34DM39UsHnZt3wOLENwdxEk4cGThdYXyxiYiX78\\/bHpnZm8kYrEeZffx6In5Dc9W6k4yW8ShpANRdmiOjxpuzZZOFnMQWpHtUv1WLRy2hoBuVbF0l1BJ4sK19eGB2CQ9VQj0TlnThZLFJi9fWv8FcWHNPijWc1dmWjM5K3Ua9lMU\\/H4cSveUH4y6j7N5AD1+ZhuuAqPwnDk10m1svnwqAfM74Yo+FX4f+7RTDVuA48FgY5z3sdTv\\/Yo8WVuCXRuJQIIjY6HWgFjI\\/F4GGGtbXPurUgr71Slies9LiQCjTSdtlyzfoqmYef2ZnE2M5LF+P3Xye2+w5cPTwY4AW7gyj5XcCnNAh0j35ufzT9c0rqM5WD57PCGNOx26\\/BvPRMe37swF8lRr3hbKIntMXUkLKqLo5LI\\/zRT\\/Z1LQAlyd7R1Rm2\\/gwf40nnmVYbOGhgrW5S7N2nHFjHG2t4IIRFdgZEb2YrkAoHuTiR5x9Ng1ESLO5kQKXmJxstOdepje51lRg8j7QtBTYGVrE\\/Kca0wTE8q\\/lX1mnGPqHXyakYKheUV6rl\\/hSyvcMIpgzznn5TUcvgCVBO+C+jwEIFAgTPPPlcN5K08uw\\/hbcok+\\/dm0RX5NRBV2hZ9yqrX3XHh3ZlEsR3ZFKb\\/Im\\/anyNYUAa1+yNvQ87XPCasOoSzx7RLuyS4WQhudehFTNBMlhWADC+e2QbAy86rH3NOoNw6Bwa\\/TF+dbvUk12gHUCSKtJJaT4loYcj8RjntViPxaPLDwbDV\\/qTQEwmhNGVOWTkHcsJuRJT+WVv96DnJrvNao5+50O\\/XAcYzuj+biuaYIT0YsMO2bNRStmX1zJBiByKKb3k15YLkkFLBN+xoXoOy5SOcCFyVzwR6Kz4qsYFuy4pZVbXCf16r7yKpXDZrQse42++LyRJGqbqMPZbmtgo4EXqPfhn5wtHfxavOtLrcbWPfZHW5kCIr2gmKOIaMBn5DY28fMJkUZkHRDhnimFTdtycCkJiSts3erSetTRqq1ou\\/AkmNmOvh030M33UXqaXBBOyO6Q3M0Jw4GeZ5rFflBYLtFBqZQXsxT0290Y3K1xMzN5arMFXpszhn++mtFaXKtoiUAIA6CGNxMDv6GBuuYac9cRrix6vt\\/Ho5zarEJLX8952x98RAwHnr5nalf8P92HcFPz9889cPgKfNY2KkOdULNrXKEb3n0Nhd5jcOARe1Vfim4\\/AHwbo7sHSR57AyxSpzVsJaEcTxGL1cesfwC4YWJ7qNQbrSbgf2lygFer8Qt26V4tB4znI0zwd4o75QUwE4THbE1ALwKp4w7srIJ2+Wm\\/Vy8Y3eaehkLgpAHIhzKjbW1WCRn0QSCl2vkT4sM3vQiw32lk8k+tBYeYly5w\\/XK4AleVxMo5wUDrb6cxQbn7eVpkR0mQnPn\\/oYfn4lki3xWXYB+XuCeUzYpFcOKvFDDVkg2M8h0ingpFglxh\\/Qg8xCTJYu9bHC68qV6n8FHhF5ZWEYs8Wc1te7+vNTP\\/pxOKrUIUL3V5sHQS7mupXJvkW+mjThLI5lOAq6oS1RFDknBvSE5+eX2JSvbxemgJw5W+WmQ57SdaQxYUhOeadujnzsNYBa\\/IbtNi8D6uiv1er5sJTxL0NTfwaMS\\/aJrdt3do5jDMWl4tnCmvyZ0exF1Z1YAW3\\/VLfBSVZAW\\/98BzWHDpYtf33amb1G9KTThQFECAapXPX\\/4zN0ldob8ngqDu5iCm39PSIhi\\/hP0vna87FqksCd97fKFAu+S10wmtUzu2PKC1yP2GFPMG\\/tq4uSveq0FRf7baNPl\\/BNVqBfD+xNaIsX0Uq2yj+i\\/CTSA7Q8HseUc+YHUfUh46sDYVFbRnlUQlYGO2REDJ8nmPuqXjn\\/IoZCKOwdncR7Obh6DP7KcAOBMuCdi\\/dRnV8igyH8rBZUE+ZjAE+Jpb7Ntm7OLjOtUoYqrbZ1Y6TAWONU3U\\/z1ULHAy0BaS28y+jIDEbNgAPHvgM6fz8GbFhU3ZFNUYBIYmldaWtrDzccXItU6FDrb3o6+6ROL85zlqHXC89rU1apmdOfqnNsGikFI9EoIZRlPjJiGJdlBHfUdepVZgbRZtxbzBBGL7P94HQ3K+6N9R3EIh4SsLr\\/JMT42Exu0P75QbtofIQ2PTxSMBJEA2f2pl7tpXJShL1vVqb6tPynA28N86Eu89KrlrqaWOLKk2r5XWX82Xxd2csaO6XPJV3+37zH8k6618KkkWv6CxYFDjTD4LCrOyEG+eLpRNPezbGni0NkFCNu3kv0qr3UVBLEVDUOzn51\\/Ea0AErqznAtSkE1nMAAVxnZ6eUPclASdvrVoGf9tTocdB8ZwWTlHPC+cX7TdhP7motq4EWKx0uPQtKQ62tkxngZ5PjmRAxVFb1QbWCBnpbcyxlZBkqKsbEbaXoSfg6pqAtuvctskslSIY0fLCMYzFKvnxzeTscl+KKT91U2J0GoYtby6NBfBzDEG\\/VIwqOTIkuAtXclLAgmakP1YsWE309xYuILGhBeKgLZ2pX6B\\/XMI63hwOUqFeW5s6WAuSlEF4L5C7frJg5aHwsr872fizNEOgtIgMCwqW+JQFRRGQ7mttKM69GjOHZSUqy\\/qwcCruIpJG+pTdqTHj8YZKGYzdf12v9BLrMG+xHDo5krOHfpoouzszTsykj6MTpSvAwUcLc+0ocEQdr6k9s41Tp65978Pczaz3La+4sKpWD4USjdP+fqGx9Mtfer07qBoTP+2l+OEcKhwBgyGdgrCcoSSMWxocbIBF0p\\/H1NNRypgZVuvSOr0t04jBdHy2D5O2EoU0LKrvQFJ8zND4bKP2bkPCrQ6OUCyhkhsyomFQuWPbJexoVyEuMdqc95KjuWmdIyzlrkVn8N81g02EEuQFoVTLtUuMpEO8SkKQadBKCqxQT1Sq\\/1KS4bUjKrpkQPx9nkz7JmJBSk6FXvZBoaHcSYI6fM4cb8resFk3kD\\/r6+ispekdgPKP6dBU1dkku6Ld1NmYf8tELA6pDlXQIUg+n2RCDcLD6ZbLQvRFpIiW5myum8VElLBtdflXseg8uOUDDardT2IxoMHYSiGW+nF1oB\\/VPKSYP7nKjicQeu8AxZrz5IyEMMK3C6CblNFOTER3faw5u8coddZmgrOLJUi8+A+58cCFMxcUEQixp43hi17N2yxDY6PJYOBhGLpyPsVwAQYTCacsx2x8Pg154B5sGTo7tDcmgKJ5rZQslKBQO4SQ09RyefXkH7k5Zwf0Bg7OFjklDDnMq6ivtmDeh+4rKydMrDDP4xA1EkG6YmLuLh6FdbJkL28POnw2kH2MNbZrccVZ3AobOlPWHqRrHFzRI6C8kYAejFKbXd7ILqrVAltbsDJ52s5zzNaJEEh+KWW80LK\\/snjsX0OFoQrfwAosdLBvBrSluhN6K5fAMr2RGkxWM9FC0+Jv\\/DhpNr1LU7EOCzfEvUi+\\/6woohOTsmf2LEw4LzxVYDJYZ\\/CTinwMWrK4qCb6Y6CxYtVatBaz9jJr8Z0yDqWMi03ZxRZxYxFrnnBFXL5mYKuPyKnCxNNWV9ykYVtEmhdg6K8mko9bvALl+Xeve8hOiE6y4rgSp9j0mWHlbueak8nYMhqKYS+E8vLIOWcKofi+8lkZZhaEkrpQN2CBTc4EO6PovAMktD8o5yXy6j5jCk7k\\/B1RIBVzMMOu2GB\\/o\\/GFFY02tfAmkjJEVJJYa0J3L3sv\\/lAfuKo+XQPsOwxOQOPJ7sguybzZI76DLiLQjkD00cBAVDLkix4O4Tne5q4FIV0kOvHe7t08+Jmya0c1sq115zmi8IwhH\\/pbiONInXI8ozHZ0rLhEuhWj+3G8rxGxFukXUOAQL2rs40UwDVQf2T6Hd0MaxF8M\\/zaubRv9vXUh32cwQNWmZBMdCifrcr4RkEtEjdBF5ESlz82jTQKGJySzfBV9PMa6HVMM9iveACpHlxlT83lmUHabGtKe9iDc4kKgwL31B8Z4d42Cflfn4rdX3TbSSv0OTDsllMR1msrMRfa\\/j\\/JH90b2xPF+60EZlw\\/bAopKgr6IGf1LjmGx7y2VqsKcmb3mm8kvkcE54pgFiB3H\\/KHyK3djbTMvd4iYPu\\/mYGw6zQhVAPdePBaLAJW7KcW44X4VwnUkv81O\\/tS9kXiRwbRAk41ftTFOzUSDZrAFRLCpLD04T34eW2lrVGZeWOinRb+X8kaRNFoL3ju6p3H4AhpyKOO423iQfOauPigUqKXGTA5v\\/GwVtFGUCO+toRb\\/P1nDJfaeIoVxAHVZ+G6STG3c5u+zJoNzkdzgMkCRP5skuLffLE4h6\\/lLWdYDZRSEfnGV1ksf5qG+A0teQhQj8zQgsnr0y678a9RgIgb5VHHc07k3w6mE8Elxm7WcszDE5TbvUvM\\/E9Mxh2I0Ynje+1cBEjJWGBBkPmlWyeZtCmZPpa7H93ExuEJKOO5vrMEb5v+aHwHXOWWVAsTLPWbCagVMg11UqmM90B4bWdxt4FhuJ80bWFcFwPvkQq24CWhh1poS6SS6BfaDTT8MzjxeErwEKKmYDrma8LXEPAwHIcXxlu3VMZGPxrUCW5sjsYgogkt8Joh1hBR7t6iu2yhrfnlsyuooAUbiwjQbzKqRGAF\\/NothKHktC5xQaampdrzYvq1HCmkSdbVzegOFVrjB9ePYPdoETDQ6uybVkZoHD3JvFLzXdxzNx4vw6s2wSS25by0ilNk7rp0CZJj7nTOYWlz3iuDDYk\\/ZV3y7OrQarbLpSmGIpJBCpFa\\/FLGHjKMdzvodlxYd0IMYC8wN5t3VYpG4Kl4ChAxLTaooDsQLy3AHcJduE7yrdl4ZxNh1jWyelBvbmRbQKcj4NBFgYZlGQFSaBQjxX847Wn4Cm3eH8pxUELEt3dpteUvTsU2Z6cPLapPffJS26i6WyEL5bCIYDqLxYvdmWRaNQ7C+CTXJWGo92I3AOPrYUEpJBrKgww3\\/BzP84OTjhVWnu7HmGKHTnTEo3Qv43aqKXQqXN+kZoIXqGs8SN0R1dpjy9XUmoDpoJen8S6jE2Vu58fQb15rYpmU69wfphiA6hgc1DL0Aiw8Vd\\/F3XEJsBviHUp\\/S9ehtbj8yj0EHbSZsbuBP5gwNwYyUcV826qpTkQZLU5Mpq\\/MKGp1fb4VuXJznscIsZFDiKR8POP0fuWSB+FATRUPvdaWK2osBQjwr9KTkG7hziAApFEPHNzRp215+NfoxGtfKA\\/XO3LBefYynP+9mDYpY+NOchkuPaPTPQwf4VRUisgI3+t+MqHLCmQbOkfApFaPXtFvASG+V4XqEnDIi70MHCOaG2Ac4LqwtMVBefxEwyh4Irt\\/T5TIWxh5ez68v+rLToKHwu+8tTyEnlEzy1SR0rkMNLPxx2LxNbut\\/m1dmBwCCQ7\\/ceglgXgoBxGIKFXCG\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 128,
        \"value\": 129
      }
    },
    {
      \"type\": \"int\",
      \"data\": 10
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 131
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 100
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        132,
        133
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 134,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 135,
        \"values\": 134
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 136,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAAIAQAKAAAAAAAAAEAAAAAAAAAAgAIAAAAAAAAM3OaNu8nPSfTjaj\\/d3xGmYSOXs6wNPUw9Ii6qe8yInN3Oc5UJTiJpOTB9EHtgxTdSwf9qp20kQDGMY2xNEv0MP4voIKAzvGV\\/QlMc9o8Rl1p2FGlU\\/HINB9OjDkA6SqsxAfpropNU8+5HJLnpi26VMrGczhgPQ2YBTVBM1v6erhTjOPkvXjqc3xpBBKa3l0TqpPHUIaybjIX6\\/VQpP+ZxFzXuKCk96rIqlU77jlk8E5se855D1AdyFD\\/ufNZaM\\/OGOejcvr+L1z66Sk93Ai60jqC6wYodc8TH1xp0IG4Rc+1INQaRJOTvPxTX+0iHd7hu\\/NYESHIUETEjAk1QNMC1SWUPuAZ2qwx7ThAt8PZqQ4oWRy7Vpl8gDV+08ncpuMNSoJ1w4bNZOuZssOX3pzojEwnlw8kSF6GZmjPHbBN4ZQ8uQvTb6lfOpcceeXOlGKPHfglPx5g48eKWWCofxj\\/adUb0ft9UsbXlSTZX\\/jKSHj6nNQhFYxUP5Ic861gNRlwmyX\\/ACXw2ZzhcZ9U2hYKkU6ykY9Y7+\\/8mq36dWHVa2CeBaF5VcmzpE11mDqIl9QU4IklBYk7kR5PxO\\/kzhhfgaHD+wdtXOVAZAtYUefja18RzurS9UZWzXsHqK+Vm\\/ULZ4aaXsHSSxo\\/M\\/7sXqYe5Z8hWhkgQQQnxk93laf2GogkxXiU9MVeK1gR8zW17ZHT4v+XROlHZs2NlHfJ9Vw885LQrfjv\\/nr6pqIjStq4iT\\/rig4X1AsHrUlTZOt0Rogqe4+IOOEEN3mWHu\\/s+sUEwaR5ZV\\/SusaJ1Updp9NhTJgShwca+vawSBaWvZDJHCLtBrxTUXOUxw8DsvPiWh6CV\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 137,
        \"value\": 138
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 131
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        140
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 141,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 142,
        \"values\": 141
      }
    },
    {
      \"type\": \"ir.PrimType\",
      \"data\": {
        \"span\": 1,
        \"dtype\": \"int32\"
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 143,
        \"dtype\": 144,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAAgAQAKAAAAAAAAACgAAAAAAAAAf58AADzS\\/v86Vf\\/\\/fqEBAHK\\/AQB8jwIA\\/c79\\/1a1AQCJ5\\/3\\/mZv9\\/w==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 145,
        \"value\": 146
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 50
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        148
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 149,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 150,
        \"values\": 149
      }
    },
    {
      \"type\": \"ir.PrimType\",
      \"data\": {
        \"span\": 1,
        \"dtype\": \"float32\"
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 151,
        \"dtype\": 152,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQABAAAAAAAAAAQAAAAAAAAAl589NQ==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 153,
        \"value\": 154
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        16,
        26,
        36,
        47,
        58,
        68,
        79,
        89,
        99,
        110,
        120,
        130,
        139,
        147,
        155
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        156
      ]
    }
  ],
  \"metadata\": {
    \"tvm_version\": \"0.27.0.post1\"
  }
}""")
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 32, 32), dtype="float32")) -> R.Tensor((1, 10), dtype="float32"):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 3, 32, 32), dtype="int8") = R.quantize(x, R.const(0.031480565667152405, "float32"), R.const(6, "int8"), out_dtype="int8", axis=1)
            lv1: R.Tensor((1, 3, 32, 32), dtype="float32") = R.dequantize(lv, R.const(0.031480565667152405, "float32"), R.const(6, "int8"), out_dtype="float32", axis=1)
            lv2: R.Tensor((8, 3, 7, 7), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][0], R.const(0.00064935546834021807, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv3: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(lv1, lv2, strides=[2, 2], padding=[3, 3, 3, 3], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv4: R.Tensor((1, 8, 16, 16), dtype="int8") = R.quantize(lv3, R.const(0.0079576205462217331, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv5: R.Tensor((1, 8, 16, 16), dtype="float32") = R.dequantize(lv4, R.const(0.0079576205462217331, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv6: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.max_pool2d(lv5, pool_size=[3, 3], strides=[2, 2], dilation=[1, 1], padding=[1, 1, 1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
            lv7: R.Tensor((1, 8, 8, 8), dtype="int8") = R.quantize(lv6, R.const(0.0079576205462217331, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv8: R.Tensor((1, 8, 8, 8), dtype="float32") = R.dequantize(lv7, R.const(0.0079576205462217331, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv9: R.Tensor((8, 8, 3, 3), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][1], R.const(0.00092520640464499593, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv10: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv8, lv9, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv11: R.Tensor((1, 8, 8, 8), dtype="int8") = R.quantize(lv10, R.const(0.0047101369127631187, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv12: R.Tensor((1, 8, 8, 8), dtype="float32") = R.dequantize(lv11, R.const(0.0047101369127631187, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv13: R.Tensor((8, 8, 3, 3), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][2], R.const(0.00092746521113440394, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv14: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv12, lv13, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv15: R.Tensor((1, 8, 8, 8), dtype="int8") = R.quantize(lv14, R.const(0.0048214476555585861, "float32"), R.const(-15, "int8"), out_dtype="int8", axis=1)
            lv16: R.Tensor((1, 8, 8, 8), dtype="float32") = R.dequantize(lv15, R.const(0.0048214476555585861, "float32"), R.const(-15, "int8"), out_dtype="float32", axis=1)
            lv17: R.Tensor((1, 8, 8, 8), dtype="float32") = R.add(lv16, lv8)
            lv18: R.Tensor((1, 8, 8, 8), dtype="int8") = R.quantize(lv17, R.const(0.0098930848762392998, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv19: R.Tensor((1, 8, 8, 8), dtype="float32") = R.dequantize(lv18, R.const(0.0098930848762392998, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv20: R.Tensor((16, 8, 3, 3), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][3], R.const(0.00092790822964161634, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv21: R.Tensor((16, 8, 1, 1), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][4], R.const(0.0027648468967527151, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv22: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv19, lv20, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv23: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv19, lv21, strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv24: R.Tensor((1, 16, 4, 4), dtype="int8") = R.quantize(lv22, R.const(0.0045693377032876015, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv25: R.Tensor((1, 16, 4, 4), dtype="int8") = R.quantize(lv23, R.const(0.010989626869559288, "float32"), R.const(-21, "int8"), out_dtype="int8", axis=1)
            lv26: R.Tensor((1, 16, 4, 4), dtype="float32") = R.dequantize(lv24, R.const(0.0045693377032876015, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv27: R.Tensor((16, 16, 3, 3), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][5], R.const(0.00065560929942876101, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv28: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv26, lv27, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv29: R.Tensor((1, 16, 4, 4), dtype="int8") = R.quantize(lv28, R.const(0.003381282789632678, "float32"), R.const(-9, "int8"), out_dtype="int8", axis=1)
            lv30: R.Tensor((1, 16, 4, 4), dtype="float32") = R.dequantize(lv29, R.const(0.003381282789632678, "float32"), R.const(-9, "int8"), out_dtype="float32", axis=1)
            lv31: R.Tensor((1, 16, 4, 4), dtype="float32") = R.dequantize(lv25, R.const(0.010989626869559288, "float32"), R.const(-21, "int8"), out_dtype="float32", axis=1)
            lv32: R.Tensor((1, 16, 4, 4), dtype="float32") = R.add(lv30, lv31)
            lv33: R.Tensor((1, 16, 4, 4), dtype="int8") = R.quantize(lv32, R.const(0.0069390111602842808, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv34: R.Tensor((1, 16, 4, 4), dtype="float32") = R.dequantize(lv33, R.const(0.0069390111602842808, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv35: R.Tensor((32, 16, 3, 3), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][6], R.const(0.0006561123882420361, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv36: R.Tensor((32, 16, 1, 1), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][7], R.const(0.0019655420910567045, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv37: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv34, lv35, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv38: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv34, lv36, strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv39: R.Tensor((1, 32, 2, 2), dtype="int8") = R.quantize(lv37, R.const(0.0029805575031787157, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv40: R.Tensor((1, 32, 2, 2), dtype="int8") = R.quantize(lv38, R.const(0.0052950484678149223, "float32"), R.const(-22, "int8"), out_dtype="int8", axis=1)
            lv41: R.Tensor((1, 32, 2, 2), dtype="float32") = R.dequantize(lv39, R.const(0.0029805575031787157, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv42: R.Tensor((32, 32, 3, 3), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][8], R.const(0.00046384698362089694, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv43: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv41, lv42, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv44: R.Tensor((1, 32, 2, 2), dtype="int8") = R.quantize(lv43, R.const(0.001115641905926168, "float32"), R.const(-15, "int8"), out_dtype="int8", axis=1)
            lv45: R.Tensor((1, 32, 2, 2), dtype="float32") = R.dequantize(lv44, R.const(0.001115641905926168, "float32"), R.const(-15, "int8"), out_dtype="float32", axis=1)
            lv46: R.Tensor((1, 32, 2, 2), dtype="float32") = R.dequantize(lv40, R.const(0.0052950484678149223, "float32"), R.const(-22, "int8"), out_dtype="float32", axis=1)
            lv47: R.Tensor((1, 32, 2, 2), dtype="float32") = R.add(lv45, lv46)
            lv48: R.Tensor((1, 32, 2, 2), dtype="int8") = R.quantize(lv47, R.const(0.0030062505975365639, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv49: R.Tensor((1, 32, 2, 2), dtype="float32") = R.dequantize(lv48, R.const(0.0030062505975365639, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv50: R.Tensor((64, 32, 3, 3), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][9], R.const(0.00046396662946790457, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv51: R.Tensor((64, 32, 1, 1), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][10], R.const(0.0013905542436987162, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv52: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv49, lv50, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv53: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv49, lv51, strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv54: R.Tensor((1, 64, 1, 1), dtype="int8") = R.quantize(lv52, R.const(0.00067347765434533358, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv55: R.Tensor((1, 64, 1, 1), dtype="int8") = R.quantize(lv53, R.const(0.0014234634581953287, "float32"), R.const(6, "int8"), out_dtype="int8", axis=1)
            lv56: R.Tensor((1, 64, 1, 1), dtype="float32") = R.dequantize(lv54, R.const(0.00067347765434533358, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv57: R.Tensor((64, 64, 3, 3), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][11], R.const(0.00032805572845973074, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv58: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv56, lv57, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv59: R.Tensor((1, 64, 1, 1), dtype="int8") = R.quantize(lv58, R.const(0.00017274738638661802, "float32"), R.const(-6, "int8"), out_dtype="int8", axis=1)
            lv60: R.Tensor((1, 64, 1, 1), dtype="float32") = R.dequantize(lv59, R.const(0.00017274738638661802, "float32"), R.const(-6, "int8"), out_dtype="float32", axis=1)
            lv61: R.Tensor((1, 64, 1, 1), dtype="float32") = R.dequantize(lv55, R.const(0.0014234634581953287, "float32"), R.const(6, "int8"), out_dtype="float32", axis=1)
            lv62: R.Tensor((1, 64, 1, 1), dtype="float32") = R.add(lv60, lv61)
            lv63: R.Tensor((1, 64, 1, 1), dtype="int8") = R.quantize(lv62, R.const(0.0007180988322943449, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv64: R.Tensor((1, 64, 1, 1), dtype="float32") = R.dequantize(lv63, R.const(0.0007180988322943449, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv65: R.Tensor((1, 64, 1, 1), dtype="float32") = R.mean(lv64, axis=[-1, -2], keepdims=True)
            lv66: R.Tensor((1, 64), dtype="float32") = R.reshape(lv65, R.shape([1, 64]))
            lv67: R.Tensor((1, 64), dtype="int8") = R.quantize(lv66, R.const(0.0007180988322943449, "float32"), R.const(-128, "int8"), out_dtype="int8", axis=1)
            lv68: R.Tensor((1, 64), dtype="float32") = R.dequantize(lv67, R.const(0.0007180988322943449, "float32"), R.const(-128, "int8"), out_dtype="float32", axis=1)
            lv69: R.Tensor((10, 64), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][12], R.const(0.00098371168132871389, "float32"), R.const(0, "int8"), out_dtype="float32", axis=1)
            lv70: R.Tensor((64, 10), dtype="float32") = R.permute_dims(lv69, axes=[1, 0])
            lv71: R.Tensor((1, 10), dtype="float32") = R.matmul(lv68, lv70, out_dtype=None)
            lv72: R.Tensor((10,), dtype="float32") = R.dequantize(metadata["ir.GenericConst"][13], metadata["ir.GenericConst"][14], R.const(0, "int32"), out_dtype="float32", axis=0)
            lv73: R.Tensor((1, 10), dtype="float32") = R.add(lv71, lv72)
            lv74: R.Tensor((1, 10), dtype="int8") = R.quantize(lv73, R.const(0.001256199087947607, "float32"), R.const(14, "int8"), out_dtype="int8", axis=1)
            gv: R.Tensor((1, 10), dtype="float32") = R.dequantize(lv74, R.const(0.001256199087947607, "float32"), R.const(14, "int8"), out_dtype="float32", axis=1)
            R.output(gv)
        return gv