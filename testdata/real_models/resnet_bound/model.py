metadata = tvm.ir.load_json("""{
  \"root_index\": 484,
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
        \"dtype\": \"float32\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQAIAAAAAAAAAAMAAAAAAAAABwAAAAAAAAAHAAAAAAAAAGASAAAAAAAAWxyEPFrfTrtg4Ui9Me6SvUm8ob0zezq9qySAvXu3fL0oMdc8GQsHvegHp71Ilo89bhNTvdHCZD2UyAq94tk3vHcMvrx7vnW9CTcQvASohT3OVO88K1dnvXGSjbzcYWk7F3LUvLWiorzQxaA9S9AKvRoxGD0UZl69a2N3PY48N7pGzng7vyDLPLkjtbzXmsq6rSG2vDm8ir3TtYg9AgCePE+Cfj3BbgW9xeowvZcHQjsBbrG8QWYmPdOiO716sDa9fcyeve9anzzNz0a9nNeoPQlGcT0cxgs8406Cu8\\/2Tr33caI8RgMXPU4Dmb2fMos9X5w1PRu\\/Bz19kpO9U3+HvYn7hb1G5ag9PciJPReGfTxNKBA9ODLtPGjqjb2yA5E946IBPXZckD2gr5I9ilVUvU1jt7zs75k9EDCovMYyo72myQA9LodvvQHkNr1Kv6O9WKukPUp56Dz1C3C9xRaCPcIDYj2q8me70dI\\/PCgtHD3fn1C7heanPfmGC71r3bw8P84MvWg5vDuJ\\/KE8WM6mvUdQgj2bajm96+FXvUCCbD1hKyQ9KR2tO1WnXL377Zi9nd6wPAEkiry0eae7P1gdvaqOGz2\\/mX87D5z2PKoVRj1S+lM9X4niPC8jWT1aOoW8m+eRPQEgfj0fwla9H5SfPdzmgTzIV+s8DOaRvUmGnj3fqsa8tutaveJzfb2m3qM99+4XvUxP+7oJ\\/Hc93jzaO2ckLr2LYvq8JCQ6vHCGRL1HRDq9OvgMPNJphb06+FA91qxxvWBHl71oOXq996PauvOOET1uZi89FX+XvXd2Rr3JHI49M0kivRS6m7wU+PQ8uCxTPQJIn70uVRa6ITKmvdcQUr2+xZ09+SS\\/PN0Ecrwc24i9Oh8VPN3yET0B3ba8RxWFvZq4Pb0lepo8GsqcPWZXADyGejk839WZvUvzij2rot08JbLevLllmT2Not+7RLqPPXM2gz0ji009gbErvTsTTL0upTA9omkiu6XdPL0jdpU8ZYDvvBGlmD0S7YC9PKMDvBB9oj3f3Dy9ZA6YvU7CX70UEGk96fLhPJXSlDy4CFC9xJmzvNduwbj+KM48KdByPZ2oe739QjM9gPJ9vdSnjj0zCym9YJh7O\\/Iii7xjG089YDSfPCSjYD01oUk9BzSdPYU+n73rFT69kiqSvUJenL3fkiG9koxKPAVUWT0AV5u9IaBZvQnRdb1TBsA8gA1PvCQcG72l3aQ9lR8qvZIrvzwsoRI8Ywr7vL\\/cJj1OL3e9v4LvvDYOlT2pJ9A8IO1qvewGjjweutm8UJZ1vcglST2D8m49CFsUPQPaYT3o7qe9toqgPRLZQL0mjRI9nqxIvbp99jx9S6S9ptcVO81CVT3V77O8HP1lvB29cD0hvO+8HDKMPXF6ubuXtAQ96FALvW0WZ72KE0s9mx1fvbSRjL0A45K9QjSTvZ7mPb2fWhg9v+ZCvdE0nD31IYq9ojhYPHLtLzxc\\/jq9zO6ePYPvpL2as6I9FyuQvTMsoLyLpm09fBPgPLBhM71XttG84mlFveUCKz3QSzk92Io1PPyyoTxyY2O9KSacvRQ7Pz26vaG81wRZPeaPTzyc\\/uY70hHiPHhKgLwdj5Q81rKWvWr\\/A70P9t+81mONPeDBVL1NEqQ9eoAIvfdROT32BQ29\\/tNOPecJM704scy70HyCPRaVaT05Re68\\/H78PHRH3zwS\\/KG9q6eDvRW+Dzwa+8M82L+YPdj4FL1Si3i9XcxbvUJr+zwmZxg8rmp4PL9cTj2UN1E91pQzPFN2AD3NYKM8MQaUvZcbA71ElQ29jZ6bPFUEnT3K0TO9iZFrvd+\\/eD2cbYU9wfODvHDv6DyH8Wq9v9ZYu2wQibz64re8A3kavWzQtDzn99W8hT4fvQP2AL1\\/f9a8fftIPUV7kT14yUk8u3M\\/PWpQBb1saVK906E1PVtZiT0Xf+o81+yNvUrnVL2\\/D528CEigPWFCQL15XwQ9pjLZvAjX7buDrGw9TpTwPH2kOj068iG9Xgj4vCB9HT1L3T+9s7KJOggBib1NBoO9M\\/cJvRwxlz2K+IG9w2PfvLlb1ryMcbc81BNkPR2vlr19HR29NuWwO4xtQLyQwko9qoBsvVVzm72qB888KuuWve4vFT2gGlO9bIVSvZoSRT1NU288AF5pPWN2RL0w5CI94ik2PayqLD2Ue1+8qam8vJA+8bz4m0g8z7FlO7EmvrzaYoI9y6FYPfJ4kb0H90a9vl+ovXWpSb2ofnS9MZKGvYPzHTxKlk+8\\/ZMyPf49jD2OTwG9HQTEPEkqaL1u1So9+\\/yfO9NUjrv8h6a9sEEHPb6ElLvXnis99bXHvBjkS71orQi9EauVvEGQS7yxBoC7LcTRPB5yEryR+3+8aGDkPApphT0Rooi8QrKnvX2YDj3ZRWM9aS9NPM5Npj12dHe9T0+bvCO6Bz0PTQQ98HuPPaWGdj17Rzw96kzFOjMhOb3B3eo8i2MTPRHAmb2fry290I9kvYqtTD0L2J69HlSTPevBuLzNpL486ZVyPV3WSLyxUR69Dtb0u1m2Lj1\\/HcQ8k8c0O41boL0CW5G8UpCaPamZv7w5i2A8EjJ1ve10Db3Ks1C9utqUPXVUGb1HtpQ9tYhLuicymb34\\/pM9yK+ru\\/+dcLuQJPQ88GCWPb9jgzw+NBq8BLCkuwtWKD0oDKy7Qhhzu4e2Ob1SiA49sGJrvcCvlT2kfpw9t+5uvfUHBT35zh28WYJ3PeUTJ70GYES9D1QtvQeP87ya6Qo859J7vQrxtDxyBF69sMS3vM+PKD3X0JW9AaEwPFunhz3MyEI9WbxXvenfcT2+lH48Mf0svS6VRD1r1yc9X8+oPYo2kT2BO5s9Cxe7vJFheD2\\/N688uuagu35YLD0okNm8afyAveP1TT3idBC9SZCMPRMXm70STDo9SYiyu5pNrzq2AdQ8Jez5O40SgL0NJpa9CHhJPT1HtLz9ENq7YfnTPPTLC7234yC9bohkPMtzKbgvQAI9H2xOvfByQj3cTru8WjyXvZwaYT2m9dA8WCQDPHn\\/ETxkaWI8oqywulzHTr0sJBc925\\/VO6UUBD2+rEi9IzpEvPKkzbxEqP+8ymWBvazpAz2yB6U9M6mEvaYsN71gt7Y8HYhCPa7kTb17tZU8t+QQPesdjz2v4pK9\\/RUVO4ZUCjvtVps9bTx2vE9ql7vJTFS6o516PeVqj70M4aM9sNIqPYPGkL2dGVs9TNzvPCEwmr06ixc98LLavBJihz1bKZW9+96ZPEKw97zvtvg86PoeuuB2FL0zz249ufSSvGGzyrw5C029GCIyPTmjlj2jMZG9AIZevYSCjjuKgUo90QQNPaFJmz1cnk49ZwIAvY81Er1C8Ay9u2K5vAWP67wY+N084IZVPYSvcT2qi8088Z+FvXM1hzxnMZC9SlwLu3jUPzxclUg9gDf+vFiZET3+ipY9jlIHPSZKjD0kIEm9u4r6vGf\\/N71c0J89uCRcvQBeXz2n33q9ZYr+PG\\/xaj2pc1w8FOzoO6IVdD1fWoW9WVrYPGxcJDwtqm69\\/1Q\\/PK\\/Waz34vy+9iq22vA+oHr1qxCY9N3INvffOTTzvs9a8p5URPCMIKb32zgq8m5Q1vUQdEb0eHUg9FV2ZPWX5Ezz0HJC9VRM4PL5tF714D+U8uRWsO0m1pT25ohe8uKmVvfYwczxaEKg9u+sePMN4I70LOZw9IxyhPeJ\\/eb3K9VU9yvCjPN7FS71EaBa9SjmHPcBlbj26vFk90hvoO1kJNz2POIQ9CrZ5O0i9Qj3P2QS9pvehuk1\\/mT2JmAC9TNKoPBR0lD0LvTY9mydDOxpVvLxbWVG9xT+EvVywlD0bUaC9Y5FtPRdADr1WNBC9iFjtvA29lr1yKXY9flJ0PQsYV724aZA8OM6ZOxu7hLwhn\\/k87J\\/vvIFtnz20Q2A9wizSPFa3yjx\\/DSa9hgQ7vGaCaj2NaQC9AUIKPauSkztbz7O8c1W8vHo2iz39KgW9xQRcvXcjpT3\\/d4m885COu8vO17x9IDm9zGhEPT8vpzwtFAC8BA0FvYwqmj21OUY8\\/lhzvRWcYT1gt9a67LWPPS9qHbyoF5G9UYMfPX7FsTx1J6m88azru407h70hI5w9LagBvdfxr7x1UJW9SdwevZQQRD3Rmho9PgkRvc7z7Dv0xJy9K6NJPZ3gbr1MHZ69HMJ7vFLHWz0Z4B09MsqxPCPuW708o1E95YdYPEvaM73IrYS9eE9OvIYXwzyZvQM92TjjPOTjM7xUB4G9MQX4vA39Ib2x+0G9Omt+PbJGh72kBO47qybTu\\/uGITsIaqq86yWfPIbzzTx\\/4nO8r9IgvGjnpT1m2n68HFJLvaULTLwOXpC9JNvpPBiEJz2mP0C9WueDPYz9gT0EmEe96AGBPW3XrzuYtgs9weEWPeg7SjyAEkC9JnWlPawTQjz+lJQ7XuEgPMtikj2HbWY7KyBCO19jXLz+2qe9TVpsPf0E4zy38E48iHxEPXkkGD0t3mc9BVQwPUYOhz31XAq9ArZmPR8jbD1NpAG9iupnvKc+ej2\\/OYC79xxiPRGHlj1tMIC9TQfRu6Efkb1Cmve80dY\\/vN9uk71hjI09AhAkPX\\/+bL3kGom9vqZFPcd4Ej2dPlK9JJ0YvcEaiT3eOjc8AENNPTwrTLxEgY693gQJPek+dr1Is0I9BchnvVsGpD016VE8xS6HPJPntLuF1oE9w+PyPOJnQr2S8Aq9U3UCvC35ij3vPIe9+zeOvSPnhj0sw\\/a8Co0iPR7rlb045Zm9+vp4vEqF3DxPUum8eQDjvMECbj28Vp89AImzvDU+lT0qyvM858OJvfzSDr25YC678xWnPWByhTxyLlc91lqbPXgJAb3WUnm9HEksvXfRZLz7Tl09PDszPSJCzbovKoe9aFFnvb8GNj28FpO9WSHiO3pKfL3PcZg97CTkPG\\/FnDnbO4u9HG4TvbQYiT2+dXi98v4zPe2vQb2mDDW8sjehvRcosLwfi1e9vrOZu7Nkaz109Ha9o1Cbvddzh70h6Jq8vRehPBmVvbyfqJG9A2MCPSLQWrz2Nri6ILMsPUF2hr041aA81qNJvVzRhb0i7SS5kz5GPeypnz0zAAQ9tsmyPOVz4bx2ZVs7dlIsPUf8Y70MlZi77iQoux8OLr1NU2m8qhp6vev8ZjxzeCw9MzCVPU32\\/TyXJyY9JWrMPIRNVjwGcl28q4VLPf8Lpr286II9yMqgvZRNBT3LXyC8lRJGPaJmoz1s9r082HJ7vCktor0KCGM8D2mcvGES2bw3XZy9YRLBO1BRRzwkt4U9wYuSvUfOpbwp\\/ss7Yz30vDOefr14U0I8UT6\\/vFzT7TzKmiU9uQuKPZh7nz2smyY7QYlhPXxMQ73egyo9Xck\\/vY44STx4hBu8n3uRPWSrzrpZXpe7PX9MPBUtFbyO8Y29xFNzPbqip72m\\/K48IsDgPC18n72h7Te9h7iQPVWOC72pgbM8gwunPcqEgz21Kya8JLCPPEgljbyrs0S9sTqYPDZLmb3x8Po538WzvDY5ajyMto08FiXYu4gsEbyKTEc9I3muvC1zqL0EgZ88KXV2vZnYVD2r2gW93I6YPS1LCz3z4aU9oflvPe0QRD3XpX89yZGcvRcYYj2LpFc8nU\\/IPOx5lz3hhiq93ncLvZBbYbx8bCG9LR0xPJJHhj2urXo8t1kfPNbF5zxZS3Q9ReArPdaPmb3PHTk9WiSBPXlN37zGb0+8TdqAvfN1Fz2BneS6Sq+fvaT6lL08ug+9Lv0gPWfBcz3klHu9WgOePWpYNz2PrKW9l0p8PfIVSj0Z42s9omD5vBigMLvuNCu95tnBu8i9bL15o309wnI7vaLPeDxMZr+8En0EPUMJh7umF4+9i90evA4+d72Ihdo8IfpYvKmFID3gkMi8EEIVPcJFiz2YdZ89WEpEvKpp\\/zw+vzO9mLx7PfHQjbwUsKG9IUcQvRhoNz08JhS9KqqlPV\\/uir0kIIy9RIWTvXZ2hT3QIG+941WYPIF2Yrz+A6w8e4qoPASco73RfK084wm7PH0IUj00mzg9Owq5vKmE0rx4vg69aOOavLeoVj28ApI9fBmlPeQ\\/BrxjS8W8J82LvQIx7LyUpQQ9RyuNvYvSRjzJpvg8t3tdPOiR6zxL6ti7BlftvPzMEb3XMAG9WJVyPf5eJT0la1I91yg2vZBSjb0CJxS9mJ3aPBAYfL1ncAQ99BSEvWs0pj3uF4A8CTbtvL4por1wR\\/A8TMw+vdPphD2rxZ09\"
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
      \"type\": \"ffi.Array\",
      \"data\": [
        17
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 18,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 19,
        \"values\": 18
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 20,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 21,
        \"value\": 22
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
      \"type\": \"ffi.Array\",
      \"data\": [
        24
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 25,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 26,
        \"values\": 25
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 27,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 28,
        \"value\": 29
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
      \"type\": \"ffi.Array\",
      \"data\": [
        31
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 32,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 33,
        \"values\": 32
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 34,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 35,
        \"value\": 36
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
      \"type\": \"ffi.Array\",
      \"data\": [
        38
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 39,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 40,
        \"values\": 39
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 41,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 42,
        \"value\": 43
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
        45,
        46,
        47,
        48
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 49,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 50,
        \"values\": 49
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 51,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQAIAAAAAAAAAAgAAAAAAAAAAwAAAAAAAAADAAAAAAAAAAAJAAAAAAAAWHCvPRim4T3GjVa9uvDmPQCvIr0QAL099eNuvfQXuz0R4Rk9RY4JvQYyMj0illo9tQikPaNFhTwl6Ai9j60yu+HvIz0eTOY8q6ttvSAz2r0mr1u9HLddvfoo4z3l4OC9sMpXvTpjCjzBSDk9d3e5PTXR6TxBcu89c8i8vNVr67wC87U7JP6lvQbmpL22yoe9OgXyPAQDfz2whTS9pFS\\/vI3+Mr3cJcM8ffrmvR6SAr217eC71YlvvfPtPz20yKu9h63pPW61BL3eUIs9ElEFvZfEbT26R969aH0sPWC66jwYs3W9bc9NPUJJ7L3Y7M28kHTcPchWvD0T1887nD2MPPofqzt3pJ89E7uAPb5d271vDfm87bjmPbbOiz2ScpQ8q92GOhPtrj2J6b49DAnZvRaUMT3IYuW9I6+pPdPNXb1Qxwm9gLXjvaT0rL2SHrI993SlPKAVejxFK5S8bRntvMBzgL3\\/zMS98BOpPQyANr2bZ7w8CDOoPfD5dj2LU189M2uDux7lQz0qjpG90ou0vU0OqD0AooC9dF\\/OPFdp6z3XkO07xw1LvEgTXT2h6r08cXACvSF66z3eoOw9UGM\\/PUK3NT3kd789P5rHu3K6yT1nHt28PwPCPQnB3L3Ypcw9s6WEvah9hr1LYW+9dUKwvSC0LzxAjZG9hXrFvYdgFb3yEq495yAyvetMgD2cASi9B1i4PZ5c1b2AwoI9Lm0bvfhooL0JS7E92OXLPYPoqr2a1+I9UFyNOuyWu7l0pGm8uZHQvKQ66r1URKm93Me3vVIEuz2Bc4K8if3APd23uT25Buc9WtSYvbWaeTyIQku9O0fSPccuwT1Dr9G98ZR3vVHBCr3LVIC9DhVSveDasjz6yk49Q6uPPZguEj3FBJe8FaDcvZP4Hj1lQJ49Iq7iPbb7xT1xYoA7BmKSvaSOvj0l8549e0c+PQKELjxKqqS9DFifPTlrRzreinC98njfvKv6tb2QSX49JtjHPQ+ZmDyiYum9grahPGVeibxdmz89GUHlvAhejj3TBCs9xfGVPXavgrxnvbk9R4WTvBrBwD0HXSA9QRI8PDb3YL2Ui949oeHqvacwOb3AH0U9K\\/VAvex3oT3e9jW9ILsxPbn\\/Ez0X55G9RV42PRplOz2ubtE9N7fsPWbf070tX9o9ShSvvc2T5b2kNzu8+DjnvVRDgDx+N1i8DVUwvS6PPrzW8es9KBCFPZoagr3fU6U9bRIQvbM+rD33\\/Im9RbjuvQ6wv72jCow8A6EfPdxItDr8bDY8kF9RPRNhy72WzcO9UMmVvBGMZr0IXuW9Qi0vvXgwZ73lY6C8a6hwvcQjxT3wXJA7Y1bRvWVDBDwT\\/r29A61+PWOp7rwBBpq99k+nPQ9U2T3vkrO9mvDOPeDrjb30P5+9RASVPIeCp73ktJi90vEAvcwrBD1WSxk9fsV1vRdkjb2e0dm9bmIevT3mDD1lt0Q9FxPQPcK46zycbU49ht3OPZXU6r2YVoW9nayHPd851D0hU1A9c83evXaTtL2F986928qJPeEOPL29e\\/g8Zg9TPUXJ0b2isjQ94iTEPfRDO7jKR3W8\\/r5ePT+nc71ip749nkgHPFhCOD2jUTM9n3vOPdZm4T0D\\/Es8AaudvbLn+jxW\\/xE98E7hOzwuxj08xpe9rwLDu5lZmb0A1IQ9qy0FPavpvL2jXp69Ac+RvRTZMzz6MMi7aDrvPZrA0z2lUHU9PFPfPeKqXj3Tusc9\\/WYTuRMHjTyKbly8Z6HGvaMLJzyX0K69UwXQvWm+nz2OzpW9P1EUvbEGkb07tvy8yhWPPcgptrzHAOe90OfUPe\\/zlz0tqcO9+dWVPdrpWj1AvuK8nhFCPLjTxr3vBxw9Okg1PRfw5738+Ue9hY4\\/vadcsTzVF+c9Jbq0vW0nqTzYlMG9ni60PbC9Gz13rNm9h6KoPfYXjjwZ1mg8Mi1evd4Wfb1Yo4U9hjYpvS+5z70qocQ8OCUxPZ3O1j2z1Ko8cl7IvV0v7j1mRS694uTGPeGsg73B+8o9Fuu1vP7l271rOqS84O05PQFK0b3rl7+9YZMjvUSaa70oFGi91qLnPa6d+DyWCUe8iiaJvTEiJr2rIDi9laXiPeE7z72L71y9WhjzvAVzzD0QMza9gQvhPXGdv7yw+aW9MEuKvNv33j2w4Ki9NC8UPXWI5TwbQPe8hbmjOumzoT3byI49MRuRPVyQ0D0sVe69DksmPbmfgD0DeoG9r3rtvG503r0+eoS9YXzqvc1S7r25EsM98EMtPTbZ47z4T1Q9Ak6+PDmm6TzNYtY6VEejvQs2rr3PoaA9N+daPOvdpr3Lg\\/C9yeTavWJcUr3V1N49IU2zO13qhDwgAXy9\\/D+0vflCsz020jg9NCm1vevrJT2t5zq9LU+BvNKE2T1UDVU817XPu7AinryS+ek8Uv6GPZJ8bb0s9si8uH1RPdeUF73Bjpk9qk8svVCojj04IAQ6tYKlvXTglb27Yi49Ugv+vBbqADxiROG9LyZCPXaV+buXlo68OzedPZu14T38KMA97FmavA7ANb3jeUI9NafFvSiDsr2ZldG9xG6nPfNIp7x0n2a9i\\/bPPXYTw71S+bi9EfZGPWVewTwFuJe8\\/g6JPFLHmzx\\/xw28\\/rOwPTcNGT2R+1e8B20TvQBNo700Hxq85S+hvOOytz2lmZs9ECrTveGiRjvEW+c8uMvdPYCu6Tx1z9G9\\/Eh2Pd5YYr108DK9leY+PfDqZr1hPkY9wAolPRK6OrwDMta9OyLIPamnzr2sV767+ByOvQOpg7zpGJ+9tb\\/UvWbFtDyn7sS990fZPQY6qT0U7tk8yaTwvTSN7T1AORq9HMjPO0ekYz3Wero92kcWPdBaxr2PqsI8a9+zPfCeer1i2ge9rbGyvQ6epb2dmyK7iFSNvHkyhb2oi5O9hIFCuhwuGT16TJw9ygfFPYBQVL0UxoE9vbKTvRnzjLzwFAC9jWiuPBQtx70cC0Q9EMe7PNtfSTt9\\/LK8dEfhPNDuWL2qYpk9ke79vHDV1Lye5s+9CFUTPagBgbxbApQ9lJ9UvV444LxnstM8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 52,
        \"value\": 53
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
      \"type\": \"ffi.Array\",
      \"data\": [
        55
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 56,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 57,
        \"values\": 56
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 58,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 59,
        \"value\": 60
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
      \"type\": \"ffi.Array\",
      \"data\": [
        62
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 63,
        \"ndim\": 1
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
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
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
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        69
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 70,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 71,
        \"values\": 70
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 72,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 73,
        \"value\": 74
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
      \"type\": \"ffi.Array\",
      \"data\": [
        76
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 77,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 78,
        \"values\": 77
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 79,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 80,
        \"value\": 81
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
        83,
        84,
        85,
        86
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 87,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 88,
        \"values\": 87
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 89,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQAIAAAAAAAAAAgAAAAAAAAAAwAAAAAAAAADAAAAAAAAAAAJAAAAAAAAjjDHPaka5z0bKks9uhFZPSXtlD2woR496FhDvX64pj1LayI9Os4gvRHmhz37kEe9SISMvVz9nr2Pyvu7c9UwvTGZmb1v89C9pDKuPYBUlj2NLYI9ulbPPbkwp72WJjA906OaPfrxZL1BdYG9yl2ePEXktb0Mn+i9mVirvVel5r2LVq89TZqAPNgRsLwUFR+9UBbAPRCwzj3F+q080\\/GIPKHphj0KXsA9MBfUPYVXLjxy3Qa9XTZFvZSCPL1YXBw9hCFnvNVhhb30hJY9f6mDPQaDDL16J5M9SzMRva8dWLx10pG9uUlGPIdXMjuS7Z69fkGUveJ5Kz3BW9u9z0hwPeOoRr1\\/8eC9R7efPbu5vb0sm+u9d8RhPQX6qT3x7MC9bJ6\\/vZij9DzN8du9C1BiPR8CmTwwO\\/E9e\\/LHvRsJ7T2\\/OAw7oSPDvWIRZb07jLO9BtALPWVDxb1XhNE9JXLGvHNwDb3hqBm9wvYVPX7lP703TLI7Vvbhvdhp8jwsnti9a0vqvAb7Zr38IdG92cvqve17uD1GoGu8fWFkPXM6Xb1ZJr29UEtiPd3I1T0oue89+khlPQ+0ZD0q3RK9ZMkevMoLIb0RklI9V2sjPQOooLwvkFQ9ykL4PDCmDD1jf\\/U8SEqtvVwRVD30QuU8GHJXvQNT0L3oK2i9DIDnvdwu7L1TzV29uuCSvAeH0LztGJ29cK2svRCJgb2iuco9HI4CvJkRHb2zJ+u9Q5dmPXnawj3hHDc96BajvUScz7ytLdI9XDARPGKYEr1qR0i9\\/STXvZLtzD3wF5W9NcwEvRjJHj3R6aQ9o6azPHKQu70rC4s7bITcvVHAer3jKLy9fQA2vZ7QaD1mGWA8ZTa\\/va1P6b27nKK86v6ovXJgPDvbtrK9ELuJPTjzNjzFMP68UHg9vcJFrD1ssMO8R6GxPcKFEb1NLAY8Ci8aPX3ckT0jvNY9q72uPQujLL39EaE8orxkvE+3hz3SLq09Mf3cPW0goL2zSi0931Kju0uTeL3f7qE9wSjUvFVkZL2uWkA7jzdbvdN0tz31K4096ytMvPcM3z0D10a9rHLtvFY307zjOls9N8yBvMvOo70hBqe9V1dIPJKYVzz33A+9zG+7vV9VUr2ehu49VPX3O7Q4Q70ttGM8qfVeORcNeL0SUvW85uTgvDf6yz3CTDi8xR07uyptnr3vC4m9mFGhPZS25T0Vlq693khwOz2\\/LD1oOUg9HnS9vWvzyz3W3Cy9NA0hPckPw70fvXS947WAvbd01r3HV4g9xzrvvd7u0z3FAfA9F9iNPafr2T2AhCI9JJGKvS2b6rxa4cI9s7u+PZPdUT3QS5e9SCXTPfCV6j3TqNE980fNvQFyvr04ndo97ZVgvV4Dqz1d9bc9PLSQPX3Sg70uptm9z9A3vfLrnb33WbK9mZ60PV94BL3NMKy8+jJ+PXaFVT0y6M09k1mdvXHG0b1K8PW8yXybvdl7hD2nLZY9WTIDPTf2Tr1s57E81QyhPJoHyb2iHOq9bRTfPYkSbr2Vo8U8wJnzu5\\/9sD2Vud27AmWlPfxLtTzsUwI90XEaPA67sj1uI4E9VbrHvSeb1b1dpcG99pjnPL3rRbsOEaS8dH5CvAhmxDw1lbk7aYncu46i4rxxAtU97ljdPeS2vL2Pdoy9+4i5vMX3Sj2kPGi9WGGbPVWNQj152MO9vHO7Pa8LuT1z79q94juSuzzSZr3qhTe9xlaLPcyQdTwPhKo7pSWNvSdPWL0voU69WUL5POKxwz2KL4W9N+zJvJoY1L2G74O92OIPvEpdx7yZcss8mbJwPauUt70f+M491GY3vQgNmT1mmI+9pn7LvA6qvr3Hgzi9Juu\\/PUDD3rxHM1693VPWvPgQST2TJX49azZ6PQXslbybqI49C+CLPTX74jj9t9u5TgppvM9ukb2\\/BBq7Bi3oPTZvhbwUA3O8sOfmvSdYnL2LClU9rY3MvbCafr2fS9m5R2edvAyfxb2ufZy9RabkPdQT0bxRYOQ9WMRTvDVtgr0MDQk99s\\/ePbIxfb1Fd5e9j6eovcfNsz23DDy98Eq3vbwXBT0eIW08dtOWvYCppztqScA973\\/XPRVKVj3jiFG8LkDmvfPJtD2alY49WNDFvQSOqb2hfk+9tLlDPHJWUT1fo6Y81PSVvFu9xb1X10G97xeMPbanK70W\\/7o9hMDWvdnKnz0C7f6850FpPRZz2r0CvIs9ovErvRilg7zfLbG9n0DEvSym4LvMt8q9xkTsvfCAAT0rIPe8i03TPT7O6j3aXd49YR1SvYoLPrudZCW8Z\\/Z1veEThzr0oqC9X4sQPXXuez3ZyJg8NTKFPaeF6T0ND5Q946IFPTnnirtj2rm7o3FDvAdOeL37MYe9DwJAvGHmvb1wO5i93BPEvG14fzxgmoa9e+7GvN9pg71bGko8odfGvex+yL2IfTe9T5eUPdfA6D1Uk9s9rcfwPWMy172TtDu9MdamvPv7w71kHZI8lJ3gvU1d97wOb\\/68cmSBvSUcnTzxk669lI\\/TPcErEz2NKas9UF3EvBhe9bzLRuI9HgW4PQBa8D1YxrG9A32nvGclLr0OFIA99Z2fPbIduj12T+y9ZBiwPepObL0xqfA9Id4PPLYM770lCHO8KyPgPTTYsb1QfmI9YPv6PF\\/oT70gbt891zhMvR1YYD2CMVW86zoqvU+nib2xd6K9jYpZvL\\/65z0LdIW9ajdVveF+yT0Ie\\/A9KZU3Pdl52jxlq089oHCiPVmcDD3nKjc9E1HbPVCvLLxfBac9O\\/Zju2kizzoYR809GKPcvZulKz0TyQ09odgvvQjXkDxxPs+9\\/8PjPa8Cm73Xv2O9zoHCPYF6sL1RC9U9e4OkPV03DTwX6Mk6VDxLvUTnybxNuQ88dQyhvbUvwj2sQM09Av3xPNwFvj0V8IO9fWDdu9SJ1D0a8Mi9wi1DPGLHFT3P8NK9+d8zO2m+JD2UqOa9M1cbvWP8mj21HtM8F7gqPTUFKj0xaB+8ytaqu5Kt0z3JBlu9gMLnve5\\/RDwuxkG9xnSsvP2HvT1Nzxm9s3itvV6DwD0Cb5y9\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 90,
        \"value\": 91
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
      \"type\": \"ffi.Array\",
      \"data\": [
        93
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 94,
        \"ndim\": 1
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
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
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
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        100
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 101,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 102,
        \"values\": 101
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 103,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 104,
        \"value\": 105
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
      \"type\": \"ffi.Array\",
      \"data\": [
        107
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 108,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 109,
        \"values\": 108
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 110,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 111,
        \"value\": 112
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
      \"type\": \"ffi.Array\",
      \"data\": [
        114
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 115,
        \"ndim\": 1
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
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
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
      \"type\": \"int\",
      \"data\": 16
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
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
        122,
        123,
        124,
        125
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 126,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 127,
        \"values\": 126
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 128,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQAQAAAAAAAAAAgAAAAAAAAAAwAAAAAAAAADAAAAAAAAAAASAAAAAAAA1NzaPZV1Tj2AeRe9CD1svea75jyFOX68vwVEPUO4x71yeDW9GhmnPa7VSr2z8D29yXf2PE0UWD1dJe69hYc+vIyZIT2ikFA8UAMDvVvmhLxefNk9spbbvf97Ez3W+kQ9Z198u2K+fj3bEkK8MAnjvfZ3xT0uopK8e\\/DCPa1gYr1Wgds9XarIuqyOTz1Rbuo9kDNmvdv1qz2HYLg80GQAvYr7nL0bJJK9V765PRSEob1F6yu8nOCOvVCdZL0JEeK785DbPR\\/d3b0e++K8oOsXPYvxObziGqm96OlYvX7qhj1Y89O9ly2evUr4KbxXhj48UTjkvfuvET2h+cw8gW2YPei3Ej1e5t68pmecPeOR4L0Mgs090PS\\/PSenK7102+a8JsVevUv8fD0BcpC999\\/LPX4zTL0fHPI8TkOlPS9ejr2hMjS908UDvQAIq715iey96T79PDDYYD2lQ+W97no6vQFdZ72d0Qw9K1WEvUQBtL03vo29omOCPY5f0D3cqYC9kVxpvEc+R73kX+M9Z5iEPeStEz3Ob4g8rYqJPYK2hDwoIwc9Q2bPvJnWt701Q+29w4aVvWoaKD26Fa29XDLGPEjv4j0TTYE9lfhvvUliVr3hoZ691\\/23vctqTD3PeXE9F2jGPTtLXj2fIbY9hSN0PE8IXrtUtxG9KTbVvX5cv70BTQy9mWEFvGv2zDypAMk83+C6veX3iDuRNoK9aj6mPZPB\\/LxBnMk9gBwePI742D2tSRq91M80vZijEjwi1cI9Bp08vKPpeLvJ+Z+909P1PAUYsj24pD88TF1nPajOmD1owMY9fx7uPRD7qT1YoKo7nEo5O3h43T0eUei9\\/IkdPQOYsT2Hfq49kFnBPeYduL1eVbQ9lE\\/CvKI2x7yUap69LqzivZGSzDz+X4I9l4fYvRVu8TxgJYU84gbdvdhDsT3d2ES9MrVevdXeMD2TrQI9C5aRPQvDZr197SG8weAmPaeRhjswBA09vOeGvZzCh70ZNem9NblovSiQQTpMRnM9\\/PqiPBB1Kr39VfG9B9k3usUS272Yf8y9r7DAPduFRr2EQ7K9wAARvMDXK72is0k9mvGHvY7ohz2mq148qUbUvdj5i71EroQ9izcbPVueHT0QE0o9fxSfPSLOZL3gDuu8zstHvS9IGb0y7cy6UjMePT2plz0oHgW9WXc\\/PQoKP71ONbc8XgMPPY9VID3xNMI9W1J3vWknBT1yAfu8O9WCPTfMvT1OoNa9IdvCvR823rzNeBq9UgvDPdQ0pL0QPgQ9fdRtOyAnp7wJkO89jc1MPGO7YDwt+VQ9NuMCPYeli71QUCy94fyVvSqt2r3ayZC9LPGOPW7pkL1rrKG92IwYvTDn6T2Mw8e96AqsPQpLpb3JR5G9sehOvQKOy70MeY69Gg2xPdga0r00gbW9TzM8PCjihD24NI+9InWpPXmVkr1gwba9UfORvHL\\/DLyCiA889wPBvesPlr21Ipm9oG4WvXGbCb2wBNw92D7tvcAKx73zpqK9JiaEvXpZSL1RxIC8PP\\/PPBS1C72t8NI9P7Znu\\/xGiz0YJVi9XKHbOsISBr3ESgY9UYvAvRS8hT0ao2s9c1\\/LvJayXr1D5K68mB8XvS3aqbzhJ5a9uPvLvVEdmryKuo09yN0gvOB4xD2svb68GZs3PeBaAr2aVRG7am3TPX9XMb0RCK89IHqQPZRZhr1OIZ69UhDNvUI\\/jLz7x689+tCGvTlLyz1OYIC9cyIAO1x\\/5T3T9L28sAPPPVQ4+Txubbe9Al2ZPdEXhr0kunA9OTsoPGLi6DxYCYk9ypArPSufx7zov809OU+bvW6FMb0hWbY8GlBpPWqggz24pQa9jqFBvfKc672TY+69k4GzvMbIsT3q2mI7xZlEvccSqzzmjGK6llbYvW+XpbwBJN88CfaRPYgiXj0o8ig9+RvIPWs\\/rbzx9ru8rIRtvWsqgb3L2ZA9ZFBgPTBoqj3PmsS9YlikvR0L4rwX9m09xkjwva5LN73Wyb083eEnvavZOj1vXfC8VME\\/vR6jg7wxV3E97ql0PPKV1TyHAly93EuyPWTuMj0NhrY95RJpvXzB\\/DwiocY9bdkNPYUEh71lpNo80I7iPap9sT38uq67Br0jPWHEOrwgXI09BNiJPXZ+bz0N6LW7k5rIvcv15TwxC5Y932CYvBQCbL3IAdu94jHRPPJKkj0Qmli9+cSRvVUi3j0bZo29WX5dva2E7D2\\/sTo9uBjRvPKJ5b1lF1G8ifAaPS5HpjxIhUw9hTjVvOvOxr171SQ9nNY8PWpCkL2HUtK7Y5IEPQLuAL26JK69N3m3PWfJub3yjtE9+595PZSaKD2lhWC9mO6XPeoSoD1ebYu85T6VPBSA7r0EmyY9fljxvTipu70XHrm8AhO+PW4DrT3fQPg5f53qvZcjJz0haWE9wsC4vcpIyj0DoRG9OWCKPP5WRT1\\/75Y9zuuYPdIClb0zquk93P6YvaYz37xBZL88ZjzpPdYjAb3AvU89HKt8PevL071JrCi9w8PyvKGqgb10lbC8grKIvaiX0z2zaZ69UquBvRTo6b3MlY88Rf6xPUCpuD3wj749H1YMPbAqQb1wepe9iDAOvX9wyT1vtbk90SSFPYQyNr11Obc8VxeqPMwtlz38F+69ntxCvXJlIz2wY6A72tBTPaclLb2506m8I4GkvcBjPj3dla67q+7ZvNLjIL2j5208ysyHvcy3Djwpzec93VMXvQ1lwLxmlc29Z0KWPYzRDrx7gps9F3TiPGYiuL1wOLy8VJaQO6cz1j2egMk9mW2svWRsvT0a+qq94YSZvIALrL2oLCm91WtevcnqqD0AC869pnnPvVqZXbzmH8k9ev0rvPAEbj2t09A9\\/WHBPaebtb2tdMG98LdRvaKStD2Sq6c9kqMcPdtBDj3qu7g9WcBtvZO4xL1xDWm9Ea2Mu8l2vzxyrDQ9gSGbvEQ8jj3XJ\\/A8gtrJvYqwXjxyss89ofKUvZQ+oL3hojg9s1vcvQi+XLwJ\\/Lc9HSg8vProPD25w9+9yT50vTi787ys2i69XtZxvZFCrDyJtVg9QGisvN10LT1cHUo76cduvUZtAj0vBbC9+Hu+uWF0jD1K8UQ9fEc5vCDWS7yATOa9StPIPRZZoz3RCy+9Qqjquy6qq72viMY8yIq+PR3AGT2sFC+8en2yvEdkrr2ukSc99rqiO9Q+4b0OdHq9Dxu7vUtTBL1XF909rrK5vetsiL3Dl+E94akRPQqOuD0w1kC8yeaQvWY3\\/rwwQ+G9ns7RPXHBL7yANr09XSjwvZ0Q7j378m09W5KwvXAdy70QGIA93f9GPDfzpD1oZ2K9Mv3RvZ6uKb1fL6U9TnhGPTRCND0igda9Qi0NveOThLyxKuw9HXvjvYDU3r0jyMS9Jnukvb3C471YJzO9lsGnPaO1h73YaBo9xFj4vLGnTD3rbky8de+GvQACy70ji8M9MDapu3wZbLwd7Rc86R7hPZderrvMlFU7XNxhvC1vlL0AFWI9Kwu1PTFRMbzN1jW9XrntvVt437xCRpG9SRM9PKiHK72qbko980x2vfmwfT3uXNM9Gp1vPH3OzT2Nv6k9BMsUvK+iWj2fncs9KehVPW8Iyb1oh8Q9qibmvS70aTs+O\\/c7yvVIvGUJeTyj+qy9HphfPApQMDyLOxK9AbXovTK1pj0s+qK9Fu6DPewS0D2AkgO8dpWaPQqYnzwq6ka9H+rmvU9pfrxWjZo9LE5vvbxrvryvlnI9aI28vTPaOz282W88iw3ovJ9H6z2QCZo9yhrKvUWmz7389OO9PlC\\/PdgWsr1Qxqe9ccGDPXh7lb1feyy9w\\/suvaoJID0EdHY9maS2vcZ80z1JYLE9d+7ePVlxlz0x4em98seKPaGqK7yBqSm8+yTIvVrxyj1wbmO9YkRJvRbr+zxXbMg9Gfl9PbUatL0Ab\\/O8DwAZOgVs7T0Io4M8yziQvQZXojhLa6I9ApzfPFwIYb1RjvG89kQFvQXrgb2vXp49j3ivPdZK+jy7JYy9GlM8PchFLjzGMdY88\\/zIvcGL2r2TfP086ephvWvjiLwYySs879ekvdnE770pCnI9OluXPe9I4b1Aih49OYfqvWb2Sr3P6Qe9uTm7PSiRgT2cenQ9Q5PavZXsTj009uC92N6hvDUPfD3prIS9njG2PL7Ygzz4Qu28gibQOw4UGz3s4gS9+hHuvY65CrxsqFY9liFXvUbNALylOD29lYHhPaGiJLxBfMo90UMcvWyiwD3U4Io8ead9vRgCLr1XCIk9T6LdvUirQ71SfvK6daD7PAJdWz2iF2c9nO0WvGUtfj1Tmrg94wmkPTVlr722cyU9kneCPFNkDD38wos882jSPBfKADwngWc8\\/n44Pc2F7j1Z1JY9X6hGPWoW2L34iAm7oSSYPR\\/rnDxOfMA9d3FTvXuvc70aiQK8Jd6Bvd4gUT3VkKs9n8Q1vXDtM71TGS69PbukPZN43T0xWJo93VuRvcaw4D0mXLC8Za4GPdjFxLxiW1o8QQyXO\\/Y8yL2f2H+9aw2RvC8Jdj1lX9I9ls3qvFc4j7xk1nU4cRefvb7AlD2\\/5TM9ZReuPapJxrstcoe9B\\/GSPSMIjj0hx6M96EBePUy+NL0vLVI9Ndd5PX2f3r2vWPG96p5ovTEl8bwmFU69IcV3u9Qrrz1KdIM9N824u4YwyL2J7r29vcq4vQHj3730Ila9RetcvdIa8LzmeF691Lu6PWMP4run2og9S6C8vMOLsL3Csds9l\\/fwPcWNyL1l5N48qXiPu177xr29tp09BBhhO\\/XWCjpp2Ye91GaovWaciL3HJM295ZXnPSmSx70u5cC9D05kPUnWGj3LvaC9lj+jvcWgoz0mWTk9NPgJPQfrPb2Dpi+8kwmnu2ulEr3K1j89dEqMvbUGTL0gacs9feLfvZjtvj0IcOE9K3ANvIpT1j3rOYQ9I5nqPSAwLL1NqdW8Nzc1vb3+bb3Wfqe9HOqVPZKoV71s\\/hE9hwDrO89cizz9jkY96XHiPQl28D3Xehc96xWYPOD+vz25XwO90aMbvcGfYrsSZMq6fshXvdkfzzz\\/ap49GfQ0vPWQwD1p+o49QsrrPFOYvD1+A+W8M1wkPZ1UGL1VsTI80ACGvcPC7L2gUys9QnKIPSntxr2CtuW8tY03PZIXw71o0BM8+QSgvWLcmb1PpjG9jICOvYGuzrxazcc97ZVLvdCCmDwsOYc9DaPgPAOVvb1MycC9LGKBvbB83D3tcIk7O5aqvSWPkb2VEbu9rI\\/cPb5sz7yvfci9TVivvXiBnr38\\/ry9Qq++vX833b1Y\\/rW9UebhPY7VhL3Ottg864zZva7j3r1KPZi9I322vZtBHL1Kkxs98O6IvTvPdjwpHQA9FGusPPFpabzOl588M+TdPaWcaT2HArE9wi1mPZ1EQL3HCsY9PnDhvUg4zr0Ms4G9UB0KvZpqn71ya6s9bATmPWrTU71coyE9TDOoPPcPfz140jU9dgTlu3q0Sj2XadU96a2wvU23zb324nc9FByMvT0Qfb2hvpu8Ec5EOzxDwzwU51i9BFrUu266r7zusKm8xc2gvQFzCj0kZby9sYlPvZcpPrzp2OG86PdiPUDmkj0Feh+9RfR4vfvs0z3wX5y9goA+Pd4muL0Wux89JxfpvSFHYrz5PC08ne05vSACxD0C\\/Ds9hcuwPVc6\\/Dw1w8u84ivXPF3phjzT9Ju95UTSPTnYnj3Ioe29xvGgPdCgFL2J7I67clRvukrejr37+tm7hWyZPc9fQL36Ooc8G5DLPRC44jyXHK895e9\\/PXCct72crKc9hOsjPbmQYDjnudo6jznnPCcvhr2aPyO8CYvCvPSE5ryxpnC9pEu5vS0Dkz0X0CS95k0DPT\\/vjzx5QlM8t\\/NyPbJmbj2Sja69VtX5vCMK7Tw5i8E9CYsaPcspjj2+hJy9KVU6PYPSmbyuQ6i8DhEJPA0l2bx4c5690XvUvV7InL3IKm27Ela5PXiuib3IIsC916DfvI8UeD1OvYE91Maful1Xt73mtTq9F5mvvZkB2D2T3bU9uTpZPfU35b1mLhY8RDNQPYUFrL2l1uw9w+XMPXsmKD3fN+e9byGaPUn\\/2r3TPHO8HSeTPEGOXD3Ti+o9\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 129,
        \"value\": 130
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        132
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 133,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 134,
        \"values\": 133
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 135,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 136,
        \"value\": 137
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        139
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 140,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 141,
        \"values\": 140
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 142,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 143,
        \"value\": 144
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        146
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 147,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 148,
        \"values\": 147
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 149,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 150,
        \"value\": 151
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        153
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 154,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 155,
        \"values\": 154
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 156,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 157,
        \"value\": 158
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
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
        160,
        161,
        162,
        163
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 164,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 165,
        \"values\": 164
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 166,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQAQAAAAAAAAABAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAAAkAAAAAAAAwEYNvCPNPr02Dy49sGWhPDANV72AzIS8Hl0TPTARKr2kqKa9y2\\/fvAvujrwGK6i9jolCvbBmAT2r1QE9wE14vT5OJD2A85A9QIL0vCBH8jzw\\/Jm8b2+PvQDv8TyY0E89QBTpvFbMGLy7Tpa8AHyAOosGiTx+llU9K3BDvdDABj1LHsm8K6sYvZb1Lj1GYQc9tOyNPcC1sbyKSqi9O8Y8PVqHpz3mOUq9vrsRveabGr3g5VK8gCPBOwtiN72D3kG963tBvIuDnr0Y4I69QytxPfae2zw27x68+5wcPasUe7sWv8w8s5pHvbNbfr0sUIG9L+WNvWup0jxLmd88a8c8PGbE17yIBFo9ICF0vB7heL0bkqk9W7ghPQbnB71AGwu9ENwMPQvvBj2OYFG9m52LvDChoryA93m9zG6gvSAiEj2zjac91hPpu4DgrTzLnZA8Rmf7vCaY3jwwjIa80GeRPUSElT1DczI9Vqt3uxCYtzx7MaS9ALAtOY6bJr1Xcpk9KzuPPWsxujuEsZc98EazPOivKD3wpoo9UM1WPWaLtzyLbSu99p8jvDOQcL3mQoi9wBtEvVATXD0uFw+9a5YFvYbVlT3Ogwq9NmphvRw3n71ea0M9npZkvatYOTrA14k8Vi1BOyjyNj12gJK8uPVlPSuGZ7xAoAM8uIF\\/vZYJJbyo6Fy9gAyeu1OrLj2gK0q8UB7zvBac5Tvme9e8H9OKvZtYG71j94k9AINAO9Yi+DsD8o69QFAwPXaOaD3ActO8jhNBPSN9LT2oKRC9dmgWPRhSM71udhI9sHKPvID7Ab1rxRG8lsNEvXCjtbxL9UW8imeRvXZCVL22qQ+8oBvuvGhdDD0LlEE966bHPMavtLwgMp28sJeHPPsx8LwL\\/zs8LxWfPQYatLybdJe9K9x1vX4UCT2C9oe9cOsXPQCQ5rwbbXg9L2SZPe5zAT3qHaa9FqbNPFa5Bz2uSKg9V0OHPYCdnDv8Iag9dogJvGsNDbyA0xy8AFgVuvbAebymLPG865yuvBslBT0TmHa96z5\\/PbaWpb36+4291CuUPUae9TwbgDK9DoYbPZPSDj0oVxK9X5KZPRzUhr04MGu9BtUNvSvkzTxrTtg84NcHPK7\\/RT0Pfp091uUbO86ojL1Ggba8MNioPFasbzygAUG9c6WPPchAjb3Ghz69Rp9\\/vXChd71G1US964vivPZcY71rHt67ZhmMPCvVWbwrq5s7\\/p4jvc5ciT1jWy+9IDpbvOitAD3WA2282ysRvaZE7DzLC+k8449qvYyRoT1z7aK9oFapvSvcB737sfa8gAFpOxuDfr0MvqO9K2Y3PLuxiT1gROq85meIvcvXbz3swIW9trpfPMC\\/LzxGVgc92JYVPcTRjD3LpIO8QOMqvbYn8byAOhy9mhqVPYCSILsgjLk8wPujvF7zLz0Gbbo848cPPdaE47xo4zq9+0o6PcYdBz2cNIa9WPihvXZUhj3y1YI9NnsxvavEg7wLZti8aPNavbZA+zxTg4K9oJklvXPAIj0T32m9VryCPFwOor0mPBA9lpn1u8Ch3jzr6Ss98KICPcZGfb3Xq4Y96xMkvSDcFj3P2ow9Su6OPfygmT3juHm9cChBvbZyBD2oxnG9cPNUvav7rTswXcg8VjT3utaTnrwG7lK9z12LvZamvDxcF5O9oMJEPXYgX73OQ6Q9uL0UvVYwvDsmoOs8OtSIPSNJYj2g2gy9IKZqvKB7QDxWaB08AGIWO+vLXDyblfy8pgzpPGux\\/juObQ49M5oFvZD7br3WlhM9hi3uvKs6gTigsvQ8K+jyvAruiL0OCw09OAIUPUbSfT0ebEQ9DqgHvcY3lb2jvxO99iFbPdhgSz2WxZ08NsmwPJfeo70WtS898EIQPd6mGb3YGB29y8ggPbtj+bymlM68mBcBvR60WL0Q2u08j8aSPQsKVLwrTDc7K4l\\/u1b+UrxCnpM95iQMPSDIDT2n6JY99mouPRPbCj1g8CY92AwIvXOHjj1ep249+2mhvfAZEj0g5dm8S7FXPVZ+ErvwAV+9I79uPVpyiz0QRqq8bjZovYAS4buGosG8g1ICPZvHZD1bvQ89q1q7uYbtST3bZX49q2nVutgSdT3wnri8tgiwvKvum7xntZQ9ylKqvatfCLurw3S9aNBgvUuf3DxWLjc8nP+gPdjVjL0gkQ+9aHyNvStoCrvSVY89gETnuwaSuDzuWVK9cPD+PGNNdz2WCGS8zjkavdLfpL3whxk9MFx4vT5Chz3gHIM84JSkvKYymr2Wpui74E0WPKALNz2A7pg8dhouPY+6kL3b94K9Q3FWPdQxgj2L3SE8j8ulvYYzKL1rt4W9uCiZPYaPqD1OG6O9q5NnPcjHfj3QoQS9DvcsPZjClD3gK4u9K0fuu2BlTr1gVnA8YAsIvF+6gz2WZUI9AISjvSaGhL3AQFM9YhySPfiqL70Pt4w9C7ubPG6hnb2DEyu9K9lmu9BUez04LD49Oy4YPRTRhT0frZc9a9iwO3Az1LwglFo8CDibPQ4lp71Gh2i9AAJWu1BMiTxm1oQ8AOR+Pet68bs\\/\\/4C9kFysvIaEVT1bZKi94g2VvY7qMz3QCEm91iVwPRvJ\\/DwvD4Q9C4X2PMCSfT2eSjE9MOTsPI4Oiz27g\\/y8dmEMvBvyJT2rSso6UNdOPbsgnDz2zy49Cw1NPVa6HL0OQ3G9zsV2PQuOar32qc08vhR+PceMgr1j0mW9gE+ivHNAjr2rwo46dsbnPDuN3zxWVJU9WH6bveaHxrwAKRa96KwNvTDy+rxWt8W8yFUKvRYFCD1ec5I9qoamvSvQHr027iS8y\\/dUvNtzej0TwDS9u8VdvYI\\/iD1IMAK91ob3O7iVKj1QmOg8cEyDPCCBk7zQ7Zk9myU8PYPXFL3WM1G7njhXvZjka73UjZM9CLWUvVhLNL0uB1E9wDlUPfNCG70ScYk9ANGhvEsWWbywwyK9ALuPvVb5AL3rgI+8ClKgvWicUT2rN\\/Q79h0kPT6fD73204m8e4C5vJuBvjz0g5W9VvMpO0BHjztLtA89wNcIPAbe\\/zw2Rmg9syFbvQsm+bwYUU498JFRvV48CD0u9V49KANKPVuu1rz+YWy9v4iMPXbqFLyrvOG7CiqEPR5oUL1WXu68NJGEPcBl\\/7xofYc9GKKIPZYqcL3W6ty8BKOSveZY9TwA6NE5ltsGvQLEhT2gX3k8W48kPZq0ij32ajW8DmouvVCGIr1W31k9ABxkPeBA8jzPaJQ9K4IvvADdgLv6XZc9oCkbvWD7ELwW06s8zjQ+vdZ8BTsrtdg7snePPd\\/gkT0GGmC9E+8ovfu4zzyb9pi8GP1LPStqej1mWAI9FtuTPJDxd73DOWU98zoOvXT2m71AD6O9IhSfvSugyDuu6XG9plHfPPY2dD0AlXs9YnykPSD8+7y4eSQ9mJOdPdZKWj243no9nhVUvVCqSL1gXXa8IPZCvfiPgb3aXo497gojPaAL3LzMVam9gC9UPOtpAT2rW5u9w+eiPYammTzGP1s9hkrKPOCxOz3Lgw28JoJ5vXTpn72sOJO9MGj9PG5jGr1L2YQ91gB5PBLIhL22Ix28jrkbPeTHhD2A5BM8iIIlvdDhIr0m8iS9wBVWPZv9kD3yoIi9W0aFPZAgHj20P6M9C7H3PGN6gD2eMDw9aH4GPQtWLzyrcsI6Yt+lPcutCD0DMgk9c8I4vXYtFD2wcCw9n+yfvWCpLb3SWZu9QGgEvDuHBb0rFkU7xllFPciKHb0AK0g8a8dMPBDVDb27Jta8+OxnPY6GlD16tYk922yfPQCLZzxAS6i7troCvDZgjDzf\\/JS9sIaOvC79aT3TeHA9APU6PC4lFj1wjQ29PqZxvcZyQD3EoYk90Bu8PD5RUr3m\\/5y8MqGCPbZ0LTyMHqC9MtmlPW45cr0wXt88sAExvStMVLsmRpi9JlNSPX9spr0uGWg9wC30O4sjszy7t4i8eCqBvd7kPb22MAk8cMOMvasb6TzfzZE9n+qYvabT+zzu7kK9U3Eovb4zgT2mRZG8phRUvVhvGj1rAQs85tYZPS7UQr1L1D09oPuiPSu0fbsQwNU8B4eIvbhDWr07l2g9EycbvQgzd71jW6E9zllAPXAFZb3L\\/uE8Cw9mvfYWWb0QK6K8Zj12PeBH9jz+f2e9pr81PTubibygfwW98D8VvaDsBDx7j3a9S+TZvGYrfj12XXe9iPGJPcC3QL1uC4c9dh31PFvXmTxbz4a8q56bOtuAGr2AKqU70FMTvYtQZLwQif+8AAoMO673Bz0GzYC8i+RXvfvm5rw2T2e8breOvVaFpjrmdJI8JvMbPU4CSD0DYXe9g9SUvVi6XT2OYFs9xE2gPdap4LtOhw49ewwKPet8ULyqG5S99HSUvVA+jT3W4+m7gDVBvLY07rzY8US9snKevXg3oD177Wq9Gx2AvHYMD73aDqU9aL51PQCyWLqW\\/Di8Kx1RvduV\\/bw+mWe9S\\/rgPDhWir1r8sC8tocpvF9boT2OY5w9KFsSPUZVgbw7Kgw94EtfPVbo07trCgi9Dr1KPRvqLL3+tR29qz6PPNbA7DzDaS094FstvKDi8bx2vds83nYxvStqBb0fJaW9CzU+vQskUrzjtXq9oEtVvVPtKb2ergc926mbPHcsoL3gG1c949VvvRCPDb3mXlU9G1ObvSMaGL17E5O9Dup+vSP0mT0L83g9wPfgvJtJSr3MU4q9LHCCPSsMd7tmV3C95hCHPcvveb1wePm8yhiTvetSZryWHI298BCFPaavr7wbeR69KlSQPZgLEj0rU0m7cMySPd4SLz1wCaS9JIKWvUpdoj3LnX688GbPPMApUrx054Y929h6PUBXLT3rZt8744I2PUa83Dw2WnY8jqdrPV\\/qjj0b4TI9q22tPOBhG73rWZS81iEYvAtrGTwq64c9cPMZvXMgHz326ho9KzQ0vHuWij2LVUQ9q+jOuxZzWD1Onam9BmTdPIhyDz1EpZk9098uvYCUvzxLZRa8K9WPPIs6\\/Txg1Qi80xIavYBaMLxYC5m9Rt+5vLtunLx2V5C8fL+kvZvg3jwepz89Q1U2PVhqor2WnDC8AIFbPbYevjzb3VW9ixtSPKaK9bwr4hm7qyFPu9t4k7z4njA9WEKjvbaB5LyDkjo930yMvdd5nD1wQ6i8Nr\\/UPDgQXT2LLe08IKa7vIg9gD0216w80nSAvfhDbb3qmpm98BGQvcCyMT2GL+K8zp0OPZbpR72b7GE9oi2fvdaUlj1kKoU9AIoSvasN1rurCpA9Y8EHPZgSLD0o4wW9OJKXvUD1eT2I5xG9ixXYvNZKDDziFJ090FxQvTa3dj3oi5o9KyHYO6tmcLw8pIQ9VggDvKvCOTnQHwe9voAQPUC2BLyMO5S9ANEoPDuWizzAsoa9SLNBvZu4\\/rwAswi7nvaOvQKxgz2aNpS9AEgXPAAGWj0rmG48QL3jvFY8JzyafJO9E4Fivat6ZTm2OqG9fHWfPb7GS70GwX09kDmGvPZXNrzW+C09wLxhvIDPH71DLSg91jNNvFblZb0w29u8FskIPSpPmr0A6Wo7K\\/Wdu2i9gj0eZiq9s5yhvWj2Z70vkoG9qwoqOuzHhD14Zg89toEFvCCu3LwOq1Q9sieQPSvnTDwADG66YEFOvYBAGzxSYKc9yzUGvULii73LU2a8ssqJvQBTZr2GBYW8+0vWvEv1DrzHEp+9APPLu3YBHDz4Fxi96HpEPebqQb27rwK9aMucvXsM0LzIAok9yp2GvYYxvzwgODM9KwosO\\/usdz0rKv481rKHOxaZbz0HipI9q9sWvauiXTpgHuI8EJUevVYVDjprA0q99jlrPIBsyDxUVZ09wDGxvEvYNb27l2e9dkNdPePtXL0mg6y8axwlvctwUjy3pY89AJ0LPZa5yTwwQaU9K3ZRO6oTkr0uqg49wNN4PSAJOjxAUp49iySYPb4Unz3\\/JI69E95ZvWtWXD2T5mW9IBKOvSg+lr3LNuW8Vh1PveQ3ir3yyKQ9gJ4wPNtEDj2DnR69EJGNPaahx7xgBFE8FgTWO7ZvEzwAqw07q+qSOqC8kr0oQWI9NuxUPeCc\\/DwLuoi9ZvEtvdAmhjyW5tO8G7NsvZjvlL1Qd2s9Xmg7vTuTjTy+lig9ADweu0R0jD0bUSO9pm+PPHvM3DyLSKg8ljNbvLPxdT07UAs9w816Pds7gzwmvgE9K5QjPKtfRTuW5ju84D8RvNZn0jzDeny9Wz0jvevTyDy2JV49AKmpPb\\/Yor2q0IG9Vu3OusC10jywCOS8rnR5PQDgfrqjFGo9Oz1vPcOGQb27eli9oLyPPMx0hr0ofDK9KKVIvSCPKTzcIYY9e8cRvcayPL0D3Dc9QEzqu5a\\/hDvckZ09APZFvfr8qL0AK4g6WybQvIBOhz0LSCK8sJicvAr8hr3AL089rKiYPQAYmbnunSY9luf1O5AFRT1IBTW9FmaTu07MZT2Aln67ANi2uYCyWT1WX3w8+zdbvRYQlz1QfpC8ThMaPZRmhj17Xvw8kD3FvMMzAj371qW9lv9ePLiECz1b8oG8N3KSvZtLZ70rHRE767eNvGzJjj0L7+o8U+2QvfYK1bz74jy9SBMtPcvJXD1A7Ck960T2OxZ4v7yWVTU8Y7GJPTNofT0D6SU9+4mQPWA0PTxAhuu7tuwZvIv9mLyA5Ai8+wEkvdPFb72wQy099qQsPQ7Bo71m4UK91jsJu28BhD2iwKc9APX4OoQYhb07l+281icRvMD9Bb3Adxs8NlicPSoxlL3+8Go9hmKnvNimLr0mRps8awTmvDvNcD0HcJw9i8fEPJDJ8rxWxzI8y4UlvOtO97sbGXK9kAhnPS4ZYT2AOlY9K02OPfuzwzyrLnK7wF84PbBpoTxb5xK9PjGfvYpel73zxqg962m8u+5lcb2btei8HsyiPUvFnL3rrjU8MNY\\/vUBhj7vYFm49tJqZvbPUp71+fg+9XEWYvcsDKbwrFXg89nhQPLO0Yz2SF5+9y+W2PHbYCzxoOVC9C2gXvStO+TubaH69h5KXPSaa9jzA7jc9K8e6O7d+gb2ArKA79sGCPGvFqD12KJS8RhdWvSvnIrtWFJQ7IK17vPscaj0r8DC7wCMFvFapwzxrtFc9K+z3u5ZeZTyqH5G9YNJVvCYfar0SWqe9viRKPRbVcTyQ48I823I9vWsDLzwAAPo7q3YGPI5pWD3bRuC8dnpoPdZKYzuKwou9QAT8vHbvLrzLtUc9sAA5Pc5QSz0Lbi28KxsqO+ueWbwr6J87S5wcPFb\\/jbx+6z49ECFuPeyNpL1GPZW9AJ9FPLYrdL02r9280OyivFZTdDpAYkM8BsafPK5TY70ohSM9c41nPf8Ogr0IP2s9S1SsvCvjDb1WsjC8bvQ9PUbs4LwwwKu84qOlvX96m71GqFS9v0KSvZbJZjxWGzM9lpHjPNYKMj1Mi5690PAlvafsoT2LVle9DhBYPUpmnz2CYoE9Y04hPStrwzymePm80zohPdOqQL1w0IY8nlctPaeMjb0mMVC9YO0pPVbkKDw7eWI9cOelPCteIj12v008eJGcPawLoD0GU549\\/pSMvXY4rbwOUxi93o4uPb7SBr0j5269+wNmPUj8gj2gxBY966kBvN4JGT0AKmg7kLIyPaYM2rzeHiW9WFUjPUZ0hLxrJTa9YMQWPP4jkb04q2Y9G72EPSCoZ70gDsU8YEQIvVbmIj3Mc4g9wPmlPMDcbrwDEXY9YIpUPZBkCr0AT0w9T22HPV\\/Bo700S5g9a\\/o7PevyPzxjF209EHetPOtvYLwe9xe9a\\/RpvEcGnz3YN3O9i+2dPADQlTkGtDG9QIzpPNZzIz2285u9pO+lPbadKrxmJZ28Yw5kvWtPF71bQdO8Ww0dvTh1ML0ArBa7xl2qvPDQ0DxAR7M8m11lPaZUfL1rATo8kDZ0PXbPrzxguSE8Jihwvbvdr7xwa928OLESPZAgCL0SvoS9q2KiOxawKj1DvC+9ZmF6PVhaML37HVy98GmNvBDQfz3INBU9YFx\\/vUZiwzwArHM8tmsevTAyWj34fme9gMBPPdDhcL1wmIQ9c8+MvbaXP7y2Zmq9w7ZjPfqYl71mZcm8iwfJvIgOR71IsTc9MIiVvUD04LvgZCI92xaSvAZ\\/gj1msls9VqwWu2C5gD3wPZk9C1CnPVbnfjpDe1I9ZmO3vOskvrvT4xQ9yx0pPMOdV70b9pS8q\\/giPatq8Dum8Xk91nnBO3NNfb0AumW9AKhdu9v+t7zW4Dq8FiDMu8sw\\/jxboEK9vg8nPZYHvjvmqo69+LA6PRbyzTt2xoE8rqtOvXb76LxjPDQ9Vrjhu\\/yCgb1Lc5Q9M7kovdu18TyGUY28VnPVPLCFqj2g9+k88CTHPOxspr0rKOO882CoPU+Zl70kkZQ9sNxxPeCqw7z6zpG9ABa5O8CMnzxY52I9K+lKPIDruDvuOZy9AAISOg7fLL2rL0a9xJyXvfBWnLwEHqm9ADzBPDsCSr1+9jQ9Np9XPGbuj72vgJe9W1LUvNcqjb1GFNK8e4AEvdu58bzC7KA9NmsIPIupWb1wpHQ9gOA2PQv8Zbx\\/\\/JG9GwqqPSAQYbyIt3u9sODhPLuM7TwSQIK9gyhYvRCvlbx2SSG9YGz\\/PDD93DzAjj09llk6vAMyDT32UBI8xrt7vUMRXz2ox2U9m1XXPGB7gD2Q8J69AEMsvCO7LL1Wmmo8AACNPcBc7bxGTNi8DJecPSvvLr3GrLC82OMXvea\\/Nj1L+X08pz+EPfD+9LxMVqU9w\\/1PPcDwbryY8Hg96JpePYZrGL24jni9NlWFPcinQz1bnIU9cO+GPAAPe7yWQGY9VAuMva4kcb2v15S9Zmz2PNSfi72Wfty7K38FO9hjl72I0Wy9jgycvWDqELyrJpA72Okevfdfkj0YeHK91lDxu6isdr0zdBK9U4AKPVsabj1oth29S5vhPIC73LsQ5Kk91I2BvX4kYj2GhIi9rgYWvVZMSjwz1nq95pE7vQY3ir1uth29Kzi7vGbBfb0AWFs6HlV5PT6Fpz0LiVi8SwwovIMFJj3Di2g9ILfuPLtEoT1D3nM9wN8fPAvgiL1WIL46INpgPRZ4qD1eh5s9gMPbPEYYjTxcVpA9QIDvu\\/aInbw7mJU8y\\/L7vOD98zy0J4S9VmCdvUavkD3LKZs9a+mwPOrqk723C589FOmhPQbOjj22Lp49K6cOO8OMPL0Um5C9eNePvWtXlDxQhIw9f4iEvaMZHr04g3g9Jq17PUhoWD3gWlk8SGmgvbYsjrxea2M9VoIqPADQjru2Jgi8q0MbO4tOlTwAUMu6K+yavHY1OLzAGNG740pTPevgk7wDV6E9GCOgvRaqkb1H05g90PHyvFBJmrxbEQY9s7pxvavv7rpTkRi9BjItvY79pD0r4387lpKXPUCPazwm\\/wu91qcTu5CFiDw6Q6g9Sv6bPftTzLywTio9MPZmvQqBkL0AJCc9Cy\\/tvDBEcT2+VWy9uhSCPTvOLL2LXnU9VipjPPeSh712Uwc88wemPe4NMj3rOvo8AEIbvDDRpr2AC5a9QEYzvIbKf73IQXK9EMK6vCszZ7ySoI49XuKiPZx3lb34uxq9eAVkPcyzmb0L+lk8YB+Pvcu8ATy2lko9CLY\\/vfCASL2G3pI8YK1gvLYZJ7ywjUS93vFOvYjaGb27dU29QDmgu1Z4JbvAoWc8+AqYvcR2m73eqW+9N1SfPeBuSj2gBCo9VkYou0AU17zeKQY9qhSePUZweD1nv6k9C+VUvJAUlb1W1M66gruBvYb+mLw+TWQ9FyOXvZumlD37fZu9eDpTPeaZ6zwmBqi95N+ZPUB8WL2ri6m8Vki7uhZGErzAGCO93FSePWSZnj271DY9K16QPSDumT37WVu9Gz+DPXZXhLwajpS9wFkuPOjAVb3Q28G80ALqPAZ9az1cPpe96zlBPdYBgbt7o6+8FmWiO6Ze9zwu0HU94xtmvVMsBb1Wt2g68OaiPMJZkz2wLus8YzJvPcankjxwm5a9q1x6OqYdQb2Geb+8mJMlvRsRjT1jY3K9aASYPVYTqzxwh1i9Jt6VvESNk70Ahzw9Rq1xvYblmz2rc3y8Roo4Pa66Kj2rzaa7JkiHvVOjmj2euzc9OrGKvXYee73L9W48ZqCnvBte+jy+YFK9FmsHPKuyMTsWhIA8B5adPaOqYD2oXKa9uGJNvZbUhTxAmkS9wy18PSBvGj2ucAC9QF3Bu3vCqrzb6iu9gMtHvcD0WD3b6gu922yzvN5mYz3LMRu8sKAPPRbL0DsbRCE9tr4jPPvZVD1WA4S6gHyIu67vgT3A0lK9C8RCPW6jpT0W5\\/e73ptqvXuII73zYjW93KuSPfCqPT2IRqE9VtZ+PUBRDLymXxK9evCAvUPiYb0ujpg9ptIBPe7LIz3mEEE9q8JjPKuJgjsAj3s9y33pvBN9Jj1INge9xPaVPS53Pz0rlXO8LrFDPc4SXj0ARD4969lavAYYYz3OcyU9FkCTvEDKkLtW7nI7m0uEPfO\\/AT3DRAc9Jv2zPKCOlj0Pwp49ItihvY72Hb0r\\/jO9oAlYPKA\\/ZrwmEEo94GPDvO+cnb0rA7K8q\\/EKvTOpaT2WuP68S\\/oxPCY9tjwbeIi9Ll48vSsoc71OnEs9S4KQPZifCL1oZSG95iGXvJp3oT0bK0e9y8xpvKuMsrocvZ49c4yJvdDodj0Wdj48ULe8vAI5kz1jmJo9i6MrvOvcmbz4bii9TrKUPVp3mT1g\\/Jq8G8sJvbiYEz1Ty3+9QK75PO7rGb1wDUa9OzC\\/vACRGjwrTZs9O3AJvZ6ooD2A6FM8ADqrO6sgAjtmbes8oDqevL70nb0ag5+9FnrlPGsE6DwQcI+8ENNCPcAYcr3rX1c8o9aJPaIliz2Amo29gMG8vMxBjz0oHFO9AKSXuTZncbwrpQG8UniXPbhrf70u+EK9oOm9PFbjnbyLAmE9j6iXPSu3Zj2bX5W8VBmNPaD7Yr07L4o8tvWSvfOsNr1gPwO8Wo6TveBxZjxkoo29vDOQvRb3przgWpy8NnbaPB8cnj3gZZQ9y+ZAPTtA+7zQPnY9q0uju7bn7Ly+Jj29FgeAuz4OFj3mX509NqhJPZglVb0QpPY8JEObPdBvPb1WFZA9kA+4PKJhgr1bn0g9ryWAPd6Fpr02q5u8Vh6gvBBxibw24GQ8o5ZGPaApxzy4GaE9o\\/iTPbD5w7y4eiQ9fkx2PchleD2r0mk6VkcVusCVjT3A\\/DS9EwwoveggEz2rWpI8snSIPWeSoT2GqWW9RH2hvdYiFb1A13Y97+OgvUPibD3QPn+9lsG5u07+SD0AoJy6y70+vSv2ALxWE9k6Cw6nPa6QCr2UqJo9YHd+veChQL1Gtz+9QH2mvBZRMbyL12C9Go2XPeBrf7yWqXa8i1zGvLB\\/SD1gRlE9AIjCO\\/Z4aj0QqoK962wGvIKAlb0LlBm8dyWMvdZf7byrNp09QMHuPBBenTyQypM8QGqYO7uoIT2TLTQ9pvuBvFP7eT2Ia0q9YCmaPWP9LD223M28FmlrvBCcEz1DlF89ah+OPeBaJLxbRKs8czU0PRCExjzyaZO9iz5rPCunuzwLQQC9hM2TPUAtg7uGHG09ngqgvdA2o73WZmo9PuINvVY07TqzSYk9HmCqvROhLD3rZkq8YDdXPfQap702fw28856UPQpkmr12+SI9sztGvc5OOr2TIny9u0\\/9PKjwPj2ARSI98C9+vasBizpPO4q9+0VEPeZvMr1W0pS7y8avPKsQKTq+7aS9YyhpPVB6VT2AR4M8tup4PS58Lj3WZKI8BnBdvSBb57wjp1M9IGC+PEhUIb2WXsg7q7D1vGYaTD1OJnw98lqIvaYywbz2ZTm8uG1TvbNqjT2+0T+98kWTPVZ56bn7+xY9qwYeOvbAar22pBe8dq62PHYXwbxLqYm8XIqNPeBxQ7zrgAQ9gCNrvH62Bz2iDJc9Q1kmvaCeULyWAHG8bgU8vVYvfDogXh28wJDVu9ulgzwLbN48gK1hvNvIlbwWo+c7NrpSvcvLdz2aKJK9YlGoPcu\\/CT0wVlQ9VlT2OjbZdbzWvSA9z16JPaD9DD0INAa96IMmvbZEJD08qYs90G\\/wPAAXuLqWcnw8SONvvS4ebr0oRRy9AyBQPfuE57x+gYi9zumNvQuBf7yg7DQ8uOqdPdhFZD0TTh+9Rj4svS70c70rTSA91lsWu+4FjL3gCxe8W6W8PBdcoD1rNAq9AANKu1+Nob0ri3G9\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 167,
        \"value\": 168
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        170
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 171,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 172,
        \"values\": 171
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 173,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 174,
        \"value\": 175
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        177
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 178,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 179,
        \"values\": 178
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 180,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 181,
        \"value\": 182
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        184
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 185,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 186,
        \"values\": 185
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 187,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 188,
        \"value\": 189
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        191
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 192,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 193,
        \"values\": 192
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 194,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 195,
        \"value\": 196
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
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
        \"value\": 200
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 200
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        198,
        199,
        201,
        202
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 203,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 204,
        \"values\": 203
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 205,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQAQAAAAAAAAAAgAAAAAAAAAAQAAAAAAAAABAAAAAAAAAAACAAAAAAAAixpcPoF6GD4My\\/m9m4clvvT7Uj4awFA+KeCjPqstI77VcG891MMwPEYRrz4L6wW+WChNvoarpb7CKeS8pohSvvGGXr64cxq+ZGMUPsIlEL48XZY9XPTAvMDgnj6CAY68ZmOnvTikIT4UhZa6DzKoPrmvgTwTDb+9ATrOO5TV4TwU7K49YrmFvZXcqT6OBKY+ciKUPuzQjD4RI4e9nRt6Pg9kBr4X4ly8AOErvjPxib1xvwA95JtNPu0CSL5FyLM+p6L1vEKAaD7PP7I+oTZxvocw\\/L28wws+lLWOPQ4Gir6osFY+HsGUvqh\\/Sr5DVA6+0io6PGEajb6JPCI9cg6FPmblaL6HzBA94MDdPXfRgj4EVdU9FiCTPpWqgD7zo0S9wt0RPvbtsr73DZy+NToyviWtJj46aSC7PLs6vvCtk77UA1q+EQiZPmvgDz6cD5S+H6+Fvj4YZz6W8t49O+KPPbz5OD60cJc+1G8KPkb9Qr01Z5Q+TDiIPnqAHz5GzQq+e4CWPtWxST6t52E+z1myvnEIAj6R2a++RTWdPe10mr7MzjW+5q06Pvh2iT4dJXI+2hl\\/PqZWWj7FMWY+yfdjvvvjpz6lV6i+6HAAPdo\\/G76WAc88kWtoPrKFf76p2Xw9NnAbvsQvbz6iJyw+jPV8vgBFhT50Fhe+SMbWPRtfNTw=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 206,
        \"value\": 207
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        209
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 210,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 211,
        \"values\": 210
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 212,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 213,
        \"value\": 214
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        216
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 217,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 218,
        \"values\": 217
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 219,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 220,
        \"value\": 221
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        223
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 224,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 225,
        \"values\": 224
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 226,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 227,
        \"value\": 228
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        230
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 231,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 232,
        \"values\": 231
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 233,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 234,
        \"value\": 235
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
        \"value\": 237
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
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
        238,
        239,
        240,
        241
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 242,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 243,
        \"values\": 242
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 244,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQAgAAAAAAAAABAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAABIAAAAAAAAm0wsPSjPXb22cIM9e0givZQ7kb1WLHU7MDinPOBeHL3WypS9wAESPHtasrzQQKu8aERGPQvxl71YQao9cKg2PVwUiT3rh\\/g7ICz9vNbLTbxA0+88dvhUvdCUoD32Gs48uy2SvCo4g73mRu88LyGZPSuoFz1rzQk9gKSivY9Cqj1wIgc9a77lu4DpcT1MUYg9IJQsvVBAwDzGuNm8Gw6VvICR6bt2X3G9oCrdPJglpT3rNBU8IA6KvXKKiT2ymos9cGrfvGCGyrw7Wd68\\/pRNve7VRD1+Ewu940JqvXaLT7w2mSw8gPGIvXZmCTz2pwm8cEJ0vfD66bzT3Ym9E1UivS6JAj0mu6O8NkKjPb6VMj14xHM9SDkDPSucO7tgjWY86vmVvajOaL3AyVA8F1WfveSAg7260Yq9dhqUvIa2Xr1r+Gm9LowvPYswFz0WyK48uNBEPWjQWb0wfMu8AKa9vDqFg71vaZy955WHPW4Znr3wwH49I5gBPS6OhT0zPV+91t+ZvQhMk72ruus8axLUvDYogrw7MoM8nllcvYBqcL0+Y389AKOjOj7+jr2GNkO9U6tYPTMGCj14tT49lufnu3YClL3gMxS9wDZOPVLOk71whLa8Nr\\/zPJDZDz3Ow4q9R+aUvfv05jzGoOQ8BIOWPVbWL7uLSU48ay4fvUDIpTyA4FA7OrONPavUAz22cck8q4dxvbKcmT0LP2k9UIlNPajHQz1qzpY9GNk+PetFWT2WobC7voRvvVagtTvunQw9QHulO+BhPr2AG2k74BEXvMtQwjxTXie9th7qPBtQIz27Dig9J52QPaxEi71LlIK8U4V6PcbeiDwOaSa9q7LDu941Br0Ivxa98IbHPKPdM70WGQi9ZnxtvQvcWTzwnKO8BrdcPVtfgTwys6W9NnS1vOQDoD3ggOG8wIM7vACWPbsLhya9q8JiOYPAVb1A1we8flsYPe4cI712MRC9HlRWvXNrHL0WETa9QI2TPAAUyDwbIke9ayjLvH5\\/Vb3Lx0+94MtZvMZkCr3j9Dc9q3u9OsO0BL1a5oU9fouCvcMKYz0rp747q40APaS8gL3uQyQ9G\\/BTvdt+pL3QxYi9yC+pvc51T70H4Zi9zrSkvdDZmT1IAwM9T3WJPSjmcj3TKDI9w3R9vVam+7tjz5W9sy6mvdCnkr0OVTS9umOGPawIpj0OzB+99myOPCY2ET0gAXI9UGOhPSuMLj3vxZy9llIxvQrLnb0AvmU784xtvctSsrwwNHq95t\\/5PMipgb02Wji8OhWVPTZ\\/Zz2uGja9O+39PIZX4zxWcaw6OxxTPRgeej3rzdm763GzPIs9OTzgJhy8xj34PHTaqL14Pz69i4xPPTj1Tr3Q3Mk8w4MivRsKqzwAi4I7PoIqvZstBD0AZci7m3SFPKvWgbpLkTO8SiSNPWvycr2umAe9PFCUPdamuTwCtJU9I0VgvSsIpDtINl89AJ9oO7NaKr0rd7S7ttF6PVB\\/bL0zTXO9PpKTvUBK1Tzai4A94CQFPfuLo7wL1My8Vis7O1BQED1A3vI8I5Yaveu2RjzgP4O8EHgcPTtRvrx49Q+9SPJvvazikz3AzBO89iuGvHCHTz26HKS9e+HAvOZPWj2w\\/ZO8COJJPd5ec71YrEU9VoNMvTBDnz2Asys9I1QDvZO7Xz2gOnS8APSYu9Ybgr2LqlK9g\\/NovV6gYL02rm+9ICNwPRgvjj0qEKE9ILPyvC7ER70rPNw7IHi8PID5kzxr+ZW9k\\/eIvdfvkr1TqKg9xhlUPQDjoLoWJR28g9+RPW7fQz2SqJo90IJPPasXRzzL7ow9IOFBPVxYhT36NaY9vpchvROeW70rI6q9qpCJvXPcf72Gnva8W3yWPbtvuzyj6Qw9C9pQPFZ1qjlrDbI7lh3au\\/57g702MrQ8KMdBvUaXzrymyZi8o1p2vYv8rjxv66Q9eHsGPQ5ZiL3W12S91nzUvIvlbrwo\\/Te9qNgivVDwhTwOc6I96xmUO7tJN737slY9QMmFPMtT2zz23iG9O7hyvc\\/nm72rNvk6Rrw7PbCfkz0ofpi9AOoVOjZGA72m\\/ly9g8pwvV7hhj3jIwM9TjVAvVuhzLwji0i9D3OdvaCqlTxWcRU929FpPSu\\/yrxA4K+79koEvICXVz2GGpy8mMudPXbTcDxTwhu9q2SsOpCwGL3IO2s9236bvTtuSD1g2+28w1MAPcugvzzjz5u9QxybPb48LT2K848968JZvQwPkz1chpY9JFCFvcbXm70GMrs8k0UrPRv\\/DD2+FEM91t5XO4yflb1rhqK7FmPsO67Tkj3zkiy9q1rdO5bLlzvWCVW9roIDPVDiZj1GSHQ966TwvNuaUr3GQ9O8xt8DvTDS77yQ++s8ozQJvTsxNj3zM5g9y2uxPKtSBbwoWFE9YA1yvWA3UzxrE6y8i2+lvaYTpL0w+4Y9B++ePVuEZr2A8EW7FoXnOy5Jbz1E2I29dtY7vcBEA71uBjq9jgtfPbPBQL1rUvs7MLXXvHRfmr0L5AG8S76QvNalkzuIXoo9yG0HPUCTCT0aDqM9qB9tvcwMgr3qyaW91sU6vEpBmL0rr5a72K99PVoEgj0oNQa9KB8HPTaV9rzG9fM8Fk\\/rPCvHsjs67oc9mMYiPUv1jj2g0128yzFFPFDIXz30VJk9uAZevesteD2rWgO8O7VlvfBRBD3eWD49Gz+0PEBrYLzLx4Q9Vr0evUcAmb0bZiK99AOKvTP+oL3EooW99jbIPDsz3bwj3zm9q3jIvJA7pTyIBwe9dmNVPQv5o71\\/eI+96yUpPBqzgb3CQYO9uxtWvYIrlb1b9bI8QAxKvKuCNLwIiV+9C\\/8XvLMvSD2z\\/ji9HhQPPWvKCzzoy3O9SzSrPAv\\/9zwrbhe8oKd7veBmozy7lrE8Voe2O8tkVz2rFa26mw\\/nPPgpUj1WE\\/W6Gj+GPSDHrbyrKxa7dmqEvct1F7wiWIi94zIovRR5mr1Wyj48iOyJPQB8Q73GOpw8rOGivWASLbyrNRm7BtBoPbb2Kz2c8pU9wIj7u0S7oL2b5qS9wmqXPaJplD3D9ww9GqiaPZjETz17Qlm9Y7d1PWtPlz0Gfjs98BvBvNxknj2jb1w9e5bvPNbCd7zz5349LLyYPa6hG73Y6mq95g+hvA5JN73Tx4U9L8aCPZ57Tj1mARU9ujqivZDM9jxWNVy4oGpQvLv22TybQAc9oieaPWBPJz2+Yaq99jrEPA5ZMj0mave8hvyZPB6dPb1YJDI9\\/kF8vWgFJz1W8fo5plv8vADiWDvzOgC9VtskOqs1YT1GZA89PmgwPZbWpLsW9Jq93AeFPYgwE73bzpQ866Hlu7AMgT22QyG8yD84PTOsdT1jehc9AKaQvEa15zymHk89W3+oPJMMab1W3+E7OFIjPVtiZr3mgKQ9e4KmvCAEaDycd6c90rmTPcPElz0eW0y9iwhYPMOBgb1vaKq9YhqKvT\\/6mj2r1Ge6IFS1vGAnSD1WdcO8xlr3PLsGmDwAvN26PtFcPUadhz1TpGQ9hrbqvI54cL17D668GIwUPTuGT73W0Yw8gE7pvFZ0W7yrNWO9RuTVvMPLiL3bXJm89gSFvBCMer2TwTi9gOJmO\\/BDLL3wY2g964L1u\\/MNdz32W9u8dtNAvNSRij3WJBW7U9kMvetGAL2WeiM88yp6PeZANL37bSY9WGshvatLkboey5y9KOVKPYAcd72rhPa6Rm2hPWbJWT17NQI9b1GivZuo\\/Txw5uC80ImiPFu82jyQpoS9e3ATveB1R71LBg8869CuvJb3kDxL9vE8FixrvAbWob1L9mC8BpVWPQsdZLzrlms9gJlFPSA4bbxmrKA9L4aivYBkCT0Cd4o9WPkovVAtbb2HYYI9pqCnvQStpr2TjEy9i73ZPNanBD1LWE69YG6lPZMNLL3GUL28+79nPRBOnD0OuUc9VjDLO1sfoz2ORmI9CyA6vRNLYb0bpJw9Vi53O5tI2zyrzWQ9QOZBvVisnb3wiW097uQNvbZYTDzGNik91kXcuwALJ7uu5CI96yPhO6hBOL1QeZe9ZBKcvXCwg70bHHi9UCp\\/vUuGdD1Qg9g8AI4VvTtEFD3oJ2o9OK5+vbtva71ugyO9S1tgPGuSyDzGf7Q867yUO\\/7sQ73gFVu9ANb8u5b78ztbusc8Tq2nvYi\\/Zr07Ou48wAAIPXuKfz3QwUW9QOp+PVALMT2IZiA9dt53vFYXGzvAa8+7lnkiPds4Lb20F409yABtPZuZRr3IxUu91p0vPeA1ez0+tJG9q0WVOs6Phj2bZFi9k4WJPTc8ib04+pQ96ABQveKQl72r4Za8NLebvdMFoT12BQm8A22jPcaNz7yr+Gq6VkcXPcDzELxAvFm8WzuWvQAzGb2ODiO9P0WiPdZmV7wD\\/ik9032NvRYPpT2rOc48y2sjvRbCIz0\\/YZI91DiRvTOcZT1rnnk8izEKvOwZpj3XA6I9YkOevVP8Pr1jF2O9W+ZgvYP7CL1bDL0887k4Pe6YQD2Acfs83qCBPXZKMTz24A68pp\\/UPPtugbyww4I8x7WVvaDujTzKB5Q9ZoOgPVak6LsmpWm9pulovXs0iT04oEk9k5ZaPSuGkDuE7oE9jvCWvZ6vQb2rUPc71s+\\/PMropT04DJe9MLUIPWvYRz2rn5Y8a4bMPLfPk73jWhU9axpvvVCzEr3up269qy3VPMve7jwblEW98ycMPQL2oj3rfxK8AAVJPK5vpb12dt08e2YQPeMOlD3rptg8MAEZvT78eD3r6C28E5wCvfDB1Dx4yBi9gASoO1i+W72+pRC9DjNEPXx0iL0u8VY9VrnMuuuDTD22CJS94IpbPUs0arwQlqM8t+ipPdABz7zg5LY8rPuTPXuWZT2mSyM9WKgKvTN4Ub1QmZm8Vh3QvKCfXD0guRo8SzTCvBjvfj3bniQ9Sz1OvIB8ij1e8n8961vBOwCwjLvnaIy9q3Z8PRb3B7yKDaM9ToQMPUB9Q7xL7OA8Vu6GPcARDz1DoRi9KzkYu4thZLw7D728ANajOwadiTzWf0m9q8HFO2Ctsjzm53y9U0envTs5X70uLlg9eJGaPbitm73QX509KyYuPC6jKz1wAwG92+66PMe8mD2Q12S91igYvQLrlT3sbJg9iG5WvSsbAT170oe9UxhXvTyZnj2Wgii9FrHCPKtaKDt69IU9EvqovU6GNr2DIXY98lGYPUiqkT3AUai7MB0DPVDi9Dz0aKQ9+\\/cpvTj3Jz1WoO678MXuPANdMT1UU4U9q4QqPFiXRD0m\\/IA9vEWhPStpjT2QSNm8HmoDvbOyS702M288hnuOvSC0eD2rmp88y1J1PTBocb1GZzc9Oj6dPWBeKb0evUc94+CovfC7kr3WH3g8VkWEPbCuJD3I\\/xO9Kw9FvNOAYj077Ng8\\/r0MvbdRjD0bQxg9QMDrvNOlbj3rt8w7QD+Ru5DzqLzA5a67rteTPcN2az0m+L28gCelu\\/OrXr1W54k6a3FXPPh6hz17rIA8K2iuu64AWr3Pzpg9qxzJO4C7wburzHs8uCuAPTDEiDwAa2o8+J+gPTajQb2wUlk9Bv4nPaZPML3WvDs7rGmNPUJshL170Sy9Nh83PSuC6jt2BYy9QP4zPB5EjD3We5U9YB8GPLAAoT0EnYk9K8S5u7Cqy7wgmHu8ZrdQveCkYbwL4Vy9tlaKvAD\\/PD12s3W94CyjPSBjer1LiA289iiwvCAjuLwQcpK8IIfMvGiPcr1WNGq96GdePZZc\\/Ly7VUA9Nsu6PI6VMb3D41s9kEgXvdBgPr3eq2o9IDFKvfb2M7yEIoO98CSlPACzF7xWNdu8C\\/5PvP7TWz07p5O8ti\\/qvFZI4Txmgpk8AhKIvZb71buLW9Y8psJ7vYOfkr2r89K8XoqIvZYG2zvrVHU8y1ONPDsuIr2rBag8gyoZPex3iD2gFVI81hJdPVsNXL1TCXC9qw+9u5uK5rxiYoQ9XmiMPR4fbj3AfuW7aABkvUaHaz286pO9K6l0OzYDkj14k4i91nzzO3Cwwzzo2F49iDxqPRoZmD1WUZw8yy1qPBC53LwWCEy81io7vGCJqjxQzY69oDcnPMtKW7wWkRM8cMlbvebGrLwqb6K9rryVvaDyf71uNaM9kjGovSaADr2rB0S8C6k8PFv\\/mb3bW0s9Fjn8PFA0Pz1E\\/KA9MOJ1vduft7z2lT+9i5eQPAvRcjz2paQ9Wi6IPevERD2gv3U9sA9nvebbVT1W\\/eY8rDqKvRDwXb2T\\/2G9VrZxPDsR7Ty2UDo9ls4MPWs8gbyATOI8+EMuPYMSdb27fZ69Bo6qvFYrnj3zgBG90Oa2vDZaVTx7+1s9wEDZPJ5aVL0gW5I9VkhjO1DnM70Yt2E9gPkTu6sIBTygGVQ8ADx2PLPmBr0gtyE9KAVWPQa3h7z+amM9yhygvWvrjDtbIZ09WtiePW7Bor2gUgI8wFBhvL6QX71mZ4y9Vt0CuWs3YrwQHJm9nuWRvYsDXbxu8pM9oCeXvesFBL0LQs88zouqPUPrQL2rwEA9KwBFvBbebj1md\\/u8cKXDvICJ47wrAKW8TnBVvVaxpzuAt4A71ihFu8j6Pj1Aebe8VtlUvFZ+KzwQQX+960WovVb3GDpTqqQ9M+huvSv6aLv\\/44a9WPmivYPvTb0AjMa7AMq3O1hQRb3W0aK7VmNHvaAsabwDuBC9S+x2vTK6lz3GwRw9lsxrPAsCc724Tkc9HtRaveDKmbxuL069uMkGvbbR7jy7\\/Au9BjgxvcQVi70WlRE8zgUwvdY2Jrzjy5a9AEySOhBdJb2WhGA9W2KIvYoygz0WMiO87KeSPU6FND0w7+g8AEblPDa8Rrxic5M9U8YOPQezhb2La0C9gML3PLavhz2m9KI8\\/hkpPavQK7ygwwc8Tso+PRNRZz2MSZO9zrepPSPHTL14l2w9jJiJPUDNST0mpEk9WwRbPcYQmj2gwQ0949VrPaAxmrwoK1w9xiNMPZbHmTsiYZa9FpvVOwuMXjxHdpM98CaoPFYYOL1gcGe8hv\\/BvFL1oT0TTnA95BKJPWtzlrwWZKK8mLgsvTAT5rxrJZ+7uJGpPX6wG70zkTm9pmENPbbUdL3wRxG98\\/FFvVdshj24EWu9GMwHvQPNGL22f1I8i1wBvAQzpr1bJYA9lk1+PYDYeb23daE9tidGvUA6Tb3jOXC9YOVBvTOyhr1m4P88AzRLPTTijL0LjKK8tmMrPNu7oL0iZJK9oouqPbZxIb3rzkM9rteovT4sTr1edHC98BRxPZbdHTys2qO98ErAvFYaObsfl4q99t0XvZvQi7xGW5a9KOFKPfYiUT0gSqw8y2NfvCAFXDyAVTA9CnahPR7QlD1m1qI9m\\/OYPas8\\/jzoWk49FiKXvQ52br2+1Vk9uyCqvOuP7ryrCEM6RA+PvVicHL1m3Qo9S9yavbRMpb17ZYo8WDMPPWYlhry2HmA89grFPPNRSD1A9Nc8FvhWvF+Wpr2+ujw9zvSnvcMcRD3IrGC9M0ErPeMWjD02kV+8igiePRJzlb1rJwY8Hq0Cve9Tqr2AbzQ7azooPLYhkzxW2c+7hNOSPbaTvLwQRfY8q47JOw6EBr1z3XQ9II3ZvD5oTb0Uuag9Am+lPWPxGD3GKZQ8Y5AdPYtJLz02lZu9fv00PZZg2jvWKvI8C6toPOCHsTxLxCS8KwgtPNqBlr0Onls9u0gEvZv9pL1TUJs9uxZXvZazETxryvk7C+JzPBuA8jywwBS9MEJvPfImpL1Qmb28I0BTPdYjQ7wgxqe86\\/fZPGK7lb1bL4+8HkwpPdOXmT0LEIk9C6MnParSgj1fAYy9MNaQPBZt+bwQ2r08zkVrPbvuPL1WYww6eMlDvRbrr7sANO8583kOvdR7mb1XoZy9S0qZvNbqNbsGx8c8FziTvdZmNr0WiPA7U296vcabl7zml4I80OJcPW6zFj0ehpa9p12JPfvIpD0+bYy95sktvVzjqL27jV89YET4PObQ5TxHS4S96yZRPUJgj72ubCC9m3iLvVYhiTyL6XW8cJo2PYhhG70IuyG9xpfpPJAspjxWttw8NHSSPQtVxzxbVH89x9WZvSYamzyqrYs92rWOvbu+Tz2j+0w9ywwhvDynlD0bNue8lgAJPOLnhL1aeqK9lvF5PcI3jz2rDTO9\\/uqbvWhqXT1ewKA93rYjPWDQ6rwAgEu3wDHbOxD3qbzQCY69jIeXvfYCfD2Wj4Q9ACVSvP5lHT2rMzG8wNWXPabrzDygCr08nqpKvaChwzwbFV09lj66PMTYgb2WyJ279lL2PJeIoT32Wk28wOmovdgZa70mqlE9Gz2FPMsDAbwWAe08\\/oGFPf7OjD07G8k8AI+NPBI+pz3zFxi9wN2ZO7ZZZr20mKQ9CKwcPcgiRT3eAzC9AFowvXJPnj1GkIq956yEPeuZvbvm0KG8IHKCPXtzfb3cD4w9182SvQDyBjsgljo9NmZrPQsQebwr5Kw7oHwVvBZyZ71WbAc8Vo9\\/PMAUfTyAfsw7ay1MvNYXsjv4+AE92DA1vcuBbb1m0Pm82zESvUd7ir0C+oa9VOioPcbDpz0OfW89zkQpvVC5Kz0DfU69ztSSvTYTejyAEqq7QxYAvXbW2zzO5Ww9gLupPbALlD1OvVK9++U3vZIkor3gZ\\/c8Fi0wPAtkAj3LPtw8W6OMvEtScz1WcSU9VhSKOuv0cjw6b4A9VmULPaYC+Lyg+Sk8MJdxPbZeEz1rXZa9+wFXvbL1qD0u9ii9StamPaCYZbwHsqQ9wMZivQRnmb0W05c7jgNVPSa6w7zGYhE9+DpTvWtE07te4HQ9awoAPd5dUb1WLK87yP9DvZ66l73raek85gvaPBBl\\/7xWwsu6ozwlPQtYNz3r3Q+8C5g+vZsQ8rzw19686wxtvR5hWL1XN5k9qj2jvXaSPD2rsow9wP4YvaMzYb0keaO9qw+BPQuQDDxCnZo95hWXvYhMOz0evFy9U7xdPRtiOb3zIpQ90P3vPBvTGD2wt2M9hl3dPEBBoruLtVw8q0vSu+jiPL3LvPw86zZ5PUyAg70zLXU9H2aNvSCPB7xwj3G9tpOTvOjoSj3rPZm7AIXEPAChObwWgic92i6WPVaxZ7xQ5069VkUau3YaBb1wIdE8lvvbuysPGj376Xs9TqySvXjYQL02Tzc8Fqe1u+v9jLxLigk9a87KO7POML2251K8mMhgPRsc9ryAiJg9gMrzvK7ZJ72A3jo9EPZZPaDsnbxLOSa8AnOBvWjCkT1YfAu9e12xPLAym712Z2o9VsCHPfNwer0Dgng97KamPTtuljzrw3q8\\/qAHPc61M70StqA9VlejuwCgq7zWOw68ADBBuvBYW72Ic2w9dr0yPWtrjL249lO93luFPfxJoz2LlB+8JviCPIPSaT0Obj49AApbOgDkWz1v0oK9VnbcPMtYWz07s0M9XkFlvZ5lbb2AFuc7sAB8ve5kGr04h5c9WKsrPXZXTTw0vZ+9ln4BPKuDoL3z3AO9NmAXvPfRpr1oKjo9Ew+oPdaDybxw5\\/I85tCOvIaRRb3rKou8yFkgvZp9lb3rKTQ8kw1XPUQ1pL0Q22E9wLBuPftLfb3WOX+8i53avGMBkb1APog9Kz2dvTRtqD1Wx9Y6mwFSvRbdOb1Wah47MK3mvEx0kD3WSAU7JnwnPQDREbumj2E9JjyqPYj7B723jII99j1MPPDcmzw2f6a88PqfPXb8ir2WUy09tskQvRaOBT1jETG9eGeNPc5dlb22wvK8hhqiPS4NH70yN6Y9a++zOyvqSD12Pze91oWmu0vhWD3A9YO7ivCovTPxTb3+YRw9AxcxPdYJ9ruOaDS9aznKO6uJ4zsTlIE9VpBAvbDAWb2G+bQ8uIyhvQDHhjsAT6G7u6u6PBA4d703I6a9a2ohPYDK\\/DyHvJc9q9VZvdKDhT2YwGA9lpl3vVbe1bq2QcY8GCIIvZhkCD2DjCg9FuWZvW+Eoj2ILwI9lFqCPW5HdL1bv8C8K9c\\/O2T0k71cRZ29gyuUveYbmL17LZE8lsc+PPYaFDwL1RK9s1VePc5bhD2goPc8mhOgvVuTKz1b4fo8c\\/KjPRsMgL1j3pa9h66RPd5MH717DBm9NlCNPfbsWDzWo9i8q0owvNuTir32Wqu8A94nvcsf+jwrv589wESVPFZB\\/bxbKgA953SBPXP0CD2g+Yq86BZ9PVZwvzw8zIk9VnRIu0D+vzwsuJs9yheBPYtAZ7zkpYO94F5lvCgaeb12XUU8g+Rovb9Xmb1wh\\/Y8mHMOPf5gOz0Oj5g9BvorvSdWoD0WKV681lVwvA5iP72fq5M91vZ2vVBgWb0rSPa7drtAvZZeTDymvJw9thJjvbivg73rfJk8v8yRvb6lXL3rgwK9cwyCvc7CFD0A\\/le6WH5HvdgtCT3TCk49q5oIvDatk7w7eA2927+JvXCTkL1vQo09D+eivb6Job2AAve7+F1vPdBGfb2Mi4e9s7wzvfDslbzgizm8au2DvbsgQL3W2HG8SNM7vVYrFzvTIaG9XsyjvQvTET1ETI69KO9zPSD4GDyAseG8QBamPD5MJr3Lupu9gLiPOxbvxjxUD6C9K1nCPCvIRDvmI4W9PmgHvea6tzw2BoE8tizuPCsSUrtGAxS9pu47PUYwgbyAfCC8wJrQOxv7dD2ruTy8q8Nsvcs+SLyEoqG9EEu9PJsjVD0k8qY9O64NvZgEFr0z5mw9gC6WOyTkjL2rBgS8+M4QPVaB3Dt+UCg9vH2PvUZ7wzwSe6e9Z7iHvet5c7zrX+y8QPxOvJv9nT3mpo68t5WkvcB\\/brxWSOU60gWNveDoBjygTGo8y7wGPFbxBzyACYK9cL6dvSBl6Lx+CG29EPCCvJa2Sz1A7o28i+aEvUCEYT1Q9Ei9444jvdfZnr0AIPk7EBGavVZTojsWch094\\/WnvavePjvq8KA9gM\\/qOyBS6zyATqq7XgaFPRz9jL1wigK9QCFGvaBIf7yXS5o9iyP1vODFBT2bIxY9TnhKvY6enr3AVgo9wI3OO74dn73sZoI9w2+YvfPjob1eXqk9AFC5PCM\\/Bb3YGyS9OBQQvZabjj3TiR89THKNPeOwKT1L+ak8UGWPvRaRYz0MG5g98hypvVbFSjqAKJE7m6mPPTtpG73AWNY8O9WMPb9ehr0Atw67K5FjO1vsBb2gK7i8AGULO3vfO71Wfx87bjwWvdokmz2A7ba8S4VMvXBQCL3uVWs9uMMBvY5QWL0rCSA8qElAPdbS9Ts7FMu8UFwKvWZj9jzwzPy8Zl5qPZYD7LuAXBC7aJqEPWP5mb1CvZK9vmWCvcj9IL02bFE9gFT+u8D61jsQbC499mBGvdA037xKEJk9oN05PMBcILy2SUs8ABQnPEKQi71mYq48Wxn\\/PEsugzygJiO9i35IvDb5gr24ijg9wM1wPfx9pT0rSsW8wNSRPVZ6mj3mVZa9QITpO0v1mDyAmFs7z4+bvQZNxbxr2lK9Iv+kPUAmjDwANcG8HudVvZhTej2vE6k95llNvWi3RD0AEw872LybvbBOAD0jmlU9YKZsPd8Gor1Gu1E9AKn3OrbAFD1ed069NrxEvQaCbT3IHxW92EAHvbAvljwm6Ay9U+0CPUyZmb3sAZg9LkwNPVb5LL2o0Ac9DiM1vSDBoD2WW4S942UIvYtURz2A2xi82GZLveD9sjwQjfe861Z\\/vajhU73AyB295lBXPeBnh70LdFW8lst5vObOMj3WsjS7owpwvZiNbb2AFSw7SKobvSq3mj3gX0o9Fl3GO3NsbT0A9+I7dJeHvcpWpz3rIiQ9wEbovEvTqzwQJJC9MzBSvVZOsroW6tQ7N7OUvaRwqL2G9J28+8BQPQqHjz1PF6O9yPk3PYtsB704rWQ9ku+kPWu8szy7xye9sAClvBiqDz1374K9uCcfPT9dnT0w2xU9fO6KPVckiD2TmpO9wL2ZO0Y+Wj22ufw82NIQvdMrXj0Hw6O92wwePdjOdL1Le0o8M4SPPaj3A70rwQW83vmOPdP7d727X\\/C8wAJJvZj0jj3WiZE9aP+JPZsW87x+Dwo9fuAHvXczoz0r9FQ829ibvYtDTrx7vcW8OkGDvXvihD2IA0o9sN3fvMPFLr2L+GS8wxqIPZZfmj1WTl49gF5yPIvLez22z1E8QPbqO4PzHL1Y1aS9nhGjvbZLab0kJ6e9DtKDvdhUkL3nuqK9oNuSPStBO7wGlYw8Bsf5vISAij0zxWG961mLu0Blhbz7fhg94NgaPNZ3SD1+CUk9TqsSvb\\/OoL0Awxw7mFNKPYAc37tW13Q9IjKkvZtE27yrtak9MO2DPGLyoj0opVW9rreaPQvnkLwLCJQ9y56pPCtMFLtAj228m2kUPZDtyTx44WG9KxqivBBKbb1m1FA9Q4B3PXDMZj2WvVg8O2xBvZbooLxr0+k8Zkz\\/PND2KT1mlpe9csupPVDeeT27A\\/u87nJ5vXB1ET2uGzO9VJSDPUYcqjwgJpo8Xh+JPZZGnr2ruVG72JNaPYjVfb1rIg+8WOSKvdjwMb0PQZI9cGKIPcsb1DwGLze9WwzEPBB9VD0ezmS9VjETO5tbRr1nT4W99tcavdYVeT2g8Qy9GzN+vcODHr1z0Fs9i\\/p5vMLliT1ghA69bCCcPSsFDbumaJM8w21zvZfQlL30lZk9\\/pQ8veAq1LywH0Y9Nvx4PTZARj3LPge8dmccPWxFg72AjFi8brIHPcuAgL2ooxg9wEorPB6RgD2m5qA8amicPQsL1TxrRZ47nw+Cvd6ABz1s0oA9y\\/GhvLAB8jw\\/+ac9iwyLvIsDMb1WToE6UEHIPDCJ7TzrHPK8ljwKvO8imD1QqtW8MPK4vGAiNDygHis8wNm0O4Abob0wB\\/a80\\/mXvbeKmj02qCU921cjPZYZ17t2djw866V9vDa7Wb03WZO9fvGHPUR3jr1zspy9K0CYvQbm1by744s9oKwtPZ6caL0Af4E6huv\\/vMPjBj1DsZo9wJF7PbgsKT26Vp+9q5SOOiYexLzXs5w9gDb4PMtZEr1g6WS8imOUPUM6dT0CzZU9XvFZPS6CWT0LhnI8gKbouwBCmbwwhCC9rhSAvUugOj1gvpK8IFDsPFZJ4zkAdN+8VsD8uitgVr3AZto8EmepPQa2cz1bOBM9HmAtvYDvFzswG2S9R5uFPRaghDyQW7C8QnKGPe6uTz32lNm8tsScPfZafj0W8zQ9DhsYPVuRh70AQCe7WIGDvTZPkL1LCII99n8kPXadb72rmju6OyVtvX4dLb2LTtW8APmLO\\/BU+jxzWBG9cEEDPY6\\/D71AWq07a\\/abvQAhIbtL4Uo9y66NPHs237zwmpW9+FtFvehtQ71mYmS9FlqGO1bnMLrzSTq91nK8vKDvvbymWCy9G3QDPdBLmzxUvYo9AFCGulMGcL2jAT890EqlvBseYj2W8MC8\\/toKvUAKer1Alno8q9BTOlRFmL1WQSC6AEg2OsBbVb0DSj49NqwaPdj8DT1mTh89CGR4PSMmHj3ghAm9oFQ3vS8mor3aE4S9+1\\/YPAb4bD1b5a689lJXvEtaQTyLmTA8APzrvM7cdD2C\\/pi9a\\/arvFoolr1Ozh89fM+AvdYVfrxDthe9cPwcvWZwN702PdC8q\\/HQvMIGij1uJZi9gN9WO+LdpT12G1M9ex5PPXbjJTxG+g+9FhFYPGqQlL2rJwq8+HiJPeO3LD3vDY49VkBivFYVLrrEsKC9VghXvKsABDvwmbE8m9\\/VvMImnj1Ud6K9gHOKO\\/YpEbxAAWe94BqDPD6ceD2rHJK9q1oSuzoap70rgnE73u8tvaAKcT2ryEy6XsJwvfasjL0jwDS9B6igvQp4hr0TyXu9asGfva+uqL0Ifzg9sLimPe5vAr1OoXO9eKM3PcB5Dz0Wfpi7lvHdO6qMoz0zcy09q5U7u8M+Hz2rXRa92EonPQ4mmz1L72+8O3L5vI4IFz2L5yO9HBiTPfauCjwAFew6CsGnPevK2jv7PT89zjBXPZZqGbxW2yq8flk6PYhzpT13XJO9FGqnPQ4GcL0ztEs9MIejvBtMLj3Wdn+9SxhvvXamqrzMEZY9aINqPYgjPL2+eqi9UOcGvQY\\/7TxquI69iviQvfS4p72+MqG99k+gvdZwvrwoUU+9VgjoPAjnFj1LSIC8qDlaPVblcDyuI4y97DWAPWZRX71rqZ67QO7HO8i1pz0yGZy9boFlPYBjo7yWEb28\\/sF+Pcg4G72jpGQ965ylPLepqD14xUO9IBSdvWjMVL1aWoq9ACbHOytShzsA\\/SW9WPkYPatp4LoLDZq9K0lTPHACPL2u3QG9+2QqvTvhUr0mvEu9ZtaPvRYZgrxOuRK9AKPmvAsI4rzgN3O96zopvYDaA7ym4Js8frUOPQivHD28XIU9ptOuvFNLMr3gAx298EPbvLaNgjzWMQM7DtY+PbOFKT0oSFU9Vm2BPRo3iD0Dp5m9q\\/6PvM6Ijz3QjpI8S3irvLMWIb2Oq029ZtQhPQaTEr37HxY9gJY2u1ZifD08d5c9fkqePQAEgjsAgZM7tiZMPTa4Qb32ojm9VqAQPa68HD2WNKQ91gaLOz4vCL1gtoe8NgNwPDDmibxGppm9q6arOWzyhb0WuZq8XBKpvftBXb0Y9Eg9a\\/yVvNZPG70EXYy9wFwgPNYNSDyiWpe9WIMAPabl6bwUG429K++MPWuKsjuIIKC9qzaJPfvqOb3vl5Q9q3OtvAtyfrxwMXW9My+YPfZTZz1At408ewdJPaa\\/wDxaQpk9gPHlvKNBij3oLYG9fnovvR8Pjb171Sc9S505PKvSCjt2N1I8Rg4+PX4bRb3svYK9oE43vcCVMDyrofw6Vh6qOlZpQL1Gl4E8gB2PvN5YN71zoHA94NWEPMMUOb1b\\/ky9T6SMPXdHmj0gO4i8NsIIPEZGqjxja6Y9yE1xPcCRR71rl6+8QEuJO4LTkz0bkz29pL6Cveso8zvm71a9DyyWPeDdZrwAjNI8x12mPS6XEj1wO\\/A80hSIvWu0Bzw4AB49AMlmPcNyPD2AFq47\\/r5fPRB4lr2OQmu9Q\\/2avbjQWr22jZu8gBtNPVuZ2TwoRyO9q5C9uyLigr0Wf4s9mwmoPda0u7vPuZ09gD0KPXYMXT0A9vW80JH6PPJQmD2qWIW90MpxvcuEDL1TVXK9MAvEPGDTuzwOwIK95uvUvLafSzwLgm28mJaXPYDJpzwQsW09g58vvZvV4zw44pq9fsKnvWugVr2Cxpw9IxJ4vZ7+V70u61k9hpuUPGuqybx4xpY97uZgPXguZ71GmsG8xmT4PPaJUz2bEZi9myGfPavdor2o7xC9C4myvHvzrTwgxKY9pHmCPQATuDx+OiI9NkhcPdDO0bwgHQu89thBPaur6TrQuIY8QGguPJKjnr02TUQ9K7KouxZZ87vm76G9luadvbrMiL2KZI6981tSPTh2qT3gMxg8sBWyPOvrgLzGM\\/u8mz3GPGsQhry4VEk9wGZXvIbLdr2WA768wBc7PNbMvjwofZu9a55dvD4wUL22nZQ9w+YxPZg4BD3GqwG9ADCfvLojgr3z7Vy9e5HevDbBGb1j4By9a3rovMbM8rw7+Kw8QGnGPETYpD1WHvq6vlhBPU7XRT1ABsg8YK8JvXC8X70rMvG71qQWPd4Ym73LRAS9CN1RvfCK0jwO1Ac9DwOqPRaSFD2Gvia9xklzPa+Bhr3byTW94H2FPCus1ruGsLu8Kz+DvIBhGbxAStU7g+VuvVZgfDsA2PE5h0ucPSyQij0LyEm9Ky6QPUI7jj32fQW8691MvCsuW7zDcYy9ru9LPfMEXD1PrYG9lixOvOv1WryQmOS8AEMiO1aqgDq7UiE9Tl0MvbvK67xW7dW64LZZveydlb1b6Zc9BmCSPGAv6LyGOQE9C+jwvAAwd700xJs9QG05vRMVo712HxQ91sgyvStctDvGTGU9tk95vUvMJr2WYle9Cz9dPWtdyDtgziU9dsl9PALaiL3\\/waU9aC+AvWaiBb2gRS48w96RvZR0ir1bRaM98DKUvVIakT3m43Y9q8qFPfZPEbxAcmy950SpvX4LPD0rr4i8s\\/Znva5ZCT2LDow9k1stvcuIEr0OkWS9iMmhPQZGTL3vX4w9gKROu1cygj3qyYc92JINPSYVpT3A+u+821cDvaYHDz0e5aG9wBqiPetFxTwAlui8yxsEvJAvCr17MF89KCGDPSsz6zwTfRS9+BZWvRy+iL17y6e8ZnSuPAAxAbuwY5g9ttm2PGudOL0gC7q8OIClPaIGmz2WddA8SEd\\/PQD8jjw+80a9\\/l5WPUKylz3UHZM99t5GPXtHMr1A1mo8dvbMPGRHiL0QHDC9az2vOwsiqjyW3J28QOV+vIbgGr1wv6M86\\/gxvMaqibxQoKi9q+d8vRsehDx2XJ+8Fn3mvL6VqL2rwM+8VjVQODaRKjyb4IY8\\/P2MPW+0gz3WIJM7gm+YPTtAWT07RaE9RBamvcMJAr0W4OE7BuTQPHu73DzWRUa7sBY7PQMOB71Gw6Y8FriUvSC3wDywEYM9Sw2VvIDFFjsK54E9gqilvdbmN7uYfis95t0RvfjKGD1Um4S9QK2evOCmXDyrJfW8Dq9svVZHFjt4ghm9Fryuu1aVhryczqI9Vpm+PLNhK70GTpO9CKw8PSOyVj1ApSK8S3wUvVDTy7yW3is978ONva+hiL3W\\/pA77h1gvT4QQj3QQOI8YO3EvO4PRT1gDzm9Y71nvYBWtDvYfDk91oFAO2DGWzx0yaS9C3AgPIjdDT1gsfo82H+cve7Cgz3Ao\\/48sBIQPbYD4bwTVCA9ttmavdaBHD3zS2e9w1V6PThUGL32SDa9BBeDvSARTzygVMS84Dz8vLJMqD0faaE9Xk0WPe5JLD3g46K8O4noPOv4F70+Lig9xlUQvatq5zcgdEA8wLTHPMxKi70YAE29breBPbp6kL1wWrK8gCs8vCj+U71wPm29gJCMPf8bhr0WTbY8o4oePbN8WD1WDHU9JgjovJ40Rr0OhIo9Q8plvavCJLtgnUS9G4\\/uPGvQ1rtTop09+9rnvJBkzLxr9pI8CNhfvcuhCr3MWY69jqJ6vRuXMb27tZ093ymcveCTizx45y69a4O6OxsCxzwYFJk9xv1svWugzTtIExk9Vh2nOVa2orwWVxy9BtbePIar9jyQi\\/w8sMRmvZ4eob3Gwka9WiqCvavFUDwLNyS8S2yXvWtsPDy711k9EJSUPUAKmbs+IiM9aNdFPbq9kD1b5ZK8nrJXPaDpzLy7x8A8iwbcvKsXvbp+Zyg9BoEZvRa2ebyTiAq9y69QPNZlpjybRcc8q58fvCvqVDum9eW8npkZPVZnnDwWAaO7prwHPV4+Tr3+F6m9oE\\/EPHYDSTyW8my8iLiLPXDmnr0wlL+8tvjYPNDoEj32GOO8awDUOy5kjj1WZiE9TDWAvci1R70WtcY7q40XPINGIb3sGKK91j51u3YsHDzEI4w9BySTveuMQbzylpi9wEB4PHwfh70mcJu9W+k4vYvRYLwmfZg83oaAvXuIKb3ABtS77O+CvasB4rsAgCI3szFlvZ6RqL1W+HU8w+RoPYDCyLurezS7y7NbvDszpzzodpO9J7yBvXBT4Dxvu6G9hhQIPdA1i7x7eui8ZqxDPfi5MD0Gwlo9lqFSvOBpM72z1Qy9bh50vVBOEb0rV3i9tobSvCMUQD2DMIO9gJcOvQ5\\/hb3LZEG9qPJovQAVnTsrndO7FmN3vHOCSj3AqJk7RqlcPftmoTzQ2Re9wGhGvPDt77x4Lys9Tu6IPds2Gb2YJ309boR1vfDV1jwzqYY9J9GlvaIHkL3+BW69v+mbPatiBjywZa08AHIHvQD\\/tLzWyyo9ewmGvMCMjDzogp+9MKS3vJhUnj04bQ09Y2+aPQDvY7s6gpQ9GK6LvaTqgD3UPYK9q0yoPegrIj3rO667kyR3vWB\\/lz0Ah8o8YCZvPJMCib2gYE28oC1ZvA4XGD2rzDK7QMcgvWs+ijv2znM8rOeWPcRCqD3LTja81qZEOzaDbT0\\/KI+9t26KPWDfNz3X9KO95v22vI7ZZD0gO3q9K9ohvBSuhj3oSgk9wCsivWBANT0AprS8K8hjvNb1JbxWXuC7u156PfKzgb04EQw9gOLOOz4dlb1GsnK9a\\/gcPS8Bl70QmSi9NHCfvbjMFz1r9Bi8g2wnvWDbij1ONzE9n2mYPYOJor3AsK88h+6mPasK5Twr8Zc7IBSUvIBADr1TJB69MHN\\/PcZICj0QJjw9ZlQ4PYb5nb0DB3I9FrD7OzCFTr0GZ9A8EJSdPLbynjyIRme9Lz+CPQTShb37xRw9\\/i+pPQdfpj2e0iG9tjaPPRYljT0A4Z46oOJrPM7eCD2gEm29jIiTvYSogT2LJmy9htgDPSBGNb2TE329JvXwPDaSCrw7VUm99naVvKhFez10eaW9KzYbPZA1eb1+Kg893AGKvTgPPr14LXa9tmVXvdbfTjuYGlO9zniFPQRUi72cvZK9XESlvSgWaz3L6588e0ghPdjMWz1YyhC9bnIoPXPuCr2AG9i8+8TCvKt43jvWa2s93lsLvZYiOD1WVbc6VqKCu3icFr0gYCU94BStPLai5LzG8gI9m7mkvbbK8DwLABW8kHYPvbBpk7xO8S293uSMvZZgyTvse4y9YLW6PDYoqbxj3gI9dtZvvKtbGbtO7V29+syQPetu3LxuHCM9CzRnPFaLUTv7Kjm9donMPFZvIjxAz767Vn7aOhbxlLz2Crq8VrvDOuOzh70grKK8ZiGmPOBq87yoVi29m8XGvFxajD3LMa28y1rWvAAgtLl0S569CKYLvSBb3Dwgego9YyshvVDJQD14ZAk9qyI\\/vV9HjD2OLz09LEyVPSjuHT3rytM7gE50uyMRMD1MG549Bj8xveOcar0+x329M0oOvebgqbx+LXs9dio3vV5LgL3rGEU8DPCgPSsORLtos3Q91iB6O2bGkL2g3gG8EGiIPKJ6hL3W6Do89qJvvSCvGzyA7UG7FuwQvd5iEb27I428VnnBuXavCDxmoSG9AHcZOzpgoD2nI5a9umOePUDW2rurwUI8y9FEvH7JHz2rC\\/68SGmaPS4+er3m1Ky8T4SKvab\\/Or3ACLg7gC7ZvEjDZj1LikG84EiRPAb4cz2swYG9iyLrvP6KST0OjCu9Fl8MPFBlkTwseYq91hqSvcNbfb2rGWK823hJPQp8kL1rcRQ8elaNPagBVz1015g9YHLKPONCPj2gm4G9659Mve\\/8i71W8Do9+\\/cavesxgryo4Rs9s29aPVDpvjxMqJA9m7tCPb6hOb2AcqO7s4Idvduh0rz2Ihw8ntGCPbB9Fj12+1C99nX8PPC647yHS6k9VpXnOat0TD2PqYY9btdmvQMHUj2Qwz29y7HxPMaVDb2zkku9Ngs7PU61nb0spKe9QHUTvSIwkz0sx6K9iMYLPea9urzjxxs9INWyPJA7aD0LQa68AJoXPZtLRb0uowk9i8N\\/vIt5Ob1gO0C9MIuNvS7ZTL3WDRi882aivav02rxgWjq8W5kRvYxSlz1bHxy94M5avAt1pD1OB0i9q29RPeBXnr3jSRW9jpsFPUs\\/4LwetlQ9VlUxN5BNuTxOuYm9vhN5vdOBTT2bUw+9apqHPRgcPb3WTNU7E6VkPQyNiL082oW9+9EvPYuDgjyrQsY5dscevJvFqTxLJ4281hknvYiScL0gX1s8Nz6FPbaI0rwuDVa9eHIuvS4Eo72uD2Y9uzZ8PXb2Erz+MEg9j06XvfYDT7wWohQ8QJKuu0z1gr3Loy09I72OPaYwCT3jfpo9EEinPCvYz7xwDli9Q1UpPYuSoLz68oY9U2pzPTMlnz2gIIy8xkS6vPBbvDwbHYM9\\/thpPbY5X7zGi6S87rARvR+Jlz123QG9JiMiPa7CXL2DqWo9SzmQPVNeSj0wnR+9NkIVPGQ4iz0g\\/Dm8YsacvdBBk7wA9tY6gPceu0uMb70LGqI9FDWivfPpNz3gEUC8gNOJO8DUYj3OcwO9xjrUPKBslj3ApbS8Bv8\\/vQwshz2j7Ca9EC3SPOC7NrxgZyY8+5B7vYZMvbxmc8m8wBnwOyAPzbySE509sy6kPatMULyOjUW9OMMtPbZunj0m3Ag9EMsbvbBzljxQT+U8ayfavKguij3w9oe9Q5JUPSROhj3mxFQ9ts0vPNOUnL2raBS7lqjGu3sMNj2WrZ28OwOmve62aL1s6YU9S14+vd5Ggz2r+Hg6+A+UPethJz1k8Za9e3WAPf8\\/h71QXy29BgVdPVbETrymA6c93ns+PRMyED0cyqc9qxHPOsDEHL0QTZE8q1YGO6tT3Drevz09NrJqPFbel7s4kSQ93gVovWsmJjxWfuC7W52hvcBtwDxwYpO8CEc0PQBW\\/br7mPm8mzSqPFbdOTl05pG9a4f5u9urlb1LSwK8wJWQO8DESbyrjps9D4+WPQCIwLk4JKi9\\/NqHvVYRH7xjbpk9GyhyPQO1ij3zM2s91tqUPatf8zp+dkW9Y3wCvd+Tp71yup29NmmhPa6NBT2C2p499y2APes5nj3LiA69eEpCvTDyP70micw87KOGPTwulD1flo89i5hwPKzGmD0Y+VI9yy33vLCCgj1IQZY9KKRhvcJVmj3+hxy9q8BKO3D7zzxLZya8lnfJu6uLmDvGIne98l6gPaO0AD2DAlq94I\\/gPLOvUb3GTeY8s+OLPfMpSr2yeII9tt04vesCojugiJM8gHZqPMgNNT3CXJ49A\\/yUPf5\\/cz3Gfcu8S5QFPcApiT3oHoM9ugiaPZaCUb0mVtS8ALqmPaAwGL1QgBI9wIVuvdjghD3+iXu9y63UvN6ph72sXYk9tgNnPUCHcrwAgHG61oK8O\\/DKg70mlOw8y6kkvGt+nz2rDII8C0JZvFeOhD3Wnyc7xoucvIDbTrv2\\/mo9IEDcvLB\\/4DxukkC99J+EvVYXTD3Q43G93HOSvYOLI73WNac8ijufvYDCsLx2png82oeLvdsFtbymjti8+1L0PBZRST1aHao9S5nxvFCUmTxWJ1W6j+SLvdbECDuL1oi88CESPWa+Sr1rXpE9\\/oalPSumLzvAzIC7s0Nbves9S70rH6q7A+FVvethGL0LAo28q+UvvYAsWbtz7z6966YpPMYiOT3SlY+9uN8QvWZag712dzE9TIWSvVYkdrxGY8a8617NPKteHLtg2fA8oOI8PXgdnr0A0dA8K1Y7PcQvjr2LyMu87v1oPUD6a73b9Iw8UH\\/aPHuH6ryQdLE8IDEZPYDydz0Y21U9KMdiPbPbZb13mqY9q14yPW6dBj2HmYE98OKkvUAAM72gzhg9sALyPCbSB71r6Ro9w31svXuzQL3Q8448uJgxvfbQKz0T+qC9U8YLPX4NBL3+BIK9ZrZ4vQBwXrocJpk9fvtGvbNKZL3ba2M9Yh6BvfPafD2rmHu76E8fvTYH0bwrVY87ABzqvBbhgj2Ab8u8RqVHPYOCMz3a7Im926sXvf5nOb3esmy9tocvvZM6T71bzje9a0k3PCgSZT2roZY6nHmNvVaJlT2ol6U9ACMQPNCkBD2rLAG8S\\/NiPCANmLyIP4y9rsFOPYMhkD1yD6I9Bn6\\/PN6slr2bQEY9gJOlu1gVHb3ugSO90tmlPWyVlr1LZsu8J6GWPd6JBb0jkZs9q2GFPQRmmb1WAa050JijvQO\\/kj0G7Vm9sxyPPVNOLD17QU89AC5IvNRTlL2jhEy9G1GGvLae8LxvmYO9ruSRPU5NYj02\\/A+9IyAwvZ+1hz0WPIE7TLuLvU7cdT1mcwQ94ItlvCuhOzzLc0i9nl+jPXAQXr1AnH88O2hgvc4jlb24+IM9D+SXvasq0LwbY5W90FDTvNirUj3a6Ye9S\\/6MPODVj73rvq48MtGGPUsVD7xySIE9toWuvB7iCT0bw8a8ZmCBPTBZaT0r\\/9M7awF8PcfemD3raxE9IiaEvQAeY7ywqJq9QAGYPNZMvzv+lUS9iOQUPWvEaL07m1a9dohUPJAoWj0mB7I8+zxAPcvZkDzQ7Fc9K8bHPMDN\\/zy2RRG8G\\/nBPAA6JLtW\\/ii79mFuvNRXkz32Mp488M9Kvas\\/DbsA4QQ8FGiTvZaYVrx4rJ89wyOcPZDZ5jyo4oe9AIqZOsascr3LTVW9b3uoPWB9FbxWemC8C7FYPCAFpLwj+mg9k812vfvEUj0OVam9Q3t3vauugrvAwQu81jOAPHBu2jwDxxI9k\\/9WPS+nqj1yMZy9iNZpvV47AT0QNkk9ntsuvSsEvbyqMpW9oBHvPKvpCDt75X+9EMqkvUANoT0WKqm8+27\\/PHNpHT1WHWM5DJ2XvevIAbwAEUq8CwuRPBC5Wr0IHkU9QNEzPMsRgryWmqq8K2IVvAfHiT1+KnS9GwJqPX7FXL1W3zi8Q1N0vahvpb3M0YM9xuHbvGt2+7zmDmS9lrTwPLDQeT1L0Hs9IJBpPKb5iz12QJS8eOxMvdhRcL3A45M9+5+ePP\\/hgz0APdM7U6QGvaibYT3LtKW88xI4PYrzj714PTU9hqjKPGi6ZD1mKGU9M1covZtImjy+XGa9aw2nvAdGjz2MVaC99viFPaA7RbzDBkI9k12UPQDg\\/LzWEGy99v0qPcT9kD2mEXQ9E0+SPdZnlrwYriA9h\\/CBPZ5YS72+2IQ9y\\/RmPKsukDluUKS96s2XvdtG\\/Lw2dFw8q36ZvGgOWb14m5M9K6sIPFbE1jtIHpU94PtevUKShL1WCTW6ODeSPUfypz3gsNe8m4yJPW53pb3AsQE98D2ivFZY67pEq6C9jjFsPegpob1WxPm6c5oXPQDEdzx4zF+9o5OQPYLFgj3+40M9a8FKPIZX\\/rzbe3K9Fin4PHb3kj3Lw\\/G8DhudvT7BFj14Zlk9NsBuvQuFCb3GRME8VzGevSss+TtP\\/4y9OhShvXaZlTxzwIu9izaXPBavFj1rtgS8FgMIPRN3bL3bOTI99rsWvLbu0Dy4mzy9zo5HPYZK2zxrCRI9AAhQOuCG0zwAcBi98KhZvc62oj3gEre8K+2cO0gYfL3mVve8y6prPLQipT12lho8C79SvW4zEb3D8XO9KyPTvFZYB7x\\/epU9M7hKPVPZlD2Wu\\/C8dns1PSaTDT3\\/O6G9sCqJPL9xiD1KDYq9W0qLvZb\\/ajzTdUQ9Hp4NPTQukL3A30q8AF+5vNYoRz220HI8jGSQPV5gLz1A4D88itKSvUDW3LzDbla9XgNYPQiZFr1Qzt88u0kHPZtpOr0wJTy9g8Y2PZPFQb3bEJ290B4QPev11TyGNMu8IGgyPbgEDD2YpAM9yPKbPZ7RVL0GbiA9u3yKvPiwdz32smq8C\\/5CPX\\/\\/i71W6Mi741OjPRazkruApzO7liJkPMABlTyTciA9czSAPVYYDLtLs8G8QFunvFa1jD0ATkq9EIuYPYjaLr3rWMu8WFxIPeDbhbwcSJe9G3eXvSs1xTwwYSw9NnaYPKtOPb3suaK9cyQhvfLnmD0Amo07BpLbPPjrYT1We3q8aO8qPfaGEzyYkHq9u3bLPEMwFD3g4Ia920C8vEvRib3rbjO8S1fCPGsMlTz28GO8wHamuy67fr2Ao5k728eHPDMzlb22oJo9sHX4vGvD1LygF4O9Azt4vfBHvryWJLo8dpvUvOA82bxwo6E9ANeDPXTgnz3z54A9ezaEvTB9kLxYoVo9WP1EPTZ7RD1wAAU9UDwbPVYdoLuorQW9O1Aqvaszwrv28wi9a3qjO6ARUrxg5T68K+\\/gO5BWTT0zoVe9EB3lPADXCLwAQXA9wHNkPQhaeT22GhG8VpfIuuwEhT1AtEc8IPYSPTB5qrzAsoe7HkhpPXAp67wsd4o9oGcdvKvH8DwAoPu6+JtKPWdqnL0YYXA98+h\\/PYaSDr1IFRy99gOavHthrTzL\\/+U8rlqCvQAP1Dt2V3o9OO9ePdNSGr2rUKK6VqdzPSDIG7z+PES9QAfoOygOCb3bWQs91vgZvYYES73WMMW8IFl7PGeOoj3gLR+8lEeePXDQjj3yloI9YE1WPKv8Nr12yFe9kmmHPSut+Dxz7gW9S56KvLuGWD144yS94F6WvFbGfb0Wnya9lnCEvE5pTz1m9IW867GmPPPyW7047UC9lkapPFt1mbyGAVK98NKLPFjeor3G3cI8ANj2OcYyWD1LrSk9P8GJvdPyLL1r1I69qhmFvY5FiT0G5ne9IHl\\/vE6aIL3rkm69K4+WPZB6Gb1+T4+93NCVvduNYT3W+au8q98rvQu9ZbxWxM271kXYvIC\\/KLtWi389sBSCPYT3hz17XWW9SzUcPb7fkT2W6b48VjatOgsRl7zW\\/h2769+VPGuPlzzAD1o9tgPhvFdtiT1Aw8y8FtHcu\\/uRHD1WvZo8FpKOPTsFDj3LOMS8tuD1PODNfzzANp29W0rHPLDtbb1A2hO80FSoPViLbb0zpiW965aJPVD7jT0WEly8u5xBPUjWHb3m1X69XjhEvavYO7rLQjI8e1\\/HvJAaVL3ifZq9SARCPVRdgb3Wi108wEYbvBaynLs+ZV+9iDCkPWst7DyWSeI8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 245,
        \"value\": 246
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        248
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 249,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 250,
        \"values\": 249
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 251,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 252,
        \"value\": 253
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        255
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 256,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 257,
        \"values\": 256
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 258,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 259,
        \"value\": 260
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        262
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 263,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 264,
        \"values\": 263
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 265,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 266,
        \"value\": 267
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        269
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 270,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 271,
        \"values\": 270
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 272,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 273,
        \"value\": 274
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
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
        276,
        277,
        278,
        279
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 280,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 281,
        \"values\": 280
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 282,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQAgAAAAAAAAACAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAACQAAAAAAAAQwUIvU8l1btOOIw8HlFJPeMeRD0X+U896ACHO4+fCb09UiM9lP\\/MvIntjjv4Wzw9P2ZHPOceLL0y\\/2u9iz49PQLp2TvYWvk8fpPEPATh4jyMaTq91HJTvbolUT1oCSo9WGchPSYcWT1L0\\/S7xqs7vdgU5bzIPpg55W7\\/vEsDTryF23Y83rNPvEoTQj0Z+RQ8ai5yvDp9FL36wVy7Go0QPXmCGr1gd0O9Dm1JOkfRZD1YogY9h0lmvJnlW7wG72k9vboiPXiBGr1x+pU8XKj\\/vB7umDxlRlS8Z+CmvEiDJDqjgq28+pkiPTl6SDw3FYU8odlgvbVTUjsdH\\/q8Se33PLA+qbxeaVw9IP\\/hPCgRCD3pvwK9h935vLRhUD2yCEu9nVP6PPdJKb1GWO06hV\\/RPOuEtDxMDBG9PO9Cu1ljbL2pp8q7ci3QPOYlGT14Qq48V7PfPHZxezvevCw9YScCvUC7LTzG6GY9rLWbvPmI0DvgbmI8PJgMvL2TSDyJuEu9BDhTvJIgvDvxCwW9sLEGPYMDB71Jqiw9czzGvO4qbb0mTZk8Brb1vDxtMb0e5rs5LeznvJndBD0p2D88jZrLu8KZND2xghe65QWoO9eLKzzi1UI9C42cO2oxjbm2kD48ERYtvf0Dfzu4AFe7Y+z9PHAsQ7012bk8khshPTd+ajxW\\/vM7iSNBvZa57Tw0i2K91eMivbeg4zxMlYm8PJjRPCboVjyr5Vc9DIWWvA2OOTx0Qpm8C4sLvZmtMj2fxmU8VvowPXjgYr1cUEo8CQ\\/\\/PA5nwDxL+re8IPBTvG75XTzzOAM9JUmwu5Q6az2hsey7fuXFu3JQnzx4ft68AKpvvRALmLz4c1M8CfdXPWJmkjzv8928mYq3u\\/jhxTyDByc8WNVqvXin2bxPdBu9WqRsvS1sAz1MDh08ydYFvQiXjjvfsFC9YJjGPFo6aT0yIUw8XkMTPK+pQD1R4aC89au7PMX6Qr28rFw89mpgvSftHL2DJiY9+FI5vZomsbzXLli94jjFPHyONbxk5wa9MhY5PRYdUz36AGs98lQlvairnLwrj0c8mehLvSnJbj1V0oM83Se1vDjv\\/zzA8So9e9EFvdWnAL3XJCa9pORjvKkWRT1K9Rq9B9gpPCzNJDzIc\\/c8RVT2PL+GrDzdvye87AYYvEv6Nz2lg0i9wewGOvep1bzLLmG92EbKOHKuYL0AeaU8s51XvekumzvDRQE9c904vLYqvjyMiru8GJCivOo9BLs9eOw8Ov+iPNfXGj1Kdys9ZcZoPHlnQj1Lhoy7TKWRPJwiI72NsDY9g3B3PL5tDr2MGja96M2\\/u06GnztaQcS6a04TvDNAb709DOq8STE9vVwMJ72Jxis9g9JtPYYV5jtKEzS9p7GxPEE59zyETDy9ANW8O1prFz2iaR29vH4IvVTWMr1RUTy9CnztvHQiS700uzM7VO2\\/PMZABL01dzg918tRPdu0az3yXFm9eRokvc765juTDpw8vvzdPIFBFj34pxm9i3W8PJNk57uGMpa8eXUAPeEeYD3dUFG9DZgIPb8dBrwIsrw82meWPHtveDzHlTM9qeD3vA\\/8nDyZC8U8JtdkPcChaT1EDVi99HAWPdclUj28rWi6Q2sbvaV3xzx0AR47sbkBvcCGWD10qwI87MQku2ZM3zkhQos8WxJKPTEqBT29ITk9heMPPUV6prsTkji9LTXcPJsmXz0+gFo8oHcEvTlagDwO22y8rsmHPIiGNryCWHy86n2GO2J467nCkbG8MO8WvasJyzxkdce8PQ2PPI8DNb1sQ1a8bqUXvAQmCz3XXI07DnlsPSLVUTwVEjy9XblvPZ1Pt7uGhCQ9JO8gvePKv7wi9Ei9Y9JVPRlv9zuI+p48iveIOv7q\\/7yHvRm91lj9vGKy8zyJzhk8ScvaO1tPKr1T29M6yLkYvTF1az2nj5Y87ImcO+NtDb0bJjm9weEpPZdWkjwJTPe73P0dPLggZjsZ7Ds9N8QPvafgFb3u7qC7i2QSvaPSUD2OD0I7CMhVvPZkXr3dAM28B+oYvd7sE7n\\/cnu8QVSOPOd91LtP+6K73AYFvcbxYDxBT1C8\\/Spjva5ombwgZCS9AwQ7PY1bEL3cTS+8OTxtPUtSYTycd+g8SPUbvY9Km7zOFG87UwQ\\/u6qaBDz5az88IHhrPZCSLT3t\\/xG858b5PL4aVj2xq7o8wRtDPcJSAj1l2Ds9EBijO+fPSDyS2wO8PS4Dve8UMj2P1IO8Ui8bPF8NEL1DgR084XvZPKIgk7sKcbA8w28dPIFpbD3iEIW80GaaPK+hWL1XXsk8wMn8PKLiA71m\\/b26l5xKPflf5bzKTaM8+tmJvKkztLzzs3a8FscGPYGWgTvoS069s+5TvRFJGz2RBgM9PGWuvDwWMz17BwO9Dj8bvFjSAr3XYXi8HCATvSPsCLzgWys8aCBevEgY4DojDi49z5CnvINhMDw+TiE9IgMsvUWMiTojiiQ9xvdaPSIuNb1J2DS72LiIuRAl7Ly3vyA9l3sVvNNxTz2Ct2G9P2qbOz8F5ryJLym9H6n8u8xebL3sUq48Zn\\/fvPKHIT1ph2a9ru\\/7uEqRYzzQu0u953iSPEfxGT0agdw79cUCPcQ3bD2CrgG9EbZOvWviE72kwrM8WKU4vb7bGr2FN4O7hM1UvWeuN73NDlW8b1RKPZr7xDzXoFU9\\/DVfvauCKr31BlM5JDWUvHKqxTpGdK67Dmo+vUIIgbsRzAg9aj82vRdoGLwlbgo9jTAoPVSgBD0yUQK9rC+nPItTEjx9x9W8pUxJvC5baLxeodg8YaLVvDOxHrzcJro8dE4uPRdkDjxo1CA94JdfvYdcU73cWUi91QPRvMawYL0MeQo9Uq5gPVMgTD1xUKq6uTZLvVlGhjv3RTc9tBiEPGn7Kbw5SyW91QcaPaPmDL3Tg1Q9SDF2vGZKFz2sZhk9wRkNvOTKFr2pFeG6gvo5vY3b4ryjiF099BtsPR\\/\\/Jb1Bw1I8b\\/UBvXLQZL15PFS9V0ZMPROeab0Kd0c9YVkiOyqCLL1nkPy871SyvJHycD037jg7RyQPOzvOjrxLQTk9\\/w2LvEDhcDwYjAo8Ii5tvZUrfbwvnlc9fLrlO6sy\\/TxuiFm7V8cIu\\/YtJzy5oG47K\\/ddPdrDVzzzh6u8\\/YCMvNWpWT1Mzxi94pgVPT5CpDzz6ju9W4hbPS5XaT3rFgM91ypcvTvjcrxHAGU9HEOkvFO2aj22Cku7bqI8vcN9UT1OB4O8cCRovXFfLbtyEwQ9qMzpPOljhTygvhM9NGBhPB2mvDzjlK27G5tzvFlTwTrkTAE9B6RGPFXAQrtn7RW9C7fbOohzDrw148y8ymCTvAFVJr27BRm9\\/ezaO+3AZD0ZGWa93f9bvZX9RD3gxq482IVwvUeLJz1KpsM8045ZPH1zwDwu5vu8ELUKPWrfLT3b+g+8jCQRPXc7Er3hQG68cVy9PGQUGzu8IBq9ZdUePSxpAL3SiSo9lYWYvHEeVL3HH2k92lc\\/vcKuVL0hVIo8Bqz9vE7mzTyK1EC7QRY6vQMx7TyENrM8842Xu2X2a7zrwCs9QhAyvcGap7wIFdY8C+L2vADT5zr2vYQ75XQFvUpIPbz9tc+8DI\\/ovNfALT3+1ZQ8uP9yvA67XbzHLmi83wtduj0d1byL6yG8UW5VPZQhsbzbSJC8mqllPHdV6jvbktc7VvgvPVinTr1S8P68E7NDPe3LAz1sHDe9YBGIvBE2jTuuEUQ87QKyPOjFm7zYXCc9gIWAO4h32DxxU+C8AAlQvX8LYTz7Y+W8wD0bvQHTsDxuVeY8ai5\\/vOOXRTzAJH87p57du5yPWz2Bz+u8wgMMvRCepTwYOLS880g0PBCk8zzE\\/2U93IjaPFJeTr1QrSa9SFMDvXnrW70RoWk9p5xbPf5T9zwThfa8uyeZvO15K7xzKeq68xghPRX8z7yy6Po8SOo\\/PW5cqTv4VbM89HsCPYcKJz1tu1A9UHmDPErjUL2TdhK88BgtPLbK4bymbOi8ie4VvUrG0zsVBiy8B4l5vC5Pi7xSKAi98lFVvTRwRzzH5cI8UGJBPBnGbr3QXpm8NxKxPPHWMr0CQNc8pI8Cu0IAWz0gDK+7jIgIvSJAsTwFZ9m7+QxUvRqCTrweaEA6i9EhPYkniTxoIGy8gGZDu\\/eG\\/zz1n249IS9tvYHDsDxU2Kw8dfOpvCaX2jwo7xU9YsqUPPAZcTkmCDa9hpwGvIDvurykajs8eXDePAIhfrvQT0E9ZSnfPH7vsDttU6E89JimvD24\\/brUodI8sUH1vC0vh7xzByu9fSIBveB2HT29uz09KD+UPHh3GLsvZlM9aLrcPLy2qrsQAco8syptvZNNybzBMiK8i5eEPAAAX711hmc9Y2lbPatwr7ydB4O8+4ZjPJflWz3pMU69dE8dPQ95FzxjKwW7L80tPSjC3Lu7s4667SIlvRT24LsVZTO87Ks+vR9SNb2Q7eC8ZNc3PUGX6LySRRk9JAQWPSvsLr0KYCY9+dg1PZhuNz3bwFA9io5TPQxcH70ttPG8uPU0vb67Gzs0\\/Jk8X\\/G7vGnyTDxiLOS71HAuPc2WnbqTvuM8H5y7PCAMpzwF4BI8m12uPNi3WT11SAU9z9HFu6bzVj3Qfv08mzz7uwX9Zr0OwV89Vm21POK8rDz2AW69Qvo1vMNpXr34a4W82LilPFYHmLzlNhQ9fNWYvDmtH7x4gVW85zCyPJph27wglqw8xgLFPOb157wqNSA82TQ1vTGAN73JJAS9DsyzPEMxNT21MRs9JlLiPNTNID25cSY9M8klvPJgirzGq0a8Bb6YPCzqTb3+vAq9xgYUvSabET1RbNU7zT2bPMJnhjtocKO8EG7TvB0eYD008Dm9ev80Pe9zKr1YwZ48ka7tPJJkWD3QdbC88XYcvcZB8jwzZR09RYS6vL4Smzw4Agg9L9lXveaQybzvzT69BXAovXNOhjyUsZQ8f3ZJPXu9QT00\\/+u4MATaPBhoFz1rchy9+Xc4vf+AVLz0Kh69rKzNvJATJz3vdtQ8VG4UPXbvmjwRQ8C8mUevPNVts7sV3Xi8Pb1FPWNv57zziNs8G9V7vMw00TxVqCI9huRZvSx64LzrvU29PeJmPQIBRb2xio87cNQCPeQgSD0tbuW8RdRMPYksWDrqFFw9Tz4hPYu\\/fTy4VR+8yZFSvVUZSj0dF588UzoFvSkpIb3nuWg9zFU1O8QoFL3Q4mU9za8MPWULNb0wwxe9U4Z8PL37Tb00Et083gqWvKLuRj0TQug7sKnyuetWJD1clnI8UDlNvevlgLw66ro8sllVvaE43zyyI688bqaJOJBCxTtAe6s7wHBBvTg3GT0kqwo9pA0WPTovXTy7pkc9bMbnvPyjHj0+c2+9b1RbPTbn9bw6Dnm8zJljPXy2W7x4XU+9cURXvbgvqDyu8xU9u4cevUKgLD1GR\\/Q85FhfPO9HPDs75bk5gAIhPZZKhLwitws98mQSPTC9ab0kHQI9BZf4vJSYIz0oyIS7KykyPbRGpDt7vvy8hwJGvX7DsbxF0Fk9fknzOxROYj1YhbM81bYFPLfb8jssGYM65VpmPVnoRD1970q7bqsnPXmBQj1Xz069QJ1JPX+eID18BZS8wh40vLBXozzdJSi8PY4\\/PWbs9by5EuW4zOIIOsYebL1PTWW9MFsgPRzFLL3w00g9PTEbvISZtLydgeG7sjAgPS22Dj1ZX6o8KdL1vMSF0zvkDj69zZtgPGj6Fz2Ln209voTevB3x7jxCkx49jNsivDOMCL2NaSs93FphvcGDXDwJcSs9KBhFPa0WML244668H\\/IXvX+ntLsF8zM940CsPN+\\/Jz0RnCg8HelVvX8buDxqQAG8p+gDPTRZojyn\\/UY8rL0YvQpeYr3bGS48G7ZrPMmhQT33L0o9FBBavUX4QD219D08DD55POqnh7xDsyi9fhxSPLKDgjzVL3A9loDVOzN1S70RPlW94IZOPcxvST24+Dm947SmvFn0Cz22Bz+8RudMPfaSmbuuu1+9DfISvEgYCj1eC5e70um3u9aw0by5mym92e0zPO1MXTrC2oM8+GnpPB2GKr1upuo7OxgCPFNHVT19M3C9M5W8PJJV1TwKsCI9P3dyu6a6aT1auL28LaRVPWqXYbsdiGq8nedGvHkaIT2ZNRw9Y+twPc8lVLzjJ\\/C8ax47PJz3Nz2LvNw8gTO2vBDgIr3wklO9LcjhvDidxjukswC87GFZPQ1FAz2gKFM9q1VnPYHWKj2Gnw29mJ7HPFxpbDxX+DS7h8aIvINsFr1cOvA8uJlSPRS6hzxAUqK86LL\\/vOqhEL2RnlO9xRmOvD\\/JtTx0qye9OtXEPHyvaz0CztK8fYuQu364\\/7wZPZU7qZyPu8a1Kz3ONca7UkQzPYm2rTtYvsM8l7BXvWeALz0g88G8h6dfvC8kbr1XyrA8dGCVPKTFgDwRfGs9cNUrvO1lMT2X8Ak8HvgevInYILzb+2I9EXKZvCmf2LymMVk9dBdfvBZPVDw7C269ct4aPJfnkDwH0eE8TQFZPbKCyDwsyim9B2NZvfSl\\/Lyk4q283upnvRA5o7v6goS6SbelOwzOBLynwEA8VN4FPcJohrgC0UI9aJGHvBqiCb1Osys97z2bPJcBXrvhpQ09rhhgPdj+m7zSnO+8QqVOPXb7XL29Bls5LPM\\/varW5DwhbXq7rz9APTX3+rw9Dws9JusLPUJxy7wxGAU9QY65vFD6s7zTIkM9vV5KvfB1GDz7qNY87xLMvPFp4zwpAZA87yEtPfcdmryDlDC7Oum1u5XiBr081Sm97gTIPL0v4rt3PW874OFzvIfLGT2qoGq9g9mUOoyuOb0qXu07YOJXPV8qN7z+RiC9mWYqvJ+n\\/TxtciM9vEAcvQBy8LxyuP6646sLPFIWtbyFkkM8WCEjvc50Yb08cIm83kIEvIS0CT3V1Fs94VKMPBWeND3fg0+8cKOWPLXCDL3sMVC9qx9fvSIATT3Pdh29SI2HvBhmTz0NckK84XQ8vXWhCz0NUyI9xcI7vXKBCD2cBWE9OqK3PFLUg7tnrh48v3VXPTbdNrzDw8G8yhUdPSH+T72YVcu8spbHvBtO7Dv59mk9fBmtPPz9V72\\/12g9sljyvOi1bryzW6U8E4JAPZrhG7zoqwA9rk1tvZBVKb0VRGy9GXIFPecsZj1dMGy9blGXPPXug7r+LsK8OAktPVzvDLyjsF69xe+gPOcuuzxPzV69nh9kPel7Wb0B+hW9LSHKPJTtKT07wVc9o3nJvK+Na70SCku9HwwzvYP7WLzJ6wy9jgXlPFLnx7zLgjk8EEZQvAZ15Dxusim9QhPoPJg\\/Cj14Xxo97fcXPU31xrwcKCs7KmksPfFU+7uvYyw9D\\/hPvdyVUD2ZQt48DiIbvaQcOr0WnFs9b1eavBIbAr37aYa8PMgbu\\/F1NjybRnM8wZxXuglwWTtAOk89rRZovAmKMr2hBEW7eJ38vGhSND1kqYk8nqvxPDLLDr2+oo282fcPvb8qrDx7M1g9QOzZvGxFRr3mz189zw+gvK1PEr0Gtnu83xZGPSx2yDxNOwo9IKs4vFN9\\/Ty+LnO7Q3VUPYHpkbyPy7y80vTJO3FIQj3\\/jcM8ko9TPf6YMT0UfHK7iFZRvTinDz3jTxw9atnUOm1Ec7zgc7Q8gNUUvR7eB70KxiI8WRI\\/veFfKrvyzB694k0RvWlXUb3CGDw9Ox69PGIQQ7wXZgi9BT38PNVjVz0w5Ls8SyIZPdA7Rbx40lK9Yq9FvR2qVj1FQDO9zv+rvCm32Ts\\/hR29elRfvaT5Urs17G88s0BevRDVVb3iGKc8NMBYveymGr2b8Ds8nKVvvbcLWj3APW49sFLzO6mcNz05WtQ8swjiPGhkKb3x\\/E+9InyqvFNsBjwGvOI8BooXvUXXn7v7DyY9TbefPBSskrpIelo939oPvT+o87djHSq9jDXIvIwlKb3SMBm8hQaPPESr3bvr\\/2G9is6GPN42Vb2obzK9AHQevXj5wLylEOy6vcgyvVFQIb3F8DQ82tL6PEQdAT0041u90PyOvBKfNroovpQ8HO1YvV9HIj0TOig9k5czvSq4Fr2vrJo8FJaQvIHfGbqmFJ085Ochu011yLyFhTI8MvAIPReoGD39xT+9IzrhPIjWCj3FnRo9qqqLPFlFI70569s8WRWhvJChEb3eiB88PEskPUmWZD0q5C+9GpwSvbtTkbzdkz498UIWPcoG5bw6Lcu8sdpvPYkYX718L0I94RNKPeEZurx\\/gSu8ao52vBkmTr2O5TC9SDbBvNoLab0eTsi8e6DCvFBdbj2jqlk9ZcNnvdFhNbo4ixm9LuMjvN0EVT2Z\\/RQ99jddPQoJNj3429A8k1liPJ8DG713ZEy90uZVO\\/9+s7wE1Um9KWrUOkE3f7p0rjY8SknePL3jWry+Doo8PytBvSRSU72FNAa9PwEBvQVMbzzIVCG9cmK5vCLfVjsSigy9MMT3PNyOOb26jbo892QzvCxgRTzUwui8Eq4vPcS4xTsyJ2S86ZMqvZtDQT39vxC8z0A6vThBJL0ZBz29OM44vao8DLxrdjW9VIQ9PWDdcD0Yqnw8TWbFPMWxPrzgIw09oCgCvQp6DTxTm\\/i8vQSCvNm1U7xfeYQ7j\\/A8vfheIT13isw8VX7dvHp8eDxG7Vw9kiCLPCOAM72nU3A9xdu3vPZmlLu\\/Y3Q7SlG9PBVNHLzAJ\\/25Yg6pvJOhGTwLIvM8KteXvO3lQrvA6B090YAlvdBjq7yFtuy8lQQkvRIlcDzLdfq8SRJZPE3LRjtoq806akkZvbYPAD24rWg9m2vGPEb2Fj1P3pc8lvekvOuoTT1+psm80wZZPXJFyzwew9e8b3lSvVn2qzwlnnW86JpFPY9DAD2R2Ws9X1UFvEsQtbzO6TI9pGTAPJUWgzvRtL28tb8HPEG\\/YD1pXuo82kS6PL0gfTw0B8k8QNcPPX4yFb0UNx65IKFJvanDBj3qQpu8665Ivbw8H72dCy09JMRQPfrx7DuQETI9ajkHPGcoPb0gR1E61OwqvYWSRLzvVSO9GtjpPJJUgryQ6nC9Hn9DPY9blDydnMw824FhvQWtWDzn93w7FdRnvaW\\/dTz59NK8ppGEu0WcrTzHXkg9qQxpPE01mjmhL0+9lm4XPVJtbz2yPzM8N0AcPSiPIj0BE5K8ZUVqPQR0jTzSaoa82X8QPeeeHjuP8ui6jtYDvVJCmDpot9e8++W4PNlVzTwR6y292dG1vJp\\/Bj2P21+9S2zRPH1NvDxFIBO941CQPLrGST0FEyC9aHsFO9\\/FRr1ydzk9RhhBPCWINr32W5y79SVUvdxGJ7whs888JY5tPUwo2jsiq\\/M88QgtO8NybjtuRj+9UDtTvbSibT260eQ7EFc5vVRekzse+XA99AwUPY1oUj0vj068BfIsvNpwkDtZCs28B3L9PM8FfboGpaE8N5InvYaLhTw4Fxq9Z+ZVvRafkjzF7lk9QY1ZvfFDFT04PV29U2IjPdGCxDxbT2Q9rjloPcYHMzx4gx891bRZPWyfDj3FOgC9ITYNPAfn1TxWOvQ8Yx4UPY5sSrk9PV69QSE6PXVhbr30wCS9rM0HPCTIUT0f\\/WI8q11IPQNpLb398tw8zbLTPKOq57xW0Fq9jKpwPSmUJj39uyG9Qq7mPA0Mab3w5ZY8CPtKvVLMQbwbD4A8bwSuOl+HdbxmaJe8EXMmPUCQVD0kENy8FUbgvKnUQrx+DUk91nXYu9MkgzwdMwU93DcOvf0b8rzUNSa8vb4DvRy43bzcspU8waMdPWTgUjwrig+9u6oSvbEENT2X0MY8oRwjPDhjK72Ul4A8MMxSvZ4h3rz0bvm8+a4IvLAaC71UH2o9OGrFOytgLr2CwZc79YYivXl97zxXfOg8SB+WPEYbIjwSbV69qTQQPPVSb701U5S8kMCWPJLoFTrqJ+i8PPlEPdhyIz2VDwK9DkZTPSnMuzzIGBO9Tmw1vNLH77t250s9wuuXuz4lGjwxDFm9TnUpPQ5xMD3brDu9e\\/4iPcTXOTyGN1W9Rzf8PEgFD72Av7i8vV9sPRBCALwL4lO7Q0V3OzonBz39qrW8FyARPVAIUj3t0Y08LbdavfGtuTwcdGC9UAHLPMn1ODyAIqe87murPKU\\/bz18VTc9aF7+uueurTz1r808Y1cZO1bdLDtYnRc98sqpPNnuSr2YVBy865chvQ7yF71fIQI9DLJjPW+P2zxlrBI9SqYSvWCVrTx7YBW8MmHlvIBQUT0VcUu995fjPK4sO72JPzs8D\\/xZPShTmLz51KG8WDhvPZ6OBb1VLLc8fMNMvaMpKbwLVzk9ebu2O9JK+7zBES+9ASTKvDDupby84qI71VQIPTE9Xr2wZEW9NNh9POQiSb2QDX47ha4hPVgXQL0ppGk8h4L2PGLISb1Lrmg9bkLpvNrqSz1Prfe8FYY3vUh9hrwRzOI8FYrMvKJAzTxhgKS8t75qvUpL5Dxunz49+oFDvesXx7wfNK488x1Xu726Rbzp7GI9138Wvf9ISrz3tVy97zwlPQEIMDwf9lo7pRxCPQDR2rqaHkG97FETPa9KDT2m9L47enBRPe1qsLyXqsK7J0\\/XvPTqobvkOFq99ikGvU0ZjzzggtG7A9O8vKc+BLwjqVo8TEArPFPrlbyn7jY9OpunvKzft7wsYPy8U5pJvRZDbLqP1Bw9WywZvevpZTtJgh29OB1RPRQFujxboRM81NRqvemiuTyu08w7lTobPSlAGL02NGO9jqTvvA0bWT25HGi9DwtPvX5BWb0T\\/LG6RWRsvfsFKz2neIa80c1CvVnncL3WGmM9Rkk0PAVTIb2P5jO9tRntvFk4bD18aA889DGYvDmBiruSqZg8TSVAPT6tGT3MaN08IEVvPHJLxbyA9E69taBnPLXQdjwSX1y8Rsf1PA4aKL18HEA9nrJXvNAMgjwbj0g9xuYqvRA7Br3PkAs8kYG2vIEAQT1itWq9ojr8O2RSGz0qmtE8OzESvTgVEj2dIh69uCT\\/PJJOajwdckS97DRKPQLjFz3M6Ug8F2+gPKXMDT0fh408zgpYPay8MTwQNvI8wGE0vXpmt7uH+g090D7IPPrdYL24V3A6RjIkPavUIj0szpW6m8rgPAK9RL2qBpS8\\/cUVvYeDAD0RlWw9c54ZOBQ\\/VD1lIz29p1MWPUEOMj0xqlc7GhwkvNWuUTw77+k3zacePV1KPj2NaL076l\\/6PGM8k7zus5o8PDiHu6J0Jb0RXc08ljzIvLxY4jxtw3A91R01vWaLa73Vopy8uYMZvcJeXb20JfY7BEd\\/PM9NU71YPL68h0EPPfEPSr1cCkU9FWwEPMyVYz1ALmo9r2WkPAajuDvYbOK71LHNOzgeXr1DhR69y2y1POHjGD276hO9o\\/egPI\\/+erukzga8aNdTvZr6Prw6F3+8cqZcvT2jhDxw5uq8MkFYPevkLT07rBW6QDlcvZrsUb29VeA8CilSPdr7U7zrVfy7ZD0zvW6\\/uTzjCKm8hDLmvN\\/mkryFJYQ73LmyvG8YKzsaJQE8UsjnvBoAGz174ag8AMPKO+A8qjyjwUa8xLUJvWZSxjzcVvy8FVWkvCtsPb03X1s8esXmu4+BYL2UbBk9tXIgvWyTEL2P3yi9\\/UDwvMH+ITv9Jh69VLjOvDtfgby5CMO87rfAPE4hA7uG4Wk9aQlIvKfQNDzmG9C83tERvWmHyrxuEjY9B0CNupX6+7yN4QQ9mlOSvLeV5bsMmgG9ciQVPY56y7s2QB69FXBJvRQbGryR4MO8AK9ePd7UCz2+SzI8bTUlPc9EQT3SPPC8xJ3vPCBTHjyE1jY9i3zFuymzNr1BBiq8H0bKvJsn6TxHU0O9qmXgPCXh57xwGAO9UQopPaHeYr2L1Em9OkkRPMYjsbzYxIU8anLcvGPx67wcFi28heaovM9DMj0ep8W8tq7cPAHMQL0Ozlq7I8g6vZiFiTwBfiM8P2wmuyi0gDwGDOC72n47vOBY17s4cY489VuovENTJL0OXGW8+fDkPGsSDTyZ9Lu8LOQDPJDWuzrjMH88mxvrPGujoTyTDAE9RXMvvczu7Dtumxi9+8Izu4MyKj04r0894BFlPQB4Hz2H7wi8K8cuPaS2WL2WILw8SL4ePfc5S71XY+K8HYVDvC1GF70a59a88pCbPAjD9LzVZo48AhnOukoePD1xK2w9kuoXPcXzQbzrYeU83SJ\\/vEpgTz196Lo89cgjPLoXYzwOxqo7yzNFvRWMyrtgzHc8kyi9vBlZqDxRTRs8dddcPLfC3Tv3YTw9KXdrvUoACb20b+q82q00Pd5xP7x+bYm8vcTRvO2cHboW60S9E+JlPXznuryLt9o8J5XIuOq8Yr2QjvY8OmmLvNvSFTy1jhE9CVOevH8g1jzqZgU99+CLPFnpQ7yUt2q7EXBavXILKj0Mp1w8ItUxPajl6rvj\\/9k8bm9uPY0FDr2mzVQ970cqveHLajwfVO67QoALPWgoV7wzeQa8QExAPXRWkLx1ikm9u55KPVOHCb0SRlU87qNCPLY5FjxoXjE9zwtOvU9F3bwoqxK9HJGpvMzD\\/LwB8oo7xs9SvKfpB73g3yy9qOMKvfD\\/lrv0wSC9VsQoPZnQtbyfbIi8hVCXPCHc5Dw5Dzg9zeA0PRiYSr33Pow8czARvGUXKDxf1UO89SMmPW+IvrzBcpg8KYRTPZ5eZD1L5zc9QEqoO1E9vbw16IK7BdhsvaqL3DzORZa8j\\/GcvIB0Lz2Iq9G6PpEtPU0OyDwnkxy9D8oivQogmDw7nO+8meNgvWvKgjxqmEC9TuwEPNmGaryqIyA9HjFgPaIoGrwdVxG9YHNNvYhZMjve27w8n3ERPauPATyf5lW9QElWvUCfZ71PsFI93AUMPbTs+TxzB6U7umjLPDg4Cj2qLy+9SlnmvPvVo7xa4zm9vumRO7TuPb2mQG096jWDvNuL1jywGDM9fdEaveIHjLz+KCG9GmhjO3jBK73iFUY9tEAivR9PW738wKi72h71PHuoOj0Cm2C8Q4dhvdDuSj0LKoQ8nSKyu7LZQDyewi49TypHvTyTZz0ydmi9XFZEPS+3oDze1uq8jAUAvS2JyDynkDA8XCIivan2Fz1yViu9KHBoPc31drwywls9omxnvYm+Jj2tb2W8nikoPdtUKT1xGzq9djcQOtDxED3teKQ8QKz5POFuTL1X2g29JsEVPYfHHD1+qUk9lticvMmgTb3AUga8fgIWPVA0Y71pAFA8YmoAPYANxTzjfnY8QSsIPUbForxAf1G9iukUOyb55LuoLVU98VFdva6qEr1QEFq7hwA0PUwdibx4gyA9+i0SvBVJ1zqUXRQ9K4kePRE+xbyMfla9WmkBvQM2ID3ihny8i3ocOwPXDj1e6r68z8SlvGBY5jx2D847OhjAvBERlbwyiq67SL8oPbNHTT3fUWK9TTIjvQa4aL37o008Q7bgu96NaD0Y2Gk98jYmvFqWNrwXBNu7YOAgvRGAP7ytNo68r4skPdnAwjyFzPW8wklFvfKqSL3drhm9F8RzPCbtjLyFZDW9AHr3PMO8Q71Q7rC7xXbhONb3XDzHyL28LHURPaubNb1Ug8G8ijEqvbJiiLwMNiO9SzzyvML14zpQSNW7G534POOjbT0wFwC99aQJPfu+ZL3mh8o8Lw2DPGj\\/ljs78Co9b0N3vC+MEr3zhPM7KcWXu2WJxzu9Jay8ZofLubAmtjzldDK97wBivb3yQ70VHvu79rgFPTL27zxqf8S8ouYqPTaOgjwp1a08Xm8jPQK7JL3+Guc8HqFOPQmtR72p3487YUn1PN5uFb0Qela9aZ0VPFriITuLBb68fQSzvNUOGz3l9yy955erPJJSkzz3Xn08Gh\\/EvB142zyCews92IDuPKvTAL0EiFc7cUvDPEFeQL3YTWC9li6+PHeQRj2nSVw6syIDvdWsNzw\\/aoy67SJJu+jNTL2\\/5BC9khQ6PSP3Mz2Krec8HsA6PchW7Dyw4E89\\/EcPui7xBj1ZuYo8IhPCvBdySDyac1m9+WzMvLixJz3K\\/9s8eljCPBfQ8Tx0CWo8QsFyvCw8YzwHH089WcpovfaPGb02izW9M2c+PdUKFD2Ydl494kdDvYIAcLzAqTS9ICBuPRMSYT0z39k8q0GkPHhJUr3HlDe98WgJvKufsryMuxY9vBt\\/PPRGFb2E6kU9DDNOPUk3Hz2y5B+908AVvORjOj3QdT+6IJYUvbepWT2So0A8DqPwPKp9Nz0LL1699u9ivX51lztW6ho9kVYNvaPvyrxLJmm7+WPFvKtvyzzI9RA91cDzPJaOVT0y9MC8EY0VvdtpBr21WOO8JmXmvOwhgrz8xgQ96YcLPP6wRz1Vl+Q8b6+mPEaqHb2imUM9CTg0PDamY70jFmA9B4SjPLnM+7xu+hE9IoEJvf9D3DrWxjC8jTfkPKlb37tT6GM9x5n4vMmxJD13g2a9TJgbPdT7yLy\\/JRg9+iZJPbWFED1rj2M9MoQTPcPkTD1YwEW9wNI9vd0XXrsRQkc8IMBPPNaqE72xCJK8weXgvG4q57x6cjW9pXIDvZB5BL0N9CQ9BDdjPCxqLL3\\/rvu8aH+dO8cqa7wux\\/E7ynZtvQCWsDyIsbC86VsBvZv3Dj0JGbE84HYnvZnR3rrbgDw7853mPC\\/cBb0nMiq9SjEfPS\\/wAj3i32u8TCFFvYq3Vb2fHWO8c\\/LRvCvYCr0RH0y9b6bsu7HCoDxO21c933ALvHjoDjzQl5Q8W08tPY6SRT06oJ05pj65PLFKVT0DlzG9wWpkPQUg4rzu9IA6VKGAPFqXUjshmX88Y4RWPRuKMD0HfWc8mBKvvKFJX71KS1c9e+0CvCne+Ly1AUk9fU76ukIrt7vncvk8CTdkvV8K37wo+kO9GCxZPdTsALwy9AU9K4uhvBruujturUg7+1KnPLN0SD0lwAk96ReovICjIj1K+oY87E4OvcR3P72iv4E8wDY2PdP3OzzpVKe8b2QTvcX4IT3cK0i9wUqqvHTWPz1iA0M9ZAM8PQcy0TseUAC9DMHavBUtUr1flJ68WWsSvK4iAb0hisA81RdrvBiEcrzKG\\/Y8bIO2PNtgArsq4aw8y1T6O2wQ6ryd9OU8wemKO1M3wLxAIuY5Ir\\/3vOiBO700JkE9dkgVPXv44ryxESm93U6wOjhyPL0wMYS8GulhPSZTND1mRQQ9h41YO4zLjTwVfRG9KrhavdzzXbwgkBo9m+wiPZiBE7xzjKC843bvPKw4E71D++A7qqn1PMuLZT0+hsi7ZHBZOpGrADx38Ru9+bVLvU6UZL3ikwk9DuYIPb7AuzyNMmY9WfYrPYzRRrwONfe7WdhHvVPLFz0\\/8No83mtCvV5AVz32fSu91IMHPV2c2rwfPrU8bkWFuUxVtrxumBO9Q8y6vEFH5TycvTy8pRcTvJQ+pjszjQE9h0yfvI6rOT0l2mC89oxaPWWumzxN9SG9B7BAPavBgTworL68GGgMvUYZbr3e4F89VoAlPPOE8rzKim89RiUQvT1DVj1hS2U9BNVQPFO6Yz1aSki9BVLOvPeA2rxQ5hm9KUvKvEDQEr397De9G4UHPF+PqTxAF1K9hl4rvJ68Uz21AF89UeFYO\\/xhsTwrxwq7yl9hvPonQTsd45+5MG6svE4yH7yO5Eg9eLZJvWVGQL2exE+9jsl7vAi837zjwui7Jh\\/FuxSBcD1Zij69HREPvcPwIzxODgs9eW9mvVzxQrvGZEQ9pws8ve6\\/WL0v7++7UixwPPa\\/xzzZpkq9u\\/RsPZ0R6bzZvjI9b9yAPGsmPj3zgy48yPdDvGi5gzx6T049oMU+PedgQj0jvXC954sAvY5xWr1NExS90Gg7vICfRz03Qd48n7MuvSpzIL0MrgK70PpSvZgDYr18MoQ7\\/di6PICx7TylfSg9sOYSPXf6oDx56k29Gq+pu2\\/vND0S55Y8blCKu05\\/xzxyrk895zievOQ1ML0Hby09hlBqPUir7TzerBO9oXWSuQuu1Dthzju9AF0WvesaFD0+SG29D+T1u7wQCru+6+q8UWFtveHYUz3B5US7n\\/FPPb0Ll7yei6q82rYYPRHv1LyewWe9+qc9PU7nTby2ssw8GoWvurh6HD00jO+8hW98vALXsLybVIW8wE0zPfW0Z72JXVC9vfozvdqYwjzOcRS9TYYyPYsUb73hh2i9lq3hvDEi37yYfxE9VQDOvIDUQj0deYe861EDvOwuG72K0Ki78IobvQCkVb165y88koZbvcojJj2MbMY7DvwavIyWdzxD4a+7pQRoPOM8Or2a1Ek9ywQGPL6Qaby9fWu9uHeRPEmsDD1Qriy7OixcvaQT6LxXFXG74LvUPPXqsLvu9De9HGJeO\\/QsNb1N1kC9FdZIPQhOp7xASbC8I7\\/yPEeEIrjse4y8ZYqWPNI+fbxQhSG9uh4zPJcMl7yci0q883y0PE8qNLxry9u8ihx1PJ6LBb3ZA1K9OJVCPckIxjtjZ708h0u8PM70izyfRdA80xu6PKAdR73dDCE90FEzvF3eOD14i028cY9wveuGR7vRMhw9GXlPvctwcD32I3G94bsBPabGrDwAhHA9s0otu7+utjsvyuQ8FLNBvaNKx7tBaDg9aQKJvOF8c7sX\\/G+8LlpNvIlMqbzkIG29KOakPJr2Xb02Ldg8xJwWPVpLmbzME968TAJivYv+P71B1zw9Z+QkPd\\/dvLz3kSq7VKiPvEBXVb1iRlO9jLekPPCR8Dot5Lw8AclOvQW5Kj2pzjm8Kw+JPE4gPL0+yrM8N0hRPZWCr7xA+zs96+2NOys31zqd0588sX4ZvNs9T71PI1e8n+pmvSHi7rvtR2I8itTjPGU\\/ojzrjR69GxmbvC6eIb30YBU9DyZCPT2+CbsXEwq9Ds+ivAVsATzTPVK9Ps9svCbq4jy+0RQ92ybGvL\\/6mjyYFRS9LbBnvHe5T71RpdG8iHIBPfLpAjxK3uE8BDpEveRT1rz4Qxg9Nzmzu\\/2pyzzX75E8Dx0dvaGqDz0K35y8gEgLvdOxyzz2apc8+pTsPN7o4jxP1488j\\/QkPXKAWLpo0zq9ytEPPQf4wDwjJwg95l9JvZX+ljtbue68iKC2PJ6pB71+Qm09zGw3vRzEFb2OCBq98iApPX3a1DyK\\/Pm8+2HnvHi1\\/ry94wq9fSaWvExCC71z7dS64B08vRfV9DzExBu9ItcXvUxSCL1bKCK7CdpAPVudQD3uKza9a59jPbEJDT0CQ9W7V+kJPaTcIb2hciG9OdD\\/PD0\\/Vr1o97g6JL4NPXvjDr27w4+7BFoYPSbtMr0E1\\/g6kNB5vOuLXzuQl\\/c88mZ8PJWR\\/TxhPJ47bu0UvQjhQDtCoFK9l1grva33g7w3bRG9Nx0sPcJpEz2iG0u9HTm1PO2JwTzc58s7WUnJu1WAsTo8FiW9nUWrvNIJAr3dcHc8+5oqvZveMb1X2pQ8WpktPcShID2sXlc9C68tvY9QTr0vJzo9ea0zPSdUB72j0B69oBwzPaXv1TzgalM9txtMvbyFr7x\\/2gQ9rQsgvYeQkLzk8SG93+oWPSYNYr1KgSA9WmD\\/vLbRbT1oNTg9FmSnO3Gb+DsK47y8\\/0YbPeYpRDzYcvm8OuTOPO7nBL1R2wg9dJJKvWhE6jwD5zK8iE3mvBwttbz48pS5xW40vabAxjyldZk8qVEavRwx6ju\\/aKq885AmPaFXDzw7uOy60HZ2PBRllLt2uC+9PSVnPSDn9TuxmIy8RNU7u2SZLr2qWVQ9m59TvNN84bwmrLq8b6IcvMMHDj2eIB69UkMmvQk7sDwvl4g8JOb2PM+MU7x5zE297VekPH5rUL2k1kW8g5lFPQZ5lTs2Nxs9fzKevHaeuTun0N08ueCruyOYEr3lyCE74GfSvNC8k7xiiFE9Cj4UvHjpv7wb9QC9JSotvZ+pLb2m1oq8djokvYqOFD39Kec8JjZdPafJ\\/7x2tRm9vM6PPN+q2Dr2+qY5k69FPRGhK71rt7O8CVL5PMz9HDz\\/Zc88QIHIPH+KdzyRTPC8q4kkvVYGNbztrr689MUkPVpZPj047Tu8dfilPBvIpLlcUvG8xdWMPMRfAjxBqNs8v4MrPWygeTudF+u8GlJPPZe5rzyp+QG9gN8dPZaUWj21M1480NjVvMpnHz3MtkQ9G+2bvMP0yTtFIja8z84zvYg\\/\\/jwRLJQ8ZJBsPZJMwbyJ3QK98HHuu4zcBTwbVrW8gSMnPVPD9Dy8PWc9IjNcPV678jsKQLW8Zl7mvINzMj1Ywdu8AfNOvAluCL1LYJc8x2DUPNbrrzwfYK64q98SPDEjZL0VdkQ9kT1vPZGwuTw6\\/l89o04ZvMSUDzzTdoy8mbcuPbDFXz3+bek8oKZevSEgkrvWvGe9ojJmPTN6Ur3ciLA8oIHnPNMwOr3GsRY8FcsWPVgK37t+R8q7whhgvUlDGT1bDzq9EwLXO9ZXZr3FD+G60CQ8us2JIr2G6JQ8tmuXPHdfN7xcjjK8EVtnvW+s5jtccEc9P20Uvai8lLzC4h+7zFhFvWsj77uofmo9+e\\/dPKuJyzx4\\/rW8ame0vHC7\\/7xuc\\/88flINPc\\/1UTySnA2972nmvNXqIDyuWDq98mvNO7uUAr3NLRk9+C8iPVTFL7tD2ie9K27wPKs1wzwOSj+9FXeyPMUisLxssU+8WufAPNRlLT1d5WC92H+Nu8got7uMl9O8cnfSPGUtKz33aC+9uVg5vEdquLspCzE9rOZcvSU1MTtI7nS8v3tSPKyA9zyKYtg8Y5KTPJhXSj3aFec8JXqBPC9usrz58UE8xRYWOz3wW73Valg9QaZWvbwvU7tB\\/Rk98obwPAxqGr2BvvO8zRqVO+INorzEHB291zozvdykEzuOHGS9PmeVPEg3ubz7xWg8t\\/9HOjurx7ygjxI9uGEmPaHy9DxBTxm5i1ktPQCqAD2oC1q8J0bfPIRlVT0ewRo9AXAvPTIGRryUtTS8GFBovb2\\/W7yc\\/sa8qiiNvEnUOLr52w29VuvYuwo4UTtnF5e8cfUlvfnxWD3JvD283bWiPHuJozyzeQo9ko9BPJmcUj2A3ms8wiqPujLni7uT6Mg8AV0GPS5Ve7w5oQ29vNoavDt00DwOsIQ7OduwPEafED1xAsE7I0agvDgdlTuG11M9AdMEvfaWZj2mgF496zHVPH5gJz1oaGu9SbIbvVogcT04ZSQ9s\\/tdvclj+LwtPoK8INGmu4MlBz3Egiw84iNCPKCp8DxOBz+9Ieo+PCbcfDzXYyM7iODBOsTVrbx\\/IUG7uTfcvEntAz2Pq5g82A53vDOMDr0+LTk9MgfGvFrTBLvMRl29QfW\\/PLAjI73OHcu7kGCmvH7TKL38JwK9Ez1XPbS3Mr0H1qy6BhpDPQPJjDz1y\\/q8fdQavRP+QD2fWze9mlwVvf3tbb0E+UQ9HhlYvNJNNj0h1Sy99tb6vK0tMr0gDco84nlYPUo4Jz1yHBU9XHpJvUsyOD2Vzr08Qd6avJKi\\/7yXDhk9dkuAOxxWUL1xqtG8l51qPD8MBrz6MgA9T8syvUm1V73aU9673rWxPPecSjwmUUc9Mv\\/nPAyuAr2Rfy49jGHIPK\\/QaD1mQL+8ii32Ozu9dztbmzG9QODHPPS+gLroI2i8z3FKvR6HRj0NDB09lrw9vbqrDD3h78A4ICfzvGE0eLuYTyu9ywY8vHm4Wj2tp2Q9QwoBPBC6Mb2WfiC8+egavbZOILwfcSM99777vGzpRb2xy2a8w1RBPIReLj3Oktu8Mgi3PL5SZL0zz0c9G6EavKZMVT0dVCW9xKSBOfji0by7D2g909h+PGktJD1k8iQ9TC8vPbXJF709viw9q+ZSO2z5FbvPIi09jscauz4aC70botG6WiRtvdT7sry\\/WFO8jQG+vEHtWj2q7vo8lGQEPbyr8Ty6XPe8uG9rPEBII72NHE09z4UhPfCJ97xbYi+9\\/qsGvW8C5jsac3Y82PUcvWwtMD0BVGu9Ep8vvW4BDz1mTBa9i7MiPXspKb3xkS28N7e8vIuEorxFqVS9G\\/T9u6UMALv3VCw943XovNYK3LymgIo8SLQDPRJoar3++fs8DUYiPYTABz3i1BG6CrpIPNA3+bzHxo487R\\/0vHbiL72Z52W9QkgFO4U\\/pbzR4R+8HchfPKY3XDyjYii9NYLWvGNDODyXhH66EzMcPXCwCj3t+v28vMkpvFzQKT0oxaK7HBxLPaKJH70fUyY9xswcvZnSijy8x0o9IuNgPKnjEj2Vfiu91vCIvBojfzwiqQg9PpRYu1\\/+hzznq688MmCYO7SSNT3l0+u8hLYWvAsUPD2ziNs8cKnCvPHxTb2w7Fs9IPyDvJnZhLxTIbW8\\/wH2ukW79TzGRmM9b\\/PWPAxjiDsUTUi99j4+Pa1Zvrx40DC9x6J4PDIzZzwY6TQ9w1ySuxi4FD2BjfE8asK9vDsMtroxVKg8hUzFvFyFpTw8HlM8HbKCOx+iPDxc2Di9NaEQPZKZFz1gkiy92e8VPBci0rrHtiM9ps0KOzZa+TzCbEg8TRYOvRDXwryQ1\\/M72H4jPZXVlTx4ySG9RmWkvEoSNb1O\\/yu73GRwvRIU1DwBaCO9xLXju3TQyzxWlxM9NyVqPQKttTzMOlY9aZdiPTJREb2Ro2s9H9aEu1wqxjyJwj+7t4YlPX9yPj32DAk9frmPvFAj3zwUHZ+8bGBTvZSJE7yso1A9LY\\/LOiILa72+LYu8qdhpvA4VRD1urvE8g8qEvKS0Lb2u0j87hqywvCK7Zr1GdGU8fzWPPEaHOjvJ1VY91LRDPRNGaz0V80y9ajGbPADzxbyAIIU8bvoRvSn00ryu4g490KZEvS8PAr2XZzS9xf1hPfjb3rpl0eC866oAvCpg3Tw3zje8A\\/YXPCguAr2AXUm6\\/NE2ve22v7yP+M88MX5gPQHMorwaczO9NCQIPVG\\/QD1xprc8WhSVPCzLirvSPAs95sUCvYGHU7xCMOy8H7QBveRPdDxAgD89R6kcvfrBgryYWgK9Eh+MPDXKU72xbLa7gRFEvGWSID1JY8876zZfvbkjSTy0HLc8FRG\\/PC4tiryeKDk9nEQxPGgeQzzHD1Q9MAS2vLJqZ714wJS8HbwWu\\/\\/wOr29EpK8KZtqvSfZU704CrI8I8pNPCQmR71NLqC8ynMZvAk6P70Q5sQ8AF+JvADxgTx3ZhI98z8WvaXlLT1PlSK8g3qVPEGWK737ecS7KR0WvatkOD3131Y7S8BoPGjCHj0bS\\/26CblmPVv9br2q5Bu8FWApPRw+Ej2bEsI8us50PBEGpjvH7B89gBcoPZgqFTyBIik6inVaPUQI7TzqsBS9tGk7vZnabz3mY7C7qPlnu9hlFLxg7AE9xWavPF3HqLyDq0a9dKAVPdVH4DwlVmo9qKq4PEWe1rygP2Y9qvoXvKN22bswftC7fHMUvMVswLyaMWU9TrNiPTqBhbzcx\\/q8jaoEPZvwgzt0VIQ8iBtdPYWnJT3Bq6i8LL4HuwV5tTxUnSk9h63FPLNeGD3+CZQ8bGXWPDmsLT2C1ig9MqkUPZp8BT116mU9GW5OO68LjDyv7hI9UVUZvTnXujxb2A29ia0YvENLnzzFDg+8uN6dvNhAHr0lC8282FIku+9NDbzNtQc90ZfIvDeNbDyb91S9LTaCPB+wPL3QOww8iD\\/wPMuCV72kjOY8OT07vRM+F7xp8Qi8b9UOvcGPEL35L507RHcFvdjvtbynjiG9XyQSvQTborpdUMs7WxTduiY1CjsK0128A8yJPAzyXT1dHm291WMlvVpX6jvTO8k8PURnvaRvGb16M5u8Qm8qvOdaIT20mme9a3wDvZhtd7wVYbY7+1UdO75bMz3ZLyM92wZPvbkUNz2OREo9eecnPZbtIj0Y4p88MgbxO8nRZ703RhQ9GH9UPR3CIz17Ro67DywXvRVBNLxncAW9sPDNPFy2n7wAFnA9Fsg2u4zKSL2vKaq8XtPDvE1sXLu2DEU9hXALvVAuCTyGxOk8q8VLveRGRD0GW0y9XOziOitiH71hAwC9JaMPPAUbw7xvOUi9koyTvEFMGzyPUTc9IEiSPDB2crzMaya9+IMtPU5+br15gHC9rlgoPSBPMD2EYSQ8yZHnPF3zqDzEE0e9j8sFPXqFwTzDC289yAvAuz4YiDxRm109DC5rvPNqijyBhw08zTorPbA9nDxHNbK8+WzMuukTJLvcfzG8NGhqvTi8ubu68l29p0I5PHgaA7x0Gk48v6agvOfDqDyEg0s9UwW\\/O0GWKz0LG1O9cOSePHb4Fz2ZIZc8KPkGPRjES7vVbwc99B5mOkOC6TwFqSo9PbH8vD3ax7oGFFo935o8vO0e57gtYj69vwFivCDCwbunw+48tHsRPZ2gaD2Qaly8r\\/EVvSqFJDokTiY96hbNurA0VT2pYvY8QL84vNYf2LxPpXe7du4UPI4IxzzL4YY8p\\/1NvRsiX70W1Ug8jfsQvRpRWjwgLx+8YNrCum5LP70P1h88eMkovTPjELwzGsU5LIPTvG4o0zq++FG9m970O1uXxTqhMUm8pr9VPTy7kbwbIyG9K71BPXW3B7pRiXa81kAwuyUGPD2ZrGE8vsJ4PGv2PD0osf+8KfoEvejVVz0YWwY9d8QHvbjj2DwT4Kw89+U\\/vb4yAb1yzgq8jN\\/QvAeJT71QlBQ9MUPmu9XIID1pYMe8KFXxPCv\\/xTxHst06oaMBPef81LxTiiW80fmnu384Bb06oSo9ylcNvc1V\\/LwSjl+9RCorvU4kgTqIFMi8S7UZPQv\\/krqXevg8kLxpPQImEj1h8R69l1PMPDOLVj3xVj29BKZKvXpyrTtPouy6P4GrvDHKXT3RtuU8lm0cPWd4lLs6Ado8Y\\/zxO+dEm7welim7haFLPU4yb702uzO9SGziPFNyR7xAD8S8V\\/cnPNiiY725mAG9ZisfvRNxET0\\/Bgs9bJoqPbKSUT1H9Qu9B73VvCmbRz3HrSe95KgePPZoEj0ZhTg9K3havIvPo7z+G\\/s8A6CLPHi8Wb3ayCK9MnzWPB7Lab2q6KU8lq8QvefDzDzz1XU8rFc4vYT727yn4J88HiLXPDOOn7vcrew7vIvNvGTXlDsHw+u8KdDpvOb0jDwsBnA9buVSvSxXNz23iUm9ovc3PWZHHbwRhRE9gKAgPfwFbjs9PgA9+XUovE92w7wBefu7sf08vAt8MD0\\/8EW9Eyu7vA3IXjycOS69UCxevWZTS7xXEiA9X25jPVmd9LxR3iI9L8HBvKx7IL3dsw69eOiBO0pyqbtFGgw9qnQjPYtQ9ryLidU8Fe+iPOJ6aj2rATK9TChvPQa6MryOkxg9YpgovZe1zjz5it28sDEGPZXyPDzVOR+9mJooPCC\\/Mb3kVM48AHYXvXU0Uz1fkfy6VZNnPU1SBr1VUkW9xo1bPTx6xzwF6wG9HdNIvYLs+Dz9L8C8opbuvDP2AbsDCyC9OGrhu5RW2Tuo5tu8\\/HD3PB4p7TytUEq9e8wovd+1Qb1C7ug8eeswvYQYNr1GRc28hFD4POA8ojxfaJK8H3UOvXciiLqHdDY70jxHveCp\\/TxL4C49sqFFPLsHWb3YbVA9Qm\\/iO4C3a72xOiE9kmmVPP7Pijy7n0K9fpRpvVadZz1fvby8EWocPfn1X711ubA7pNA5vQtDcL2xQI08cTytu4v3b73IZaE8FRHGPPuCIjwnKRK9JgDKPEY4Qr0xdhA96E2+PHCW+ju4JH68j38BvTHgfrxoTP+7whMdPTCyzzsXmN88nmomPV4Wo7wdt4w88sMXvQhiYL0XoRe9bd5rPd3rHzxoh5c72CwdPZ+tQjxOwAs8ugfvvN5wJTwEOtK86c5Nvcgz5jxXfik8s3NsPQCfbj2a7g09lrlJvSmAUz127SA9jBH1vPkvFj39HXg67oprvZJ3Qb3hH6c8qcuDuzLf9LsZKkg97hV\\/vDVJbb2OEwM9JhxIPZzhQT2gHDm99P7XPAWWnTwmudO8eZghPQIjNz1gYwm7pfF2PMb\\/U7xLn+Y8Z\\/\\/EvCmRDb3TVVQ9olTYPCP8FzwGmUA8+ftGua0xNj37hrQ8jaoKPbPjVj05YkA9pjAcu9XSazyy8sc78crmPJcnN71Vc3M7r26xPFRfi7xgkUY9LmUsvcI7QD219A09xB83PG1RTb12dbm8GAoIvaMLazydG748f41SvRWlJz3kxIe8IWttOw\\/DY73rnRi8v6S+vPEV97vIsjw9b8DsvNQCwrsTGE49Y0X7uxRIHjwKJSK9kBxWvZrCizt3aJU71BWXvDNlQTxqy+08S\\/1OPRtaiLx9vWU96vEyOyP6Jb2t8KW7wAZBvaVJMz0qAOe8vgVavTQkIT0BOlu7pz84vfO+hbzXFza9CU+ZvAhyLDxedJO7\\/n8HvXQMAL2EWVG9PAcgPSqKLT3yUY+8sepoPKAROD1uG8O7opdLvK+0Bb1FZhi9+dn3vAHiiLxLuFI8\\/Txeu1PwA70HLLm89xpiPGYOMb0LPyq9bbZ2PLorDb2AdI08w8q7vCLcdDy33xi97beOPIWaCL07ABc7qSqmO9Q4Qz1HNTy9S7VRPVhPR723yF89Q0RjvS7gS71YDhY8uZpavTLBMT1Z8am8h2UOvdQDSD0ToCu9gPpKPVfgpTx132i9tAOAvOj\\/zbwKWxi81Jr6PE6DjLwyhj+9C2wdvbFuKj23awM9mX5TPWgwB71sSjW9EsNJvQeHpzzUt\\/+8j+6RvAoqibu5NkS97dWYu6b1kzzObEm9WmZove8wA710\\/RU9IyupPEc83Tyew7S87hPXPFU+E7t2pB29wqP1PFVsibz4JF+9ResrOpgLWLzaT009Z1oCPN8fNb2m2V69MaRBPJm4Vrp8nVu93\\/lTvZ3B5Tz\\/oQI9XYXmu8VaXz0AwGU9DSEuvQEw+DxkBYu6DOUXvaZQK7oomkk9rFH0vBvFtbxMtVc8gOVUvWcvtLyZj5e7CfYtvS4pFLx+E\\/S7MlURPS02UT1kU6a8U7TrvKE0HbuFE189ybtuPX+lvrzLkVM9MNddvSZmhLwktRu8LvEzOkaxeLwtkwW9LWvnu\\/lcMj1wuaa8hiOUvI3CQD3WS1e9Hr5APVtTCr2sMSY6k6N5PL5hXr2nDh09bYuBPJOhaT34BvO7nNKWvEJ5N73wYSQ9Lk3uPJ9MhbyQ+si7vVsLPUs4Cj0RoZY7pEJruksbGj1yKiG95c0Jvel\\/mDxm7fy8yk1wvGep9zwRKDo96RlMvaq3FTsV+W+9Z4aVvAMxWDypzEk9ufC0PMzours5goo8qcMNvafpHjwqNmc9qWT0vKj5Or2twgW9f4VJvQfpGL2ekLu8BhWZvFy7RT2nUTY9Ft81Pf\\/zybwr6V48qB1APWu6h7x5qSg99Uw7Panz37xgcEi9JlgrvYojHT1Q\\/Ts92KvZPKHYS70FDhY8NFNsPeJYSj0Nwv8816cwvIJ9azxrZW+8\\/injPNiiPr19+Dg9qxFaPGBkML1Cx0695F9nvMPQdTyLo847PM\\/4u8U3tLv0Fyu9P\\/9SPaW3M70yOQ+9s660vC7E2bx5Cg09VC4+va8EGbw9lzi9zj52PCYzbTwhySS9n8WSvKTBLLy+jQ29xUwiPV6VqTyjTcQ8pxG3PC3UoDuQ+GW8iHYbvTrMdTyBMyy9KCbEvJaQZT0sYRs8w4xWPZimE71KHrU7XDZJvVZMH71Ghxu9KSpsPdrWibxfQS49PvjnvAOmZ71t8Vy9PaP6PNlhGjyJPgs9KMolPbgEUzz912o8QrXgujKfnbxMoBu9eANaOjVhLL1E2u+7Zwj9PMw6RD1NiYc8NRtWvASb8jsBBFa9jVBaPWltNL0WbRY9bzfRPMciELzdilA9i\\/f\\/PON3Bj1yaVs95Qy+PO+PuLuizBE8nL2Tu\\/g0s7sQHFc6gVwRPWUcMrxdxHi8\\/OHavFFZEj2R44m8xah9vFR9OT1VRB08uLM6PaDTEz1tmG29JFKgvK+IRb3Ja4k8hlBRPNiRMD0xc5U6sSeGPP3NLTwJkE09mzHovFS6TT3Q3Eu9MhVxvSQkjjx3ApW8Y5FZu5l3Ib1ViwE9ar4CvQUiTD3Ut249ilpvveXUn7zK72K9zcstvXmDpbxP5sE8NFNtOxGXOrtvLye8g1k2PKA0MD3nO+68D5OCPNk4EbryphO9XpHBvLpTY71v6NG8Fu\\/5PH16crwAvxa8gOcfvbWuj7yulOQ867xqvYIZwDv\\/uGa9MKrPPJPjIb1d0VS9HaxMPYSnjbzZgGK9BXYOvUh0Cr2xZV49URvovE9NtLzDc7a8pnZiPSVaFLwN9Z67UWjZPCzPUj3tM7S85CznO4PkkryJWlk9fQ\\/2PO43LD1JBSU9VzHSvIeB9zyyicq8xRK1PHPxGjwoqty8NOoovPrAM70wvWK9mdjZvFruazuuTFg8JPtHvYmwWzxlCyS8vyFVPElZUz2lskg8\\/7QSvZzLFr1BCAM9\\/oFRPFmLhrsC6EA9kyoyPd1uJbwwiB49PwMbvWpjU7yeOD68iMA\\/PVUo1zzDvRY9FpC7PNz65LwQyyW9LIlRPb56O70RJLc87pwUPRELBrv\\/yGa9DrJjvU7GSb1pP9u8L3maPPHmXj2YHZK7VnF3O2fbCLxnCra8FhyrO7RIXL1bGtI894UVvXy9Hb0Wqh49i8sEPTnJNT3IVVC9buybPPN\\/Iz12Diu9NGQBPQvnRD04\\/ou8rVq+vAIAKjxHewY9jlGoOxIj9zwIQeg8ALs\\/veZLRL0+2W89z5PNvEPnY7tNpxq9yQKSO5DKHDyHPBe9aCFAu1RK6jwzwxq9DzCOPCjlMjx2afK8mYNVPWhwH718WGI9\\/QVNPQAPmjtWPTm9Qq1ZvU7V6bpOm0a8suoJPRMRizwSehQ9kj\\/MvB3rSb166yw9rjczuz0T7DvElg26xOisO1xCLLxkSTU9qpNLvdcqS73IITw8UYDFvKMEcTzYyUc9NsxMveeFbb1+XeG8RjUjvcxpCj01uVK82q8UvfaLOrwylaS7tnwovVkd+zx4j\\/Q7S8cqvGF07TucicU8hr3FvD0aobsEEha9noNYPbyASTus6GC9k8vRvCAlVb3KTw28tN7APBz57jtCEyI8nYOTvIdOSz1u7cs8CxYfvehPbrznpzU9hLgePUqRUb1zElA9XoQ4vTMWH7wK0Ww9C2yMPN5IBj2EzFA9laBPPc6qYL3pZ089H\\/9LPQsD27ytkWi9swhQPVU0FD12kNk8yXAzPYSefrqWS6C70G0tvRSdb71XGoS8Rx1MvegBsTxgZj88pVECPS5yCj2TYgE94Hc\\/PHE\\/2zxhZLU8QZ9fvRo5bT3VC1m9v47sOlcEPT0\\/IRe9udAhPcxZF7umr0I9n47Muz7AH72US\\/A8JMJPPcklAT3iFLk82wVbPBD2qDxeqia9MejxvICcaT1\\/pBI92XKoPIy6DT133M+8iUI1vVBtVr1DRDY9yXw6vHzGCz3ODLc8pYA5vfCpVT3+99m88fZGPd1xbj27Iw69QjlZPcf+Cr2pEaW8kQoevb3NQrzvpbu8\\/m1QvY6o8zxIgms7jtyJPL0K3rwxwcu8yW8YvSYvD7zUIm28dQy5vFIcW71HBSk7C9aQvFDiar0jSci84VDTPPUQEjwsyEu9p75lvU4Erzyk8lc8dyukPMHicTuzi7w8k1B3u9pOOTzOp608MQLdvIMMYL0K\\/\\/e82JAGPfNhSrzNOdU8gh9oPcusWzxCKwA8F1ObOw8dATxXnBu9gd+SPMXDGr3TCpe8UX1BPYBwKb2zBt08w7gnvEWX1bzYbiy9zHQAvYONar1Uodo8xEnMvBdtdTyrjF09OwWZvB0WyrtsIpa8+2KaPGWquju0wxQ9fJrWO3tCujyCF4K8a+fmvIQcTz0oGKU8UlbAvHwc9zvFoaE8\\/fdsPNbpTz1\\/6De9fda1vDr8MjxwZy69zDBGOiMNrTz0kGq8pcsUPS01grzJJDI9asZrvRGvprx5VUu9IlpovTw5Fz1o+A29NpEiPTkseTtGrfW89k8wvaJvirzpp9E8b9hDPHhfyDzYPRm9V8c9PaXOQj0C2h89LU0Gvb3IMb25mSC9ClXVO+6KFL35zD+9RkcMPUtCoTzPD8O8qoguunzDmDqa+BY8vUCkPAY8KzzviRG9M586vIfGKz2likK9XTPIvDFQIz2yPCC9nW8Mvc\\/tKj3kshY9Yl4EPRBQLb2Filg9ISC8vF6mND2AWR89WrapvHMJvzzOsDs9nrQCvVSKTT2Twoy7EiJTvZz\\/qTz9FHK8Nx48O+zd6Tzb4fi8K6gJPcUOgjwilto73AvXvMG5W7xTLnE81IoIvWC5Z70sQls9zwwmvQKngzxqd8s8IjyRvPrZHjyBcQu9IRgAvQB2X73IWEs9OiwNvakBDD2bkQw9bQTvPIn3vrsyjZ08qLnxvB69Gz2x6T89MtKdu2XFiLx7PLI7NFQ3PZyLK72Izoq79N8jvfa8xDyIsFk8p9JAu72wB7w3mCG9p1+1PMvHV71zB128imBJPU8A5rl8MYy8CHkYPScWIj3zXgu9N8f0u\\/0O\\/rwmbw89NKU7vVmRx7xdrgw6BK1kPAgLVzzI3QC9Oj4CvTuuAT3rOiM80P4ePRP3Dz1VtW694oZfvMDdSL0UHCs9T8KovBD9Ub32IRi9A6R3OzzlPr0R4jS8M69UvULtFjpREhU74VSCvGe+17vpoqu6TId8PN5LbL0F1G+9XJv7u8DA7jxbAPS8rpOYvL32yrznhEC9FP6iu+dwLr1cwKW8gh0hvesR07xpV\\/E8V7tfPeu0QD2TIwu9hKFXPZ9F+zxoQJk6w+2KvJfhBb2TCkg9p3uYvCHHEb1nfPm8UpCtvOjJQTwlMe26\\/R4SvdpxnDx1nQu9RHIBPIOJnrxlyBS9gZA6vcSSybv6h\\/085ArnO1hoxDxGAbA8uIi7O\\/NOhjxeZ2+9jqgmPUJ5MLx6Wj49ueQyvdpoiLwvZHK8tC9uO7mTJjyU4jy99qsLPcPE\\/zzYDPI89JAovVveTb2xOTk9Z2TNu3NsNLtiLay8pqpCPZB9Dj1KUIa89XqeueypsjxzHYQ8anLdPPXMOz2aXvk7Z2ozvc5OvjyRr5e8ydsMvTF7W71V69e8NKKCO7jgbzz1ioM74PufPPFXFr3nq\\/Q8\\/YRqvLfIFr36dgo9LlJju9UML7wE41M9huPWvPuZqryBeSY9OdP9PE8QKj3SoKw8+X8JPV8QvbxF+KE6G6\\/qvI0KFD3tljA9KpihPMRcX72NVNs8oM2ivFzFBjyFjUg8k\\/4SvVLWnLyDF9C8BmJRPEbeGb3nmCK9C7AlPRhfojzMBZa8SKV4ulDmrjziDM68OXAtPWduVDvDeWk98wsdvXkUOj3mYo88Ta9ovczjvjwBUg+9ArwGPQhu2bzECp+8Vdn6vCFIbjzZ+pm7VSM7PRIj8TyKPss8jz\\/APHrYLj33VmQ9yGe8PBxIvLx4SHa8f1ntvFJc5bzRnCe9ZP8BPTdZvTytoF+9hJALPFahszv4ij+9L2EZPTB3Kzu7MBm8ZbdMvHNWNzxHIIy8PPauPNVF9jwUJgA9oezWO2l0qTu8CYq8DBxpvcTLbLyYgWk9aqRkvf8nX732dG09fjeKvNb2Wr1GYvu8PcfBPKTqrrxDigE9DyuRO6Ba3rw3eMY8EMAWvaDxZT2v2Sy7AUTnPNzdjjtH\\/Yy8wAK5vAPYRr07F3M80MtavZMJ7LthN2e9DvomvV6vKTyoKdy8LGBGPDdeOD3owmQ8Vlw8PbuSOLzjXKM6WhAjPePMPb3p+G09A\\/OMPFKJM72mAGy9G1cDPGq8bT3if0k8Ul\\/GPHW\\/TT13mSu9ZRE0vawM9Dx6A2+95ubQO+yeejyfKvw85a6GPCSl0jvoMWs9ZH\\/4O6T6Cz1JFig9aZc2vfLnUz0Bd+485R1kvXwULj28AeQ8jLEhvfYXR7woNKu84XYXvdF77Dza2RO9XQiCvI8nHz3OMFg9375MPW44q7uWFT27x9UivR+2ST3EKEs9Qsg1PDOb07zKhO08vy0wO47qhbzd3hW9ChdRvd6laDzpz5u8HZs3vZUjJj0WxAq9s+cYPX6IDb2N4NG8jez4vDebUzxGR+a8U0GNu6YOBj384Ri9DmkqvfeW67tdctm8WPkyPQlCOTwAH\\/28FKbIPPzvQT0HlW49v+RCu8NiKz38+JY8DkLeuvAo0bzKyl282LZBPMWHPj1BOrA87n3wPIJ0H70OLxo7hJHRPLr4mTrYDHo8WVXpPCVVwrsKhvm8PxEeOx5SBj1RWO684sFLPfBIvDs\\/Frw86U6BPLC8xjux5fq8dEiAO219+zzQH1s8iw8ovdfCjbtJ8vI7FaUzvSxEFrz2+GO93AUlvRsBRj3CHpm8IHTlu4LuozxZrRi9RlATPFfTezx5Bei8hgvTPMwFW7vumG29R+EJvdmHE723XY882e6\\/PLMyibyyxRw9dL2dufLoP73qYDq89gxdPKGlPjwp9t05V8c9PVlLlzxZHU499zxhPAeqHr1hc208BK+kvE4A8jwHjM28NyZHPfgDQj0ZtD68aGJqvQWAJb1Pqjw80tQJvdWuab1Qk029V401PSzqhDz4I3A9Dqj6vP96dbzG3Gk9lpQtvWQaND3+\\/U68Dp9zPFA3Lz15+h28vC8GPclgEj25uS88IkRcPSPPMD3abLy8RhCevCezsDu0aUK9PCGnvBywJD1E\\/Vw9Jp6qvG\\/WjLsICm89C+czvV2gJTvsmE89E62zvBLJ7bwnaya9Cw1dvSV0DLzXPx69ps4JPeuF4zyLXF49pbolPaDO0jrRF2u9pZDevPiCzDyGPJW8oH5qPWOBID09YRE8k2AIvKAdHb2rNk09RKtevWJrSD0lJ688gigCvRF5GjxcIAm91zIevVii4DxxngQ9WHrzO4ZLWT2asro82m+6PDlwUbwjGxA92aglPJkWD73vuxs9zN\\/svO3gxrzlbwG9b5\\/yuzq5ibv+GSq91cxhPKfGPLyClki9v8\\/9vDlaXz0M\\/aM8On+\\/vCCtYLscJDk9D50OPfSrW73CLCI988kDvLIBK73ePYI8te4tvcmxnLxp7Cu90lwOPZZmXT3P4408+08TPZgixLvsUVi8+xOqPNqIMzzi0Ai90QI9PWaYLzx6Mcc6SpczPLOLHr19jEq9o\\/iSvCcOZLwEUiM9geJKPUadAj39I2I9JjjNvMQU8TxR2fI8CBYxulzM4rveXkI8z4cBveuDTz05gT89rP4lvGI9nryv4gI9eBA0vYRFpjxPRA69fq+KPFfqTrzE4Da9LA+gPLxO3Tyj8CC8WQVJO6u69rsTS2a9xcw3vH3QOTrRYJK8M6njvOcfUT0wTEy9bHnbvDSmDbvYd8S8zrtiu93Tazzobv68iuwAvaIAEj3acxO935FEvBZu+jxWpCM8RCccvaxpy7ya2so8fZxJvaA02bxyNLW75GX3PN2BIj14xg69ZfpvPaztGz0ihrc8vQ84PF+KYT20Oos8gdVBvVKPkjzttBA9pltnvVzNYD1H7Dw8oBmkO50IAj3fM0e9knxEPOb4ujyD4Sg9C1wavKDXXL2\\/FMS8yYA5PRX\\/x7wzeBS9kbQzvQ5U+bsZjbU8\\/5wzPX\\/a+rtTm7M7de8tugyJ+rw8iCc9w5ttPR\\/RTj3mFAi9CacwvZ+vJD0k9iu99G74u2hpOr068ru87zn4PGZEvLdURTM92\\/lBvbP\\/aD01MmC9z4Xauy5JwDvp8xM9Ds7MvGzp5jxiDDm5WGJdvayfMD0m0Bc8wB\\/gvJ68s7ym2Be9ChBkPFEbXr1EgyG96xNRPbWD4jpgF0g9ph4cvTKWzTuSyi073ls9vRpsPb0yGhA9INRCvVkAx7yB2dy8OijrvCR5T72jAMs7FqGDPEucNT10pBw9hr29tp8dCb2N8fu82sEWvUtUWz2kbg86CmC4PMtTwzxnUWE9sMTAO5bdCTqGEju9kF0avUCOtrzRzQO9opQHvekBnrw6ZLm8Ux2rO7KLMD1WR7E8MNymPJcJPL0D6vW7jOIjvfadf7yBDhI9Xun2vHvavDzQF368u\\/tUPepVPL3xkD69kvoiPKnGzjsPF2i88oKfvKnK87zWK8A8aaobvb\\/2uTymrVG9pBIjvZ9taLxl3OW83fRdPeg40DwiFA+9FX+dvLzRXb1+JEs8e\\/fOvC6hhTwmH+E8RY5APG59Yj0t1jm9XMIWPQcyb727qSi9JG49Pbu9Jj2N9AG7JSALu82lEj1nQIo7F170uzsRljvoW1k90vlhu\\/8yGj07gOK8AF5aPayzKjx+G2E8rVTlPD8LsbtSSvq85zIiPRbOXL0cBZg85e5LPUz8xjx8fCY9syweva7ABb2NhgQ9UHyru5OR1rzFhmm9nTUDPYcK4zyHwMu8qMcMvSUiXTy02rU8JHUKO2OwXL2yGY28lfjavOgDyrrr2bs7i\\/DOvDprG72jziA9fSlrPVQtJD1KVFO9oU9JvbMyZr3k7Sq9iKQfvFLCoLpx6Bc98VMMPEIaMT0kSC68Jv62vIT1mjvnd0+9D4zNOlQRfLzYFK08W5AGvdbyyzwWwqa8CEkTPY4+B70LYP88UfVxPEMvT73eWcw8dU0KvYAkpTyLN7e8PCyRvL1cRT0qluK8T3zhu0nfmrwpOow7VsI7PfJ0frxqmMs8G18qPU3f4DybuB89L\\/KRvFUQQb0kbJ68spBuO0NUtDx4e\\/U7aM2PPCMlAL2qZqc8q1oCPR05I7101s48P3dHux4xYL1Mimy9CB1WObjBery41Ze8cIJUPWr6X70Qbem8r+1sPdX5+zzZym899Jg6u7MThTpkUe28mFguPUxh+Txe1wi7AIwdveBntjwXWzi9RBFGPUIsjrtmbSk99l4CvS+bmrsXAV87X0w2vPH\\/C7tNGiy9DIELPR5YsjuQocs8VAY9PcITcT2r5aM8wLDRPEy\\/Oj32Sci8QTDjPAxKcLsHuxA91HTqvEH3mrwwwlC6PYKKPGopFD1o1G69hgGVvLyLab2FF\\/482XM5PWm3QT1T9ZS8g3yMO8pyCb0Fc+u8KMAZu8aMyrzIp785xCyzvBQGJL2k4As9FI8BO5hiHjzkeGQ9w41NPRzXLz0Ib1e9jdoJPHuMKL09c6s7FKi5vD5VOLxmZVk8dCBYvKOfVL3\\/Bi28Et8IPVawRL0dWsO8kzPXvEQKOj31am+7IP3qvOC727whxBa7thWDvDV0KjyZVUY94ptjPTRhOz2htAg9fqRgvdu31bxLgKU81mBGPSLfH7158W29Vplxu06uTz3uP0A8uttUPfCgWr3vZ6I8v1oSPSdPIbzrI4082JYkPFkQeDxmO2a9qsULvEPiBjsVXjG9CqMcvWyyj7wM78q8O9UcvWFOaj0AT3K8v9ssvIzwVrwUlLq8vwUhvd56Iz2NvW09Pcs7vdaTET3tD1+9DrKCuzfxSD1CGV696yfIvC\\/Cs7yDoQo9htsovVRtCLwI2JA7fu5NPUjpwbyqYDc9kjKfussjL73o6EQ8PHrbOujlxztrzVo9+xFqvVdG5TxSoIM8ZVBMvA5zBj1USye9KfroO2dVPb03sli9Zxo2vDqcyjvwQ1M9XW7HPOD9KL12T1u9GUE1vRY4Hr2GEVg9HjxUPTkOP71Vxh49GsQfvYYVtbx8Qg+92FtKvcIeMb27mek7xxowPfvrOzzOkV89R\\/hqOyo6nDzbqdI8OQxuPUZrB72Vs2G773IDPV\\/HXTsQWEI9ml6Ju7gexbxRTsS6UyXdO1uWH7032uy82RRkPT4asbxfzQi9eSlxPV1xG72H9t089VYtvNJT8zxrxmY9yu+HvOJN7LydDag8S3hcvIp3Mj1pyS+97IgqPVS0rjy0OqA86FeovLoCOD12dxQ8AiDVPF15FL35uUQ8TlQGPf4pIL2lwN+8JZt4vOObDz1xKQ89zp1RPOvBYj2hqjm83k0lPeMlJb3eyBy9qRRYPdr8ED1+9UO9yo85vdy4Kz0QW5285i0pPTT\\/a7vWaIg8q0dovSjgNjzfkF+9PEwWvZ98Tb0+WkI979RUvJUSP7zzvm29JLIdO4Im5bzmUgm9NjZXvaE+Iz0BWfG8WzUUvcB0Szzcnc+70WP4PEVT8LzWH069SgrwvOUMFD2L0VM9U\\/5gO4FiM72eRkO9pZfQPPzgAD1OYeG8HLVqPUkXVjz67Sm9LAgQPU2PIb36pCe9GYG3PLFxUj0oRca8DMFiPBfJYTw9P9U7leMsPelkab3N\\/ia9NNmbO2PgyTx50lO97EnRvJZynDxkg2C9mrQTPds8Rj3+SWu9t9hRvSh8QD2sI6O7riVuvTDzxDyCR0M9WklEPXfNmzwm1Uq9HhqfvKNLaz3U5Lg8zL1nvSjOjbqyKUU8XJ0mPXAPwjt7tg+9lUvdPFqwqLwquBY9XQv1vMytsromsmc9bc4QuwldQr2yDrK7Opf3u\\/4TJz3+CUs9wZvsvMQvLb1s4Ay9jLbqPJvFGL29EOC6EZVlvLXa7rtmVlM9W7ZFvfUr3bxKpmO9qglfPaCUPLyqYGo9z4c8u8XbcDy42JW89shIPVzNLD1WFDW9n3VJPTZrq7wfSYg7kn\\/yvFY3Nzv9nLk8DT31vLDFEr3Uk0Y9SaOaPONYJjyRGmm84FpWPYKkS7zzVwy8uicFvQgrWD0IPgc9c8snvednAb2YsiK8k3IWOyPKzbyiRZe8b1g1PW\\/NBjxGzHC7RME9PDDiLz0Epk28Yc3UvGZgIr27F1Y719Mavba7RDyAnv08tczCvJSNR7w6eDO9joMpvJY0zjvwcL88G11BvbBnDL2V\\/0q9RjykvJa8RL1fyEo9GmzfvGDrPr0kq2Q9buA3PX3+Bjxx9T289o8KvRDNX7ypRAK8ks5hPQ6iATw9rFq9S9wgPQWdAL21fPa8u+2XPPhsWDzwgf67ziITvbsh+Twh7Io8uxm6vGwIGr1r0kM9R55EvUmZ9jzZ8LC8ARBhOyydJb2CWO287LBovVV7tjzgp049dWXtPBUDlDv8lrY8KcaIO78Z+Ty4F7W8wg8IvGVsRD2PzrK7iPhkvUG4ozy21xE98BY5vVKNdbuunIM8JqJlPBGE0bw34Sg8Q9I1vf4LyjzMvFG8End\\/PKWWDDxLHIG8HG8bPAVWIj1cbBs9xBe9vHKE8jwV1x89Kp9XvTa2ILxiCF+9R3CXvL+WbD0NERm9urnpu+S6HLwlNj896MgYvL8YTzvYy5U88PpZPfUW\\/TwJvRe9IxyuvIYTb72qbrU72wyJvLbLWr2Fqgk92xBgvZ8rPDzT1cI8vuj0u\\/fIPz2CgDG8A8RcPDjbwzyHrEc9i\\/BVPMDgzbydpXs84UxjO2GB6bx15886X2IFvbjNEz3fnCy9UhlJvezrEb2ONw091FClPEJFTD3kM6O8tCnQvGp7Qz2qfye9p3MovQOYnzxJsAI9XJkbPetcHL2i3wK9iGpwvRkxpbxCMaW83RkCPV0LPr0lfwq9FIkivMf7vrv5W2Q9pVs1vUCjQb0VtE89RcTMvCILlzyl5F29lJoZvbUOOLzy8t28JQUKPe6pbr2mEdC6cNIfvEMwxDsyA+Q7b3zQPMT3VjyMOcU6ezADvY3pI71lUOE8GoJcPGRWH70KLCe95u8ePD7cD7swrY47PsENPVqsZz3R8I08h3hkPXGFZT0uRwa9XBK2O1XnP7yPdG89n+Q+vXvoMDz5uFO9Z2B7vO42Cj279dW7WF+1u\\/3kBb2ptAi8L0ENvXWgSz2KJmC7p5MIPcGCC7w8CSy9G2tUuyO\\/JT0xES49WtGTu\\/D+WT1xmlM9EZdEPXPvIr38PVw9Gh2cvIPR+7l5kg29BGpwPWrAcD3qwAc99CX8vNVQHT2BY8e8qc4qPYbuwLsrZW09S30UvAUBSz2qquY7rCxoPbQZfzyNvAY9QAlkPfKfFrpWSF698RXou\\/iKVT3B0pU8HB9aPc72x7wbOW+82TMkvYgyjbyT4hs9YSIpPct5XL0yqL88qH6JvKhOIruirv28JNhSvX9dBj0mEyI9OcPfvBfQiTxdfzI8tMsAvagDRDzQmTK9IBVVPZrH4jy\\/T6I8Hor4vE07JD1o8j29+ikWu5ZvG71IHY88srFuOweCWL0SZTS9IOMhPQ8+G72jT+w7AAevOVNs9bpYDha9kLCjO6hL6zswakQ8d7gVvfMgXz2s0C49aYd6vH\\/15by4ic+8mJMkPexxhjzYGOK8IQH+u+hEIz1x6hy9bRfEPK+RdTvIoXs7wFDbuyDoQT2sRF+90nqVPGm6mDzVCg695sLDPFlLEz2CX2Q9GJgWvXNVfbx7J+27xwMLvWYxJr15IB49TiA4vfnYF72V5Su9NQfnPM+2aL0YZg07EdqYPOzERj08BXU8GFAjvXQVTD2IaAM9f8obPXz8WbzIoGS9N1ZovWKyUL0F4ck8MUA1Pb+aRj2C8qY8vtYGvDlZf7x0RH+7p9T8vMPNP7wbnSK9EQ3JvLc1zLxz\\/XG80OnkPBe5RbyNg7S71FuWOwOGUb2bl8u78mA+vaqNATsFeco80BQ0PTHFyDwCoyk9AoS0vLqTjDqzyk+6ekxkPbikMj2NasK8+yO+vFK5NT1NAlG5gAICPddX8ruayUs9QHEdvZrY8DzvbU091tZpPfIvjztNmMc7RM1GPYGSBz2TN4c86bPWvJB+TDyBkcS84+jXO1Z3EL2+r7o8A0WCPBcj9DyO4nM8hixavdsP9TyaOCI9vpxCvVpdSbyF0Na7JljWvHt\\/Tj3jeIU8N\\/iUuwc4Sz0MT2g91E7evD14CL1cLCS9tocAvR7RojvlKLQ8+9L5Op+QM71HsFK8D8\\/GvLf\\/h7w\\/NMc8vN2fPK\\/OUr3sGj88OTI9PcQAAb3zY888qK+muyihbr1KkdQ7yxFWvcUVprxBs1091loaPLVAA72q3y08MtMjPVBr1bwaRGs9V5eGPKqFWzv8mQY9fENbvfjDAjtog0A9nKaXvAWJFz3x3j09NjJavTTnq7t63zU9pqsDva\\/dDbxFJky9oNbFvKBWYTzxmmG9hXHJvIMSJz0yzz89LBZtPRT3Mr0lYJy8X2AnPGbKmjwhuZG7mvEOvStyVz2ULpi8TY9APMXmhTt8ybC8oj0JvX0yt7xsojE8H94SvchZBL0stAC9OJIXvapsI70fgYS8MYMBvR4FSL2cOo48jp5NPeaSVr0LoUw9NyFOPdgYKj1DN6K8XPD8Ormv1LzsRMY8AuZaPM+2sbw1OB+9lrYePTBAK70qd3S8neoWPbk4ODyzs7g7p4l7vComT70YaPS8HTcivbSZeTthBDa94BMUPN2nEbsJ9OO8yKltPUzUZj2xlFc9VehIvZYmS7xkbcg8tW+Eu6QS\\/TzI5Qi90seMObVmLr1QaGU9tIhPvH6Oq7zqWGY9kmjwPJ227TtS+PE7gktgPUq6q7x7jYs88bYxvU8oqDt0PkO9kidbvSgSOz2\\/wCQ9gQYkvZWK57xmlx89w2wcPejgbr1nbLk8wtP\\/ui3dAz2i\\/Py8CWdZPX9YDr0uuFQ8MHFoPRFzPLsKq2I9mFhUPfRPojshmVY8aUg\\/PeBrl7xasVQ9f1m2PI+luDujHcI7+punvBz6bD0b1G09Lyl4vJNdIz2Fm2a7G8hLPWb7o7ys1SM9bcbpPIFeWLrFVS+94KofvSMTSj0BM2E8ZxpZPT4m0Tt6V1G9CftXPV4p5jxrJmw8YFgSPeEuJb3SNrA80G0zvd77az2YHg298BVKvS61IDxvrG09HiA9PfdMlbxsQRk9I9gwPcRCDb3uf5O8eH6SvI\\/Psryr4jC9GzKUPE58vLygNT09Iz+DPPTyGjw9QMi75gO5uyR\\/j7yjWTO9gIIQvavQLb0rFbs7Gk3BO2zFzLsObXM8SjHJvInZl7ywvCQ98tIwvQscLL14ISm9oyHvPPfDFj0kVtu8Qd02vUAaoLybHUs9sjMhu4S4Zzw0rOo85775PCpJBT1o\\/jy9MqI2vS7Pz7zfbhu9ucnoPJX1Nj1JvKI814QHvac9Ur1SHyi9IeEFPYX5p7ngfgu9\\/YZaO0+jpryKPr08hENLOA2zDTzSOh+9B7P\\/vATCfLyLXPu8NvydvGuB5zyhY0q9arFaPRbRNr33MZc7Qw4XPaO\\/YD10TGs94ZtMvCrT4bvPbFI8uBK5PJeWQj3nZ6671qbZOgw8UTzcZSo8i5oFPSpTPr0fFjM978o8vUJQ37wgBTu9dB3GvK0ZCr1gMkC9AVb7ubIxabz\\/SFU9QcM2PPPeRb1mHfi8JtEgPZMXFD3ziEK9AsK5PNtvErtuQeO8RTCdPBx+uLzul0I9TQcnvSSo1bxec\\/a6xQE1PWXiAr34O289qbEcvdu1rDv2ix88BJ3wOlEoMD0Ll2Y8ls\\/bvFoyyTw0AYi8khhavV8ObD2cPBs9w6ldvIWlZ71co069RdZKPHibWz23usc8U7QfPbuKFbzYdgo9IWIzPYizkbz9xxq9OtH4PCdNlDvZMUI7ra4jvWtsNb0L\\/ju8NxIZPQBZqrxL9ge9KFIgPGnBtjwspJw8pky2vI4D6LohePA7I6QmPFTYujwvwhm9OUfVPP5687ljx089e1trPMEfsTwsOYo8Y0tFvZk7UT1OxJa7Q6t4vGWT9zgOrGi8BOMqPTrPQz1Zjq26biy1O8V1Wr0+xHW8KZA8PVb2a73TNPK8qG1SvYNX77yi1Bw9z3QUvSTHX7zkRAA97lDrvPX+TT3X1GY9WI8\\/vWZFJr1cwUC98bTjOh\\/nRr356ju9wnlmPC5tNz3XYS69jtogPeoQBr1axn47zDaKu5EyNj022xa9xLxIvcS\\/FT0T5fQ8M4SnO+NlaD0wuKC5ykaHvFEvTD3Sp0M8NGtqvfKbAD1IaXK8aEgCvVyG8bqYO7e8k95zu1gKWL0V3jE8FNolPHSY7LyBGCI8Na9wvY\\/lOz3h7eM8hBxSvS9OlDyjGA09A946vXyuDj0HQii9DMowPYP2Lb2TOzU8wqYiPfsoQj0Ep\\/e7CRZuvU3NmzsCSoq8BmzXu2QjJr2lp2A85jekvOZAozxcAvy8AFcFPYnIEL2osda8kUg1PU4+4bzckFM9JQuxPGD1F737\\/3G7C7revAkbKz3ZS0Q9a+pWPdLzEzypuim9quT1PB9RLL3QvGw9sV5rO+LOD70wmEk9D+ogPfdDeLxO30W9VxIKvRRuxryeogI8GE1kvc6CLD00F0e9i62WvGTUubxs22U91Z8QPYxg3bxUUii9e89qPbtGI72NVGa9TMIiPWwF7Tyq14q7sFBMu2ZyzjsKSQu50cFZvYbGDLvPakU7qdmovBrPfrz0zBq95BqwO3PmAz3e9Pu6ZG7ivDTimzwVOyG9g2P0OweHSj197ra8zEyoPIchXbzQ\\/Du9e8g5vWI4XT1\\/Egg8C9SLvIP6djwXmJS8Y4+Uu6REYT3+Jea83xLKvOnNM7wzU848kYYGPT8dsLtSTDs9X79yO\\/yzKL0ggY689I3mvHSxHz3G0jO813c\\/vb17Lj2fLHA9hHPTPHbykbzeUk6932W9vAz1Z716M+68so0yPd4+qzwxxvi8yr4JvaONBT3\\/Ufq8DahKPYtf\\/zxr60e8qQfCOk\\/2Lr0l8xs9+\\/VBvckK4LwshRk8YETGvAjqGr0iIlE95e0QvJfNmTvxjTc9dQSru6M5ND1DMUC94Yp3vKyB\\/rwYGQo9FbyVvN02IT0XLx25gfjmu8pWqbw1OBg9Yk+PvI1kQ70Cr4u84InavLqKZj1EzK28PNqpvIUp2rxyD0m9KX4vvSTiKb2PImy7d0QovchnOzkq\\/Ek9J4MYvfurADyzMMG6z\\/JQvflA\\/bqWIHA9EmvKvHDnMT1+1Ce9TnNYPPEO0rs6Dgm8bfemuoPIIb19vFE9MpngPI8BFT3hxmS91ZbkvDR9Cz1+Mzc9cZOkPEAaUDvLF+e7NX5EvfxkobztmaU8oKUmvSmdDrzjiag8MATFPJhnmzuwYjk9SPZ7uv2VJ73Nihe92OIXvRTADzspWBy8E3ucu7x8ojjz2\\/682M9JvJ9QPj3Ay1u9XDlZPVUZkLyHRdU8ws50u+TmKT1rSnE9WHhLvKnugjzlUba8YjBPPYuGQz3n\\/J286EF5u84sCLzu0jQ9pbZTPT5RprxQxNI7enajvJup5ryRnnq8z1dYvX\\/pYL3fP5e7U8NqPdVq+zwqnFq9i4yjvAQV8byeILY70F1rPQKsCj0t4Bm9Ui3wvODcCDzuTNi8s0FQvPMgWT00bOa8Re4fvQpCybu9lwC89DBjPdQz4LyEeyq95Z3hO31+jTtdCQ89DSXEPLo5cb2dpb28OldjPYwGYjtGmEc9Mo5fPeu6bD3T\\/P0719IsvcMN0jsiqTY9BTGWPLtQ7bk5wT69UP5hvTjBAb1p6+48yYxIPbK1Yj1UnAS9T5MGPeRxbr1Mq1u93cQ5vW5V\\/Dzhij+8m7MjveuBLj32GjY7j5lsvN4XjbyGhhi9yHd0OzI1BT0DeQU9fhMpPftHqbuTRzY9d1gQPZIi4zw4m9Q82AmNvIEyWr2LPEE9TlXWPBtPmLxlM0s9Od4fPaELU72Y3po7hsDKPFW+R73kRja8wdgePeDSVrueFDy9S+wMvSy6ED3see48mtHTvEmPaT142jW9lmRAPU+iIj0\\/eS29LYtNvFDCFD3zxq88BFieOxLeYzuk\\/Qw9OAVPvX9QZ737fMK7dCCgO8hYObx+aWK9meSJPA1407x7Y8o7t4xQPexb1zyW\\/k89CQxtveYbaD2I00+9THASvDd4Uz2iMRC9YFLrvGieGD1Drj48qkalvMuhW71v+w092iw6vDj\\/u7zp4iu97bk4PYMtEr3rDpe8NKGRvCtOOT3aqBU9PRsZPfiJd7wWW049VkStuZCf6DzMZQ29du39vArtVjzu5LY8jOQlvZmf67yHQVi9\\/AwgPVratrtiRlK9b\\/9JPeh59ruARs67SAGZvHSjTrxTWG698zApPfYFOrwErqo7uRoOvW5RQLzQGPa8zZBMuyqh+zwp7g09jz4svAVKX72co1I7zfIqPe5wZT0GCRa9INFBPPFY27tDVes6G0QXPR9YmDz0H3S8Qv5qveaTAj2IkTw8iKWQuo9V6zvcWT+9AhnUvOZeg7xNMQI92o8KPRsM1bxx5Fw9IMhRveIWvjzeTJk8LkkvvZpN67yqTrs8V5RKvYoOhDvF+js86EsrvIe3Uju06tK8dCT3vO3RWT2A6jc9WX5EPW8NLr0oEsY7SAdovaTTQD1ntS49NR5pPRI6tTyVx7Y8U3l5vJ7iOj3u3YU8vjVpvfU7VD3g6V47T3lqvXaryztHMVw9j7wQvQdMIr0B8d4794q+PAL\\/Rr1z1mc9njQGPQk3Eb1SfjA9\\/YdmvFSTJL1lOJO8VHf2vEvpPD3Q+Rc9QoENPE1tsbzImQc9G0ujPKWZ+bzX\\/P28L2U2vW0q5Txbhmi9IzAIPGMS7bzcLKg86dxdvON1Ij3b1DY9hXGtPLF8jjxo2Aw81C5evdRTD7wnjcc8ZRkXPdrW4rsvvgu8KotgPVY1grzEWhy9DRExvTrfErt0Fdo8Lf95PEx3T708FQc8qzZmPQN2ZD3I0g68BgJrPelmWb1HY9k8sh1gvQ+9Wr2JuDk9IHoevcE36jzfrCK9WvgWvXVETj3OQBe94VaWO2nlSDyN6VO9\\/VoWvbbRXDzROUg7MAvNPDhgOT3K3Ks8VA4aPbXLGbxNpAQ9A5EXPb+cm7rA5cm8EVg9PVgKPT2XslK9V4pIPOFSbb0oVPE7Td1sPURRXz1VbQk9OvwTPQqR9zomYgA9M8EKvfX1Q7yclSw9o4m9PBEYF738MnM7BeLyvDEGgDw3qh29sVZZPR6qGD23QIu8XNLcu8TlPz21mGA9\\/lCSPBUJpDxhwi09WMYLvC6lOr2b3q28KfwMPa0V1Ly2PRO8ibSaPEj7Pz01d069HIaXPL0Cwbo7jVi9mTaNvIwoYTxnq069YBUyPRgFwryfrB89hwJNu+4BWD3vU+O8c6CQPNPJsLyNoM28+bwVvSm52bzx20O9zHydvFqluDy0DdK7MZ19PLVGTzozU6w8ZUEPvdNgHjy47VS91EvpPOVlLT1t4rc80YFMvQI4irxbCt68pswnva7kSzxblPm8x3TLu10lEL3memM9\\/g8XPLZ3vjwA9607E00mPckrkzxlghI9KgBAPZH6Gb1638o8YtIvPGzhGr3iXeY69lpivMUKQz0YbE67fIsLvQHkjjwDdFW9MStCvTbsSb0\\/MSa9G6VqPcazIzzygiw8qYgDvWVFZj0UwoA8wRzlPM7eAT07pDc6aZyWu3SODL0qsGI9d4IKPZmtNjxHy1C9j6YLvQVnL73Srgy9GIoLO4HgZT1rqmG82PUgPQtnEbp0\\/NG88cSfO4OlA71m+U68u6FjO6pVNj3MWhk9aH1XPZ7DcrvqXzu9CgULvCh17Lx2fJe8falVPZzz5Drjk4q81dXbvMX+jTuAxYK84JIUPRc59jtxcSs9i5u5PNP8DT3qFoC81BZjvfXRfDttsXu8NvUyPIs1jzuyiEu7z\\/YmPMBiWzyUdCQ9VruQuxKsDjt\\/XVa9\\/t\\/fPC7NNT3I1p+8bwh9vEQIkrqJe8m8zkMiPXZuNzwUWNg7RvGhPMYgYzzQU1q8ew77PGKJVr0uFBU93DIPvZkpET3VHJS7RzXxOwFmtzk3nKg8UBTXPI6DvjxQPRo7maYgvMvxozu5Tdc875fGvPkHG70xhr482XHhvHfV8LyXksG8lBA4vbu40DzBy9o8k6IZvDhK0rzqDJC7wjgVPZcsV7zKU0Q9A5XEPHQ3b7y8hzg92xIEvbW+47zfAB29bx4DPcTsBr0cnvm8OU2SPAT53DpYLCU9vP0ZvSdVFb3+pRu92LYmvZIlOr0tSWS9NUqwvL4uO71RaGo9OTYfvSPSKD0V5zi9cFMDPc6iPz3aoFi8\\/q9LPTFfULsTgJG8Lh4kvQrbczztmD89+hUXPVdjOD3fql+9cSljvcb55zzfrWO6n\\/xXPbOBNjzEbke9p\\/KJvFtPgjsMrmM8+ws6PSBbYL1a7YS8vkxCPauaRz0s3kI9nV06vGN9Yj0QGTc98gkCPZrg8DyLqDg9cllqPEJ2TrzjgyU948sNPHFe+rzkrDk9xCwNvSGtOLxLAfG86yKOPLdDpLxvgwu9sVwlvccAKb05QHA9pWgZveaXOb2+10298AbYu6e0PT00GGY9EkctvfRmCT0mnTa9SCOnvFnghTyT11w8paIsPeScCL2IMVc9CGkhvTxDGjwMKD+9Xn8YuxdwLj2gP1+9AW0IPZwlBb1ildM7uqhpvCg3xLzglkA9I4dbvdQMG72vKT+96IfwPEMduDvryiq8twMBPUBkobriueC8xUBIuv0q7jv1Khk8JlL9vCnvar0dQZk7PolZvQ3+Ab1+4dc8K7BPvf1oPz1Yxqe8oEScPFyumTwT6gg9CgTmPBHoPTtqiqU8ZvA+PdOmYrqOOCC7kCJqPcrr+jzXU686ZshAvWdTQLys8Eg9m0h+PKj6yzzTLXG95FNrvd52D71u10I8be+sO\\/ogDzseoUc90XsDvbX9Oj0JChS85NjmPO\\/tqrxHiKU8pmO3O99c7jwSrrc76H84Pc8QID13moG8dvAgvX28Fb2HNqM7FtZVvChJIL0Xh2A9v0ZFu9bbJj220yM9ag2kPFSIb7zuj7a8\\/TwOPaGcM73d\\/bo8Wd8HvYP9n7nGtpO7nZoEPdPUJD3Jcus7+Qe9PCMzqLz5fli94PRjvRLB3ryAzZ+84oXLPJaxHD0GFxy96ru1O2X0Xz2Sr7w8+sifvF39Rb34JUw99IVQvdZ9FT2HW0S9JJZkvYGabb1g2cK7xvDLPJdmXjuFkA276189PCqfqrpdHiG8oO5pvRftjDxHKka97GFuPR0bK71KAFE9lPo0uliHRj3FcnK77\\/hHPcmQt7ygRGu9Y61FvYmdmLp2YPM8WLlqu6IFU7zqRge9lcwIvQtmgzwZNqI8PC8RvfAwtLwMqec7nvuxPG2vPb3b4j+8\\/J9bvVnDyLptSV49HwQoPSjn6Dw\\/vo27WIm+O83S6rtXUj+8SmHFvAcH+zxxKNk8azSaPCxGorzbdww9QLwDPat83DxurCK9AkoKOjtUbz1sSp881FoCvZrCrjwJ6VS9VIFLPUHKND3PrlS9jvQqPRo9Z73VStw7JasQvXstQr0p\\/Es8t6oLvabpDz0HuW28mRkrPSsxbb1KS7o8MCUEPeMWWzxtjJu8n4+xvF85aT00jDY9aAtkPei\\/ILyam189eGchPdWKBT1pg7C8+hvnu36q6bxpuB09vNlIPWmB8bvIjRE9lA5GvYEvEL20zCs9EKTYPAlQVzwNxWu9VIOeuxhPWDxmeZA7SbCQPL1iIb2XIYY8mrkgPOUiBT1WEK47c6Q9PSEPVz3WwDK9djAdPReLaj2SoU87Oh9LPd\\/bBr0r4Z88gu1KvZDRuTyx04u8RuZoPJim1TtR56E86KViPf5DC70QCSu9ld2xPBtqZL2+L4O8FLGOu6dVHr1fEya9DZIXPX+DxDzT2Q09+PCVPL2MpTy7FJM64+ksvMSaVz12giY965q9vOGHXLrkVA89cmgdvS\\/4aj11dw49Q2o+vaAeB70Gs6O8qC4TvSXbbLyf+xe9vWwOvbpHNT3xju68m9MMuoyavLw76Mw8QoCAO2vLcD3FnSa8zblRPe37ST0hGiy9q04dPYwLXbzkcjm9LrYUPXVMXzwOn7s7mus6vX1gtLstWU288+lmvQVwNj1fGWC9FRhxPfpJwbyk7fg8ak2uPLnvOL2e6y+9lg6nPJc9Mb2bEz69r6MFvPFGUb13rkq8q6XkPN1dMjz\\/vwW7DuFHPfx\\/67waRk69f6dmvUXVWblP4688Nc1rPZfk57wNQrM7sMIKPJXpAj161We8bV5BPTh3ML1R7wc8\\/BE6PD6Qdrw9dBy9RdOWO4Rs9jwVzDI7MCAtPWuLUb2a6ui7xpP8vKKz+TyKJ9+8NeqjvJC4Dju338U7JXuwvG4mG73t1nA9pF9BPaRyD71eiQ29nVsAve6OSb2PNaQ81Q2LPDmCJrwmfW+9pyrhPN\\/aHD2Dz1M8Q35evS4fuLyjwTu9ryShvIhJMr04ZQs9pH0mvTYzZD2m6NU8DI2PvFjLMbybiEq9VWMDPNA0P709bGI94bNHvA8AWz2K\\/R49cLArvVqVXr3hnNk7Ql5JvS6EHTwuwbK7vlVWPVRpHL1ODwO9iXvyvOVdJb3OZN6879OjvAYRTTrEVNK6f1hEPev6Nz1YTl+9FKCBvJ3dUb0XUDm9R8e3PD01BD3gKOS8PAUwPA7pJj0VpQk9OLdBPZRg+ruj0129JLA7O7Y1yrwwnvw8WNhGPXlXyLwc2Gi9+148ParU7Txmn1O9EHWrPAM6gzzVAEo9xfPbvPJrEj3wktO8oQg9PecZDTxcT8u7+KkpvbatTz2KsSU9ENOivMA9Aj2BBYm8+SBuPOKaOj1BCx89+uVrPYp4ADxpkPM8fzYRvSNv+7wl\\/xC9EppIPXXiRT0MlGu8KlxQPUFwDj0fV4u82W2lPCDXSD3\\/hzI9gNIwPQ71SbsOITO7vyjKvMceQT38lNs8NvTOOfvSg7wd+za70zonPSjrRb3Qd728KuNwPQkZAD0DbUq9gRdAOocDUD3t+eO8IsIau6FQL71wUl48CAQ6vZPo1jzPJ8W7i+w9OwpS3jx2fnA9Xq1fvS7YBj1OR+88V8QHven6Wj3Z4jy9EuqwPGWsuTw0XTq7m6zku323v7yRJZM8xX\\/EvG48Ib2IIt47jkc2PTKhMz1QVwe92I+4vLXfwbuoZUE9rXkTvRLpWTwzEmg9u0\\/2vOF4iLxLRCa9sQVavbwkGb0tJ\\/a8an\\/uPJ+hk7xrwf48y3A5vVRbeLxvGX68YEsrPLCGBz3ioEq68lbmPOoLirwH6wy8Ch7LvMg6RL3CVwW8HbqJvLb0gLzMg0u9RrdCvbvbkbziaOO8v\\/u1vGHALz3iFJa8FnTSPAf4ELvGu4682StCPbbQ67yxsCs9nsW5PC1GwLcL+v48FVu7PCNfYLzctgo9gJ8GvGPjE70tNkY9\\/dsYvb5Ujrltl1g8BhncPAjaxrkcGNs8F3jzPFDYiry6NK+7ja1DvQ+RZDy5nX48R+IMPbesN7vx9SG82mEGPfH+WD3gWwa90TZOPf\\/nOL1Rjyi9ZhZivY73Ur2FxwM9LwbkvEqORj0tjyS9D4A7O\\/IDlzzXDca8Ee8LPZVjmDz43FQ9N+LsvOVtbD3CpDY87jvYPI9hzjziox685tlePTt5Kb32QCU9AVu\\/vIledbxIx0C87DlXPZnUMr2hpoY7Ej4PvTqvY7xcl9w8TzD2Owdwbr3Okqk89DcbvSWUgLwz4zS9C1EVPII5WT32nEm86kBlvXqsBD3auQW9YABavDPwvbzjZiU98EpbPUDZlTo47Yq8HMLpPMdp\\/jxynWo9ejZfu0m3iryGalc9DbjQPGy2E7t5u1G9C9+CPMs+sjxE2Pc8Zw4ovfQf+zwvowY8bLklvarcJL3atzq9uS7qPJxtfjsYIM48fC6cPGxxWT13PqK8Zv68PJPa0zyzT\\/y8IMpxPFO9Ur2oOtU8BZnuvKputrzfXQy8VOX9vEm6FTwcfAC9v9gpvdwbHb2LrWk9aGUovXFyHLwBwyU9AYsmPV0qpDt+cym9FwZlPSY\\/zjyvSgg9k+oKPXL3BrxXyjA8p6L8vOMbk7xhMbU8X4FOPcYzODy5bzW86n1uPbhepbx9X8M8zToTvXOFYb28ghM92WPBucBuULqCBmE9+MHYuyUymTx6JiM9VKSgPHIoW7u6oP28rxLEuqOGWD1EH2K9lae6PJAD+bz451w9C8mvPKosAD2VJ0m9yH4dvTmolDxY8cO8QkxxPIDAMD1\\/chO9OLswPTbzpTpoWG09FG5XvRpEYb0pW+e8XD\\/mvICqFb28VB29Aag7vYWarjsukRY9rGtYPHwBcbzA+Xg8q8nHvH6q97rk9fg4G\\/qrPH2bXr2fMAs9JqFnPcp+Ur2NeUo9VZKqPBxdsbxQYw89tBT2PBhACj0gMes8W2P9POH8bz31CQM90L4lvSjU+Dyv4088toPIO7F3A7s\\/7Qc9v6kevWunUj3uQo28AvxePW2nGL1JngK9sZFdPCk\\/xbxTuqE8ZClBPX5KZD1vuZe8WGgWvTAcJr10J3G9pzlbuahFG7t5EBM95HonPRmYcTxemru88XfPPG3qgDxIVSg9JzRLvU9Obr3Iugi9rRCuvIv\\/bz2d\\/v+8ZPJYvWMyGD0HWQu9Iz09PW8uNL2IgBI8EuZPPdyO8DzENXi8ladlPd2dPb3hFy69jNomPW\\/OSz2iOcw8\\/4lhvVMB1zw1E947CZnhPOqUHjwH7p+8\\/eg7vd436TxktTa9euM9vfgACT2nORK9ROsAOzgcTbwfyAi9pzAWPfm3uTsF05W84tTRPKC\\/n7zo0Ps8F9\\/IPOVepLxWn5o8S4VrPQX5BT0w3Z48REatvHQM9bxeMCI7QOclPcdmaD34jtc86nigPGs8ST3Vpwm9J8ctvCI9M71LU4y8FQiQunqOFzdReue7pjozPTOVWz1DkBQ9sD9dPcpQcD1QOIK8qt+tOvdID73TWHC9XAe4PLdhCb0ds4I7pOIDPK4fLb1J2rK7b9TNvGNlP71aJbk8btDVvKAo8rwk9kq9UKVqPEiZWT0yHlI9JNX2vJaGezyLp2a7igglvQQoGz0zV3U8jjydPMG3Or3MsDA7CxLyPLb4PDwDhso7+NF1PK+aKTwL7S493bUUvH0Kbb3oyVA9j8gqPNoDJz1EEEO9NUPSvLwLbb2EF7c6Dp05PU23OD1FIQs9NyIWvbcUQ7wpTeU8RpwWPSrCWT2z\\/SE9YsMMvW0h7TyQ8mo8zUw0vS73GT3KdBG9N7NYvYNzDb1IB+e8KYFPO9VIizwLPCk9S9cdvMgwhrsTfFM87zS+vMWyGD1JwWM8aWBUPUk4H7zZTsW81hgAPREj4bw9\\/eG8rCIkPKrcIb0+m6k7ig1qvShiVb3gmBa9dXnJPGxwlbt660S9JDLqvGTRIr0h+gc8z3cDPBjTOT2lb4E8P7xOPSULsjzqTSs9K5C4u2H5ID2aEEo9Uq0RvYKhWzxSJNu7f6pqPLPk6TyXKpm8YGM2vRBrUj3CdK08NxxxvVEaQ70jNsm6QNw9vHH7N7tXk1M9rHunPCIPtzzMp+K8pSD7vF67BLwbg2s7EJHnPJCkQb1hq4m8oOo7PK7fhDzDgMg74c0yPZhlAz3+ggy75U4TPSggO71WD9G8nVHEOzht7LzIw5O83Xs6PRrmwrv2ajA9Aa5aPQTNEb08gkO9uye0PA76Nrx\\/2fS894hmPdhgOL0eQP47CrRpPY0hhzjmtng8dBhCPDGO6LycVBk9CKMIPWfcuDxiAA69vBQAvS5W87y7qUc9N3AUPaA9aLy0+Jy8TPwBvUDOIr1mNyu9A6f0vKh3Ez3L6AU92+ZNvewjbz2hTyq9fiidOgEubj1qddq8R19OvDCvDDswGQq8nYZIPcDmbz2bUs08ohk4vfFHJL286UM9qlCzO5\\/+bj28kci7rvtDPVAPP70ayKo8Roi4PP+w7LxAO7U8qlxgPchxGz04JYi8LfcGPal4Ub07POm8QWVFPYkzfbx7SbU7O7grPbdfUD2+5fc8ZhexvCZo7LtK0Iw88B\\/YvNIRFj1fR6y7pjPDuwBQYry2QWI8ts6Mu3pUHLxuKjM9SqljPRdKEj1YoEA9qpk4vessAr0+BSW8gcYfvSlxAb3mmR89nwlZusBEHD2YMFY8s+qgvEMTKj3hpG682R7XPH7RTz0Mriw8rZVuPENGpDwzZ2u9n7tguzytFr2Ybzq9iUcmPN8v4jzeuvQ8aDdZvUcCYzq\\/wiU8wmyKvFdGGD1hNU08lrkuvS8vcrxMwAe70bwevW1FZz349Rm9dh6KPEb1aj0iJzg8Pn\\/pvKl5cDkXbRs91fAFvRXRBLw2+1o9yqYcvWC\\/7bxN4C69tE8APc0ZnDwJyyQ9UwsrvfxeFL1LGCe9tQhYu5upFL3dirA8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 283,
        \"value\": 284
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        286
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 287,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 288,
        \"values\": 287
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 289,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 290,
        \"value\": 291
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        293
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 294,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 295,
        \"values\": 294
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 296,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 297,
        \"value\": 298
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        300
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 301,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 302,
        \"values\": 301
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 303,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 304,
        \"value\": 305
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        307
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 308,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 309,
        \"values\": 308
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 310,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 311,
        \"value\": 312
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 121
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 200
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 200
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        314,
        315,
        316,
        317
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 318,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 319,
        \"values\": 318
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 320,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQAgAAAAAAAAABAAAAAAAAAAAQAAAAAAAAABAAAAAAAAAAAIAAAAAAAAaDgEPeC5Kb24nX++CIg\\/vnZIXz6wf109VH0kPlAWmL18cDa+wql0PiBYgLzuSxg+HN8PPkA+Kr1GE1a+AEvIvCBrED0s2OW9fqw5PvyyBz4g2xS8gBIkO0RPhz3gZgG+9J5zPg4aQ74U+Ps9XDnkvXCTjj3aCgq+nJ2Dvdw2mD2w5dG8hBOWvSoUcL6S1FU+vHSaPaLLTT5YkoY9OPMSvcROl73c8KI9UvNsPuBdr7zCJVo+NDHXvXDToDzYH2y9wMeDvLZkXD7gzXS9VucIPqQy3L0Qjqe8BARTPngH4z2Aidc93J2+PQqMcT6UtFg+lpgsvkAZgLzo3Qs9SiAZvhD8HL6gRoa8lIo3vuImCb5sTSM+SG\\/OPWBlM77IipY90BFovsyR3b0Q4hG9UvhZvoYqe74Ujnw+OtlePrBrWz0y70W+eIBQvjzKc75gzyo9HKICPvR2LT7Uytm94nAVvhLNQb5U1RS+wNGZvCJKST6QrmK+xO7cvYy02T0UJVU+NA5ivuhnXT50eFM++DenPWQxgj16xkc+JNirvXKyOz4oSi69EKQ4vaT2OT4kCNa96h1BvnC0gD1cPxK+zkRzPnRbNT6oVvk9CN1pPtD6Pr4w8a29IDS6vDDior2gdpY8AAo3uiJUDr4IojS9oOoBPWrqJD4AP5i8VAY1Ptq6Rz5SqQu+ZvE8Poz8ar7kVsc9RkBVPsh4HL2Y9Fg9kJAWvQDaPbuCSEc+IstjPlCTNr0cy0u+gOgSu\\/41f75Szn2+MN7WPXBH0ryUs5S9OgVePmyyDr7stc29wHlhvLZXOj4Azyo9OEccvljbNT6KBiO+8JnCvMK3SL4QNI+8FkB4vprjJL6ACi07qLtNvkCGujsCkQ6+6DHuPRCwoL0a+0k+BpQRvvAPxz3gelI+\\/M3evbDNgLwgcSK+pD6XvUTiRz7QQnc9QpgjPki\\/3r3IQTw94BHNvICyQzy8Efi9nn4DvkC2obxU7bG9oCOBPFzWsj38Rt69mFRAvsDEAr4Upkg+CuR1vijn+z38DSg+pl9fPgodWT4swvu90F4VPXg+J72QbFu+OAJHPsDFpL3IiFK+mK0nPsDLdb0co+Y9ypY2PoAcJT7Aaao90tRAvqC\\/YTwAbom96tkuPux2Lb6sRNu9sNqLvf4dSD4A8lI+Vu4KPpp1W77KsSc+AOYBvOD2Cry4eGS9yIlmvoTT\\/T2w9S09DNwyPsKTP744xk+9MNRiPfjrUL6yhRq+CFsnvj5CYT7qmky+3ptFPgZWKD7ERpa9IG5TPgDubz18S8q9JsVhPqCsZ7149rq9xKKHPaqwWD5wcRe+6J1PvoBL\\/zxC418+QFv5O8AjCD7oWCe93LPVvTBRQz1wX5K85jYKviC+170c72M+kF5qPm4WcL4I0DG9vPhrvnD9XL1o9gA+YDJxvQCZ9LqImRY+PCRtvoRnt73UUck9dNRWvpr4Mz6cADw+wF7WvSxlxz3yFQC+oPPtPRDeob0QozQ95KjIvU4gCD58m3m+fMPSPVDvpjxCSnW+qhMEvoA0Zb1Qvew9wK1MPPjvej5Anjg97HgcPoCsBz6U3F0+oO1tvsDUoryQUXA9iKAwPWha7b24eGI+3E\\/xvQQ0tD1gKzm9mmEgPsxEwb0AkTe++JoMPo5RQT7myy6+8nEsPizBdD6cacU94EIXPDBEfT4+oXo+kLIrvejBM76aoAk+HpNVvqgMBj6oIXw9qu1pvsB2Wr4eFkw+yEJOviBTdDzQ0eC9ED3\\/PEzXgb3K5Be+QG6Hu0yXzb2GUTa+GB1KvmA00bwY6ly+AILPvZguFD5MbJC9EOjtvXwwFj5Ast28qIwCvgDdoL2YmF49+IqxPbDd5z2ADck9YHThPOAvgD1ki5S90NTIPMD4RLykOpI97GorvuJ0GT5G12w+QCYKveBhKDzAdfI9rvJkPlJ3bz54hEs+oNaqvaypGL4+Uki+2hpgvrjdE742rjw+2DBoPqC6\\/L0Y4C49eIVGPrxkG76GBCs+UDGpvYBGibyABKY9oKWLPNAMID5YuZg9\\/rwLPlZWMr6AosU8hHHevfAdkLwaTVC+bD3hvWyZLL5gkwS9+BcEvQCbZr7ASne9IrlhvpRA472gAGY+KhNvPjAQzb3YmF09hMN4vhguBL3mhGQ+MCtwvhDMLj4g3Ws+Os8jPoDmNz0YP7Q97DoCPiCo57zaMma+ULqOPSIuE748Ele+gFwZvPCEX77aUxS+COl5PYAb6jzgfUa8+BsOPpiFPT2aWRs+XEmCvTDcxD2w19E9dPQRvuwB0r0MM0e+wHOmvdzWLj76qh0+mGzLvRBR2T08lkw+iM\\/oPVhnU73i53E+ROcePmodYz7omQ8+qEM3vSQTNb6sumo+tMLbPTwfU77mbke+pDBoPh5AHD5w4NY88HtSPQD0KToix1g+WqpcviDHqb1YEho9WN+UPU6hNz6wfqY8yO5ovajy4D1iZTw+guI7vpyLYD6A\\/Gy86POnvSSpV76M6eY9ACYivQI1OL5AQqu8MAY7vcTYub0kh4U99BTAvcLDbr5+xDi+8JL7PECqDr3YeTS9fgldPj5iWT7E1Vg+TBujPU7DQT6oXH0+YPG4PA6aYr5INz8+QFS6O7gFXT345Ma9MNb3vV44fr7CMGg+QNJ8PBpiHT4sDgA+UORsPeTkuj0I+U89jlQbvlbCDj6olEG9jsdDvtBdyz2kywC+1ESavS6TJL4=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 321,
        \"value\": 322
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        324
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 325,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 326,
        \"values\": 325
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 327,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 328,
        \"value\": 329
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        331
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 332,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 333,
        \"values\": 332
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 334,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 335,
        \"value\": 336
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        338
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 339,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 340,
        \"values\": 339
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 341,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 342,
        \"value\": 343
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        345
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 346,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 347,
        \"values\": 346
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 348,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 349,
        \"value\": 350
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
        \"value\": 352
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
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
        353,
        354,
        355,
        356
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 357,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 358,
        \"values\": 357
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 359,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQBAAAAAAAAAACAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAAAgAQAAAAAAud4EPHB\\/+LyOBGu9nMAivaR5vTsLm9U7JHYuPVmcTr33Fjy9ZA\\/VuPo3Kb0Xnk290RzSvLAQYL1j1\\/O6UcNbPZiZbzzlVQW9OWwuPTssTL3HNDI9JaBTvRaiAzz1qru8wxodvO8MLr1CKf+8gb36PGiBALwJS808xLQvvaQEPDyNb8S5IH+\\/OzbcZD0DCgI9ZR9nOrRyZT3P\\/4Q8rtnHPGCROz0XEBu9m\\/L3PB\\/+9TwMP0i90mq9vBjM9bwJp2C9HuuvvGgJxjyfQz49Afo6PcuAbz2tiDi9mvkrPUoGBDy97fs7Erb9vHzZh7xir8y7OWgEPJXOQT0wZR69JfZBPfQxBDwWMZm8TBMwPRqT1TzZssa7BD8XPC96BD17zim8oihEvbtZhbyjNmG9pGyJPNr6gLxA30U9GqQ\\/PU\\/fD7q\\/x6k8SG57PHfkKzyFH3C9CNIfvaoUPj3YZgy9jb+1PB6nb7yWn4u8MJF3vFu3v7wK4is9dbgfPcH0ID1TbT28nJsFPdKvL71qYxa9yI04vIRpSLxQq6G8IA0Eu9Tm5jpeFmA9e1d8PLNX+7zWeAG9QDpmvc4JE70vaRq8z1TlvBUZcTy6gdm8sRTVvLM0jbxbI7U6DKe5PGUvaz1eZtc8ifkWPU+O0zsTN7+8zM5kPZYNLD2Lcjc90vn1PG9qH7mptkU9mIfvujn3W73qFGu8wqFbvWTp0TwV1ik8Yt4RPZ4OPT2bnwa95vNUvT40SD1Xcpa7WaIqPBOzSr1Ii0c7oKVDvTSBcL35yyc8QwSwvIphdDxYG5O8CjX2vHHYfryrqWg8US2bOxuAkjwPD2u9BH3Fu8XBzTzqkx+9N603PHUvuTyTUW89aDCDPDnpCL2EcJg7fLYtPecUEr2OmPg7z1c6vOH5B730ny69unufvFh+OD0L7Go9uNSsPGmOIbwTPta8JEVpvPrBQDxkadG8YRdCvRcTCz1nnQC9qguCvB30U737Dpk89fmsPOvLgDrEQwQ9z52xvOwHa7wuPGY8koGxux+obztHVz+9YnNFvWjVI73palI99UdqveDeobwbf0A9dwpaPQ8FZL2Vhck83FYTvVX+pTyExFA9I+QtvQzCXb0I4TO8ibzSOyV26zzsPTs9vE20vOPklLzsI2k9vmlmvWoNsTzr3Vk9QwZKOhMROD3ULjq8ymJqPcAVQj07SRW9cnVGvSYWsjyKrL88vm0HPR2mOj2hT7C8MgiqO+k1JLxT2xu75d5jOtrbGb3qbuY7yB1qPGIhUTz3+hm9rG1Iu8SV4TvEHKU8ryTEPJ0WcT27L\\/Q8opUVPaEdm7zYifU7GkRzvNFBcb1Qi1C99USEvLTmEz06eeC8I4sfPbWROD2ZYB+9xOEkPfqWar2MDEW9uAqzuzb6BDyCDj4973havdL6Cr0VTkE9t7QUvFhzM7z4+qq76rxrvds77bwkvC49idX2PNFoLD02DlW7+ZoNPfebFDw3xNu8gx9EvcAGPb1DYzW9vWo1PWbetDz0qiS9CvdKvUF5Yj1uheI8S0IZPWYsMz1IcUQ9TpsnPZBUYbwombk7HpwoPeodDztD+bc7kYDUPLyGDLwVQyg9NfNUPT9cKj1tA4+8051tPcJYLj3AdJS8nV4\\/PWbR4bxRJaE7rNfFPN6k+DxbR7M7yVERPRz6vLz\\/LQ68jPkYPX2liryafeA879gIvfIIIjwHCks902JXPYW0Yr3hfU29NIoTPXyr5DoS8vy7dK2OPIbsJb1IEIU8m3rPPIiZmbwpkz09ee8VvZjcI731q2S70X5tvYAdATyIPtW50DZPvSSNWDzjvFS9nNHxvNDixjxsmgw9tCabPCWYQjrknfM8N9yJPDf8Cr39m3M8CakrvW96KD1w8Ag9PEksPd4pmby+1tg8uDylO4+12zz978I8r8tbvexobr2ebx48N5cQvejL6jtn3DU9JFdePbnLrrsUODY9tU5XPe4dZ71PZAW7gc5ePGRts7xW77K8ORe4vGhHQL2pDmo9Gqe+Ov7zR73p0r28ouCQOzwaXj3a3+q8ixhcvXHcKz1EVXC9MjE\\/vZTB4ryOIGS9YgwBO2SiFTzOtyQ9HZ+gPCVyzDycmHY72CZBvXFMLjs16FW9GGVTvW1AzLwCO2O9DMaRPDJtKr0Yfjw9wUtFva47Bj12fCy8RKEgvfpRkDwWuwq8\\/k0APGOFcbw5Zis9zdaFvBLjRj0Nl+S8AQNNPWInPrwOmbk8YXAqPaqyPD3Rycg8woi\\/vC4NkLxYt127gbsNvKZFPr0lVRe8NQtTvaYw9rwCD2i9alMtve7dVL3ygla8ZKfBvCwN3zy\\/EfC8qxGVO8hgCjxSmh29IfIePQ8qobz3O4g8PawSvXdOh7wDC4C8ME6BvGphnbyDiji8yvsIPX4\\/3jwYLCg9NTb4PI86Nj0ECwm8pAlDPXV8qjs4aWK9+yXLPApXfjw0lue894oDPUjngzzum9c7lQFJPYz4NLziSoa7vholve0vTLwWvF+9FiYju5+8Zj0nuEi80JlEPVKML7wQKiU96o\\/8PD1YMD2nUDC9IKCJu3DuXLwtcYi8MnImPXDQdTzhjCu9Xr\\/GPJqvIj01yTG9ARicPIrpoTudvOg8Fr+VO4hkDb03Xzc94BEVvQ72szzbFqS7VdsKPc28Nzy+5gO9fpWLvETDPT0+JC89Y4+4PIuzpryJ8zO7twrTvPlBzTzw24O8\\/vwaPSxbB73jCZm88O5bvFOJ1zwFCKq8EREkPVDt2TwT8X+8HRUUPfpMI72YBPk8ttdMvQ+PE71GnSi8CyaqPKcPLj0D7R+7EcMIPZoIzzyD4Bs9DTWwu4KSAL3HLme8UtwbPUMZ7Dy4xlE9qk87vQ6zL711tfi8wGpQvVC+ijxFjcG7LoIivR4jZL1hQXs8V0JEvedeGz3Were8Ww0WPV8ELLuKr1s9OXEzPHHH2zw4lRS9s3uSOzdQTr2S\\/PO7gl9FvWdZzzy2Qpy8hBZ+uxCtDr21SiI9wC7ivBZiUj2CETS9WT2VvNmJTL2MDjI8Jhg2vZDkFL17YY08P+pZPR8H2jutpqk8EEzvvOYiZrwAura7qF40PTOKRb2Qu3y7BA9ovZyCqDyASAS9o8lUPYH5FT1Khpe8W0cYvPzAlLziTgU9wcJhvac3NDzJOaQ89tKAPMYhlrzoDmu8s5RJvectCrzXL8283GP5PHEnXT1D3Q09u7S3OniE\\/by4\\/d480WgMvcjDbbz40BG99Q08vVYWaj1Vs1i9CQFZPURTKL0IoMu8QOEPvMdmML3LGRm94aDdPH+6+Dwi\\/Rc9mzOhPEBpIL1AIge9FXFqPWHDAjvZVB09nYgWPaav1Lz+NWC9PKj8OuIwML3mJgw9Yuv2PHcXyLt7dxK9SZLZPBVIhDyfXhO9OVojvedgQjxZNr08jW4uvRc13TzOmqq7mETTuw+9Wj3PQ\\/o8ofkjO2vFXL1GlAU8elDQPNKcBj2Rq9O82ms6va3qMD3epGM90ilyvPJ2Db2j\\/QQ9mp1dPZzL27xeJSo9EJBTvaDymDrIzvK8sW4uPdo7Lbk5xMm8ZWYCPW6w0zyqnHK8w1eIvMZCGD2v6PQ755UhPe4aFr2HA2k6NOxNPcCZO7xiHSg9l5qtvIiiXj1sg0697PEGvTWXG7xodXk7qPwtvZCGnLzgNNq82RqjPC4jE73Zmdy7YGT5PBjexLxI7S87+4BYPVIGWL0VErE7pTH7PBoZRT1xYia9NByAPH6eET3ifDG9DxwBOzYyIz2AGjQ9njxWvArckTzFBj89q8vbu+58Dj1Rmxq9Cmr7uhuFUT3Bu0s9SMAdOcDWFz1e4P88dvvOO0A3gDymkxu9gINGvZYMDrwR5Go9TZ\\/jPCQQBT3odiE94RegPLWbH70MqVq8ROxPvVpUbz3kGEG9lWEvPUamEjwELuO8mn61vEX+ADxxRlw9nXUHPdHZCryR5728xkHePKHvzbxH+Ns7Fw5mPa5yZLvkXvY8Oao8Pb73dTvBFgG9ccQjPWCkDD2NcA28yYGgPEl1PT1N3xS9OW0CvRvsCj2pQjW9ObSmvNm7QDwM5VM9qeBGvFA4ELzQLYQ8zmtVvf7i6ryGVQg8ffYMukO+TL35DQ88hVvUvF9FGr1W+Sc9YJsivNtWkTzkWVG8Ivo1vdDQK7xJD2o8kNMmPS4aE715g9W76aKePFC4x7yuG009o\\/Q5PGAM2Dz2XGE7QpynPM\\/jjbwcr2U76Aj3PB4aSLwDdGM9MRTjuqV4njw64ju7RBRLPXStN71QPt685PwvPS1+obnx1iu8OLPdO\\/KTEbtYR2895lY4PUlnNr2wUI08KiGvu5P20LsAzk88a91TPQ2wzryaLtM8ViVMvfQQ5btY7E49lh6UvPQKzTz4HjO9GpxUPAfIjTwV4Ge9VfyEPH8Ch7uWs9Y8kfrCPB\\/SXj2PMU69vGRbPb472rzme2I8928DvcoUm7xNmCs8RAMCPUu5X7oUOOO76OdIPYmnubv6SQ+91\\/6EO\\/s2Grwz3E484dBnPe39Gr115Uq9XdMJvcDgfrxYywc8LGUUPYelaL0xFAK9GLr3PPe2mbmh3lg9QrWwPL\\/+Oj3MQbA8mWQ2PbFzPz3oNjK9vS4pvYiqoLwUF5A8gPEkPEA5aL2uF1Q97LYWvR3trDxTfiK9MENIPdya2bySmzw9yFExPD2S9Dy+l189FME4O0ALUj34Fcw8TsU8vWZHaz3bRYo8Ja2IPAfrjTyUtp68f4cmvfcmFj1gxe67xdfkvB9\\/6Lw7xEq97dS0PHcNUT2ehg+9IJ1YPStsXD3R9io8X041PJ0Ehbo8uyc9p9PhPFtIRD1itSy9YWK2vB8e6jxY66u8Aj4RPc0qBz2st6A8jEmjvFVIoLxIXou8MmL\\/vGqeIzviGfQ8zuH1vNQGWz1bBcC6qTmavBgu5juAj9k5DnvTvCa6XD0HwhI8X\\/omPa6LGr0exvA8znBaPLfcAr2oVxG94SnzPM\\/j0rwIL0S9tH8iPSkpRz23xmO9pS3TvNdWrTz9HWo8vQQuPQ6CYT2tx4A6pxQivZR06jwOvUm990XUPMFV5jzzNd88YgAkvZ5LX72opa67aNTNPAfASL2ov8S8Mn+cPAiuIL3SeeE8qgI+PY4xab2frCa9FH8cPQyzMj3DIcI8h3Meve\\/GQL3RT6c5sVRmOgnLKrwKtnS8+0MQPCHZ57qqpfc8zjQgPYoYKT33SLw8u2qgPBZzjbx+0R69HsfAvPxEV73zoGm9sRdBPcFOUL2SRlS742DCvMYzZb3ixwW9wig6PDFs2TzuWo68lye\\/POpZCLwj7RE9s9C8u38qSz3X1hA9zyYEvRg8ZL2c0bQ8WKGqO07XMToJ4Po7DH63O3tdiTxNR+Y8crtEOkrexjxRDxu9wMb3PE0xQT28U7y82IKuPO+pdjzmj9E7vlu6PAHb6bzPGXo8N9E7vbEGqTuvL4o8Br+gOpamTr1qRGc9KKjJvDmx0jvQihu9BjsQvTqhOLzPteI8ptIGPOiIID130\\/I7LNcHPV5KG7uyS9S8iFBxvSdi\\/7mzsUc9ywSwvGUL\\/bwJ+yq9WN4GvOH9Fb2DD1u9YitMvQyKO73z8j89vrhyvKcIhzzyPdc8al+LvCLzBr3+uEG9k8tDPd\\/O+TxawKm8tMiMO1ed1DyV5ka9wuwyPKy8UL0\\/3xi9EtoaPbvuSj3Ipzu918xXPcsWLzt1S\\/s7mQU4vWul17wM3587G1BSvVrS7jx5gUi8oocZvWSZSb3iAJm8HbVbvZabOz06kAq9+7NJPe9WBTwMYCa956JtPDyVMT0rSiG9V7pPPXy\\/zbyXkxq9OD0kPMt7lTyGRCO8o1ZwvXOT\\/Dyg3TQ9rfs0vQQH4Tynp5A8ZK9lveqHqDyH2Q08k\\/qWu4m3a73Vgxq9RNJgPU0QJD3fSlc98ANaPAToSD0lw4M8HWOMPGbaEj0EI6c8WOiZOwdEpryzHAi9nf0UvX1Q3DrR4Te9z2A9va87d7xwll68wzZaPRyDKz0utLW8dOFPPUVQFT33g3o8Kgkvvf1PWr0RBQe9ILNivYR2Ibw36zu8NP60vPuY47yIfD+7o4wXvW7vobt97IA8vesjvUvrRD3ykQ89+KqRPHaIHr066mg93r8RPWGkDbzJAi88a4Pzu0m1HD1sv7a7PrAhvVkuUrw5WNU7QUCWOxLtwjzjpzK9eGQgPZMKUr0jYJg7GJhlvdhTBT3CM2g8VptGu8a51TwUO0+9NCYbPZKT4rwThPY847jUOp+uAr1pQUQ9UoOpO9LEUT3Mig09AFQLu0sJQr3Cg4y82xs3vZZq2jwgf\\/E8wEGNPJfhgbzhto279AIOPFUKb7161TM9WoPvusPomzwv6aG7nlJSPV3S+bwyvEC9JoRxPOLLmTuRXo28XcGYPMX20zz4wLa8OQOJPLZuVr389jQ8s3MqvUUj2TxudfY7CcnrvKvOkjxLsVG9nP0yPapjqjzjy2G8S18wPb6+vDxG0hE9P60cPFktbjlkCI+8oL6TvCAwDr3dcoa8XM+avF+GNb1+tl68WRAXPYns6bxI9KM8cL12PMd1pzwNAQq9J4BnvUKAXj0\\/7+I7SO8EPK7vAb2p4jc8deYVvbCgrLyac+e7j34rPfC5a7zaXR88xODOOxYlaDyKKo88U3RGPXrQFb1gLsM8zGzbvGsLr7vmVgS5gNsJvVbLaL2K3c48MEnRuwLaLb0aZXC9vUGkvPgG87sWB\\/o8tlPwO3qtnzx2K0Q9ie5rvY++wLxbjKU85ELkvCSqB7y8lLc81l9sPdSr0bwVjyG9ylzIvK+r7jm\\/7fI7IEJIPONwHD1gh1W9LUgSveqqkjyGBfo8gu5iPftZPD0xCTW7uGpsPQPvnjwT9ua878qWPF0qCjzem9y8idCzuxvnnzxgIDq9JiIjPZn7Wz3qpy29iG6LvBcJE71vcUQ5+8suvX2zkryxXkE8KjgLPbTGDjx0XQK9X2pZPULAO7wQHAA994+rvBN0abxQHw89MVspvXPxjDwplHC92qIDPK53jDuqjVM9J\\/\\/SvDYdkTxXd7a8R+9OPXdZUj17B628GMEMvaLWaj2cdXC9SMk\\/PPaGaLx+Ttk8VK5Cvex+njz1ar+8HeAKvUa7Hbz12DI9sB9JPKliTLxXJxY9fW8Mva7gkTwmEsI8yCU6vTCnLzxXcnA9DOqdvJaVt7wH0Uc9cc8LPWurHz1+8Fm91fGoPOzo7zx7aRe9DABBPcVsabtULhu9gMIyPXmwh7y+THe8+pZgPVz91LtZimc9unIYvbIYKjxogSq8rTpYuwQ1gzzf7Kq8uSRzOwqc\\/by5z2C95RGCOjoZxjoCvWE6F16hPH6\\/bD1alxo5r8FVvZH\\/Ij3ZbC28+GzzO0pHaLyUeDk9dBpuvS0bAr2wy2C9Hw0ove2WCT0Dzke8Oo8OvJneNL2KmMc7VlITveJaST1ixsg8tf4LvSa\\/JL27Oh68lPkDvdVhBT2+WAs9mxhSvMPdgTw8wyY9DFQUPLy2Ir24vCw9WXdSvZosdzwKOs872puVu6Xv6byd+\\/q8LrxKvblgrLzSpW+8p6VaPWSkqTzBcty8OYdZvMfBX7ymdL+81UZEPDNvnbz0kdw8I4JfvWLAWz187ea80UALPD25nDk0YV69ElejvC135Twufj481wjLPNfdOL3sMTu9lcMduxwVmLxkWJQ88pUZPUOoBL2sqCM9I6QjPbQKXD0vAIe8wxwgPeIoDD2DmzW9J2f7O5i\\/Xr2eyBS9y+tAPf+gRD0QJyE9gzA\\/vW9QUbseYD29VltmvS4gDrwuJly8juNCPcsNorwmaDs90Jmhu7xVJrsf6jk9cceVvCsChrxAWA88nBlFu73KB70XxBw9ICWSvDBo\\/rvGJOC8LAEVvENwVD3xL6K8sXMwPSUP0Tum4xi9h2ENvFVAMr0cGga9cmUVvca3SbshgU28lpHkvItHqrwyr5480hFdPNsiNj3whD89Yv18vHczJ70tXew8HQK4PBX5CT2akiG9IcCnu4\\/tLr1o+lE87Ng5vb0hOb2shsE8c7ZzvORDY7yh3s28peXdPCnZh7oBF7g8OuhmvdLGVLz31CO91\\/+gOA3j3bw9B4a7UY9\\/PL5sljyXi2Q9OeOHvDnUVb1Ykei8r4Q+PesGFzz1AIq8c3nFPF77Fbx5XT27+mUYPQwvZ73LnIC8mLctvDqLE7yUU0K9ZwI1PfwUYj1NB0s9\\/F\\/+PKTkL72KdFq9Kshbvagp8jwqjwm9e5nwul0y\\/ztWX7K8Xa97PDbScL0+\\/Z67u90\\/PMn6A73Rbyk7\\/cyLvMoUaj2ubLc8QyrzPMZMqzzZPWi9gm8\\/PbUWTDqfC1q92qkRvQwGgLzqkgM8js2WPOkQaz3dNUU9lYwkvRgIlbwb4YG50JsAPWe66bxfICM98OL0vCk6Xr0o+Gk80vMgPOlG27zDrRc9vWlgvW+QWL3lRQK9oFNWvC6h6Dv\\/zqM85VAUPVB0CLxbrF69cIL2vISdCz3+HTU8tE9DvS1FnzxaJSC9nOMaPY9\\/Hb0rqe+8a6HFPC3PHD36fg+95nuBPEiHhTzRzfU8Tw5QPfVKUr3SYkQ7X9XDvLfbfzwWUSK9zUlZPWqGfLtKy2q9RIDJvJdsI7xJliU8FuYlPTV2vLwsEKa8Yrq9PM5tNj0N+UC9aboWvZUKjbwQSPE8V68rvcOLU72v1Va9CmwBPYadLr1u3zC9de1KPMzi6bzEDFS9g6XgvE+AUD1xXNg8jDopu1etGz0LGEu99JI4PTecfDzD6SG9HcMJPWMgnDsUd7c8sQwnPSHaBLyR+ji9xHwUPUHu\\/Lx8OF29yR2gPNEsIb2lvEc9a4MSu7mOjjvXIgg9KWFoPRa0\\/7wHRcg8Vr4tPflEJD3Tflu9WzICvcgikrzynBe8AzWkvMuoFb3YNBM8H1IuPeFKSj0twmY7pZA0PVWNBD0sfZk8GCtnvG+X4zzF9j47kLIwPAZTprt7JkA9q00fPU3uYr3VO4c83EAQvPOYq7soWow7\\/rpGPa8JSb0RWBq9XpNOPY7lQL3\\/jOe7PFoGPY2aPr3guxI9BrkUvb9YRD1cjUg9cAksvdF9zjw5MVM9FYQgPQJiVD0O6tG8hNggPbwBirwgaVK9PbkbvN0mZ73Vm0u9n+HPPNq9zbsYbSS9al5cvZh9kDzR6ea8bM0BPFwY2zs30sg8ciHhu6egI711i6S8j6q1PF5wWb0padS8mKJZPHNPrzy3W2W9Eqfmu9AdHr3sNTi9VpS3vCzeGr0krq+8sCaFPLhVLD10ry89KBJDPaGQOb226gm92T+1PHMBYbwQjiE91iQqu\\/rixzzwm0E9NC0dvHOizLxzHCu9Rs9uO9+mQz24zka6A4y3O\\/Qzcb2A34E8\\/dZNPV6CWD2ZC2g90Vq7OhKZOjunq6e8T2D3uyG1jryFLPo8274wvQViS70+7yU9Dj2yvMd6TD1eKGq9zZ+kOg2tBDwnXSM8VTPxPPOGSLykGf+8cA9Cunvibz1vwau7V+PguxAvLD0HZfo8qIXXvHx\\/izq+Nj+9daCbu8V9Dj3VBFG9\\/YkHvRd+rzxcMB89H5zzPCWoFT0XUwC8gntbPaqn6DzNiWs9W5dvvPz0cL22ygi9YRQfvYUpzby2+wU9RX1ZPWe2+TtwhGM9l87BvAyUTrsWgES9k3AJPB2nGjwa8za8jxzbvLwqCz1Pxw49ad0Xvd7tWDzOpWq9tSIqPYVtQr0ugjs6QOJhPGHo4boR4mw7BdRvvP9sHL1bylq9GeJjPTz1EzzpxYm8ebqbPINLhLwR30i9izugvG4FBD08Fki9M81pvWZhDz1rqsW8WC5CvaUmAr2Os4I8+28WvbD7Z7xCf9u8o7pMvZtOizznl5Y8PFCAu5fGT73ls5c774stvBgsUb3A\\/3M8AyebvMZQPT3vYaa7kjGKvLe7TT3r3Ta8aZ2HPBu0X7ly2ke9SFRZvQYWO7y1qPs8agXHvFQ\\/Jb0uFyM9IopWPOYnZT2J7gA8bgsDPcvC9DxesgA9JbOsOY0p47zyZBy9gAb1PBSE3Tka1Ka89oj8PDwhID39DF08Rq9QPSQbYT3q\\/A67ZO9Nvb8bB7xWVv88VJ3yvBqZETxyh1K74YNuvdZ5vzxzDJo8lPTcPAYPJTzQZZM7IM0VvQSBwTtO+kw9O6CfPIhnUT0kuyG9tA4\\/vTT+Uz35UMe8pS5hO4cEAj2ZC+g8mZTLO6klATxTOA69F+BPveQAC727HFo9nEO\\/PHaPiLzr\\/1I9t9JCPYIiVLzqDga9nO4RvRiki7xwmB+9eBOWOny3G72EV4k8xsabvAVYSTxBIZW8W8H+PAyTwrwcT2O97va8PE\\/xCD0Q9h+9rHwIvVSuNz3X9U89+8UVPWmCzjwPZGu9EoTgPPRJPT3Y0iA9XsJbvZIE4TxDT1c9In8cvSkEGL1NWTQ8M1IDvX5QoDwvkVq92LmjvIkzgLuzDpi5bJx8vId7A70Heu+8o0ujPB23Y73Ipz89QTYEPIa4UL00jvO7bhpgvCBiOzjhtm67r5aKvBQF6rxBnGW79jRGPV6o5zwjVzg9r5U6PeAVWj0J2ay7vy3FvKQABL0OLge9tSs4vbtwOLzuc7+5dUfAPBPN5LvTrkk9qwIhPZCSZryFyhY8tqVgvQAfU70P3rQ6MvZPvRnJ5bxNkeA857tSvSZSHD1pz7I8tXMBPage7LxoU7O8XgsCvdSXIz2vXEe9tGWYPNzgtTxma\\/Y8LthgPZkyX72sqom7I\\/kKvBJtQzz7hkk6OYevuun8jDujfBo9g44Ava75TD1Smzi9QmrCvKYauzx8U7y7hFRbveuCoDuioV47CKYdvMBXibwV1lQ8U3PiO+HyDb30vg07rUCiPCRuTT2Scw29t5cfvRcFdjxJXVY9OIg6PaeXcD0BCiC7FNU5vc9uI71HfiO9YLxrPY0Y\\/7xHdQw9Q9hTPQc1KL0Q+ky9rpuYvG0skLyn2Wu9J1grvZxXUr2aQx89s\\/FfPSkxZjzF0gy9kAB7u\\/V+Fz2YAL28AvixuyYIKL2hE5U80rjevDW3WL3UouY8BH+SPJfwZ70DSVk9NcovvevXKz3LcEq9CC36PLm7Rj2jBbo7iFg5PW58Gr2GNw89Ij8\\/OibzW7veHC+9KlBPvGVu5Dy7x+a8r9dAvZPRIz2z1Ii8jHcFvbQsLr0X8We9djaYPHOECD1CK447iq2GPNH4Or3ya068xZBTvVpUEb0Hhja9TtwDPSQ6Cb3RERU8eTg8vZDV2Ts3yxa9pMz+POrkKD2AjWC9gO89vYF4jDvjMug8PQ\\/ovAQwNL19Gb28lSI7vfhavLuCTEA9p9ZAPbsd5zzVngS91mHgvOFuVbyREIE7Wee\\/PGSoUj2z2N68lXMIvZft0TwAB3S7zrbnPPGJibzxpRy8gWBMPTInXz3kU2c9t7+nvFKuJT154ne7Gy6lvOL7Kb1uSQW91DIpPStu6Lxgzw89g0WWvH1tmzvMTwM9tLOkPK3XQ73dnUs9ou0SPHPbRz2hKuo5o3WPvMtp97uwdQS8RFO9vLpDPrxbLs68r9FTvZb9Wz23rOe8nXdcO\\/LQCTx8ykC95bDsvLs+tjvU0xs9mxu0u\\/HrxTzd3yk84o4MPTm70jw7HOe8WpScO8cV7rwsQ7q8Yjg4PbbEyrqTPqQ78F0PvbBuF72lmOw8yFe6OjjgKrw2VQ67AifJPEhiMrxOIOS7evDgvJnNhzwOW2Y9izA9vKuSQ72JcCS950ZAPX8qcT0YkFa984XIu+0zaL27Rr88RFdTvdDEJL1BChm8fcAAvY+oSj3FbI68+ViXvNnD+LxTBj69INsXvTqhgboa11y9gNNuPVVLzjvMGWO9y0XPPKmJWD2iqli91WOtvHUfozyn9be8cx0dPSbZYz0isko9WOjlvAWsFj0tGCU9ONg0PeJP\\/ryW10k9P8YgvYTvc7xUxw49E5lKPO2C6TwpVDk9XOPPPJEWQb2es5E8OafovPcXVzwhdFu910E6PeysgDtbbwg9DogivT0RFj2WZBU9qoJvvRiGWD2t8o28wnRoPbHQDzp2M8S84uzYvEO6wbwoIOQ8PL4dvdJPjjyWiW49IvscPR1kJryR3m+9nBQ7vDqMhLx0ILU8yZ0cvT7sSDv8QiC9HUQlPAoS4jw3aic9gjUXvX2hZz1yZ0O7rq8IPQ8JOz2piYG88rtDu3jscL2y7b483DI+PSruLD0z2fs8fCf8OyjBRj3FGVk86lOGPG+BAj0ojQe9PlnePNHmP73B1yk9VLRcvSHCn7xSxaS8dKwAO8yiaT1ZlNG8m+ACvFlLEz2KAjg8UA0kPFtmrzy+cVm8v0yyPJc4I7zibiC7pdexPBvtFz19h289LVRRvZp74btiHB6883sLvTy73bz6edE7XwYLPaIK+TrzW8E7BWlJPe2hXb3U88C77lAlPJBOizwmWha9TNVwPeXZDD2eRcK8owGvvOicUT0hlPW8l49rvcBnAr1WJtq8h\\/ekvLU88zzwoay8nGUkPe2xi7p+xTC9CXEhPe7\\/YD1Ni3u8A6gkPdt5Pj3R0aw8sfs\\/vK3ULT2+\\/yK9l0gkO4utqjhN26y8\\/2eVPD0EKL1y4wc9TkwQPT1LI70CRkW8sgbbPIB3+jpJFVu9L\\/6kPInd77yT0JY8u3s9PG9jJbs+GGq8e3VlPZJzoTyeGJq8iSEPPDRun7vR3iy90MtvPYPtYT0pD8q7L1duvIHyGz3CVoC826X\\/vNUW67yBdjO9A2YivYYYx7zlyCK9NDSkOwMXpzrOMfk85oFnPcaxUj3vk1Q9voQeu6e6fbxY\\/D09Q448vPFraD39YxU8B6i8PJFGUryX8iC9otoUPeX1FD3w3Za6cUDvPJq1W73qQWU9rilPvZkgA7xUxCQ9dHgIPUkvb720Uxk9P2bAvGzTirzA4TU9FYhwvTJq6zz2oWg9ETYJPWHXIL3W6V69oapfPVNbHj2sNca8Wt8CPSZjKT2XW3W81eXGPEY\\/Z7x\\/L0g9M2CMPFuU6jx\\/Kro8DlFjPRUBFjwSKQc9ar\\/HvIz\\/bj2G4Mq6\\/JnyvBejFT12IEC4X6zJvGB2BL3rC1W9N00FPXkgCj3v49U7FXfpO7KM\\/zygMwc9R2OGuzBLXb0dX7m6\\/w0MvKLti7wFL0g92fIjPb7MuLvOi0U83JugvOP2EzuBh8w8c2bUPONFRDxcsFi91UlWPdw7ST0Od9a8af4ZPb84rryCqTm9cGF8PJ3r37seC2M8RLjNPGPGKb3mtmk8vyVoPa2hFT3tZrQ8mcs8vcoLYDxWa6E84Uj7vGulUb3NCpM81h8evaMWR72AmRk9M\\/aIPM+CljygAcu8M9tAPU0hwLzdEZ28t65bPVJZDb1b7ig950KdvDiWXL21hUU9Wm5wvVca+rwcTtI8qhyXvAA2MzzmiwU9TvJfPahul7qzYAw8YkelO5IqYT3Ijcy8HXFwPckcNTxRSVQ9YrA3PbNc\\/rvc8Xo88HWfvIV5BT1uZlk8QGhWPSkmo7xT1Ae99vRivUjfrLxFoM08Dm1JOvshnTxjYNc8pUdPvdtLDT0jOri6NktoOirSRryg1Ye7KxkcvE9HNj3mCzk9KttBPUZU6jzovii9p2k7vf4rBr1EdSi9lgZKPZZ\\/rbz4QSc99MJsPL6M+TrFBne8bcoJvXFS07z5aQE9dNJiPU0RXr0uM\\/y8FPAFOlAzKL1OXws9wz0AvHxizLvLzFc9ZB0SPUK95zxOy0k87B5tPZAXUT3NG9i8FPSWvCHatrxo9tQ6PckrPGrMDLznEoW8IStPPHWjkLyFepk8d71MvZylTL2xmyy99fdrPH9aUj2EAom8majxu9Eivruwc2c8iqGlvKVD1ryVrPy8w3mjPMQdZb0Zam69zbCWO1pA\\/TxVf6u8LjW1vH7F2Tx9WRs9YoNDvfVUTT3KJ+a8UXs8PPKEED2roGK87S6VvN1wZD2ML2o8cXNiu+Q0nDzs1Ai8HAdHvTeYrDxYrSe9vlvcO3sBqjySRNY7B01nPUkWLL1wBd+8kW0rPXxyIz2s6jW8hVWpPA0NI71LDgK9CscNPXi+ID16Zkw9Cdifu\\/NI1zzWpua8qha5vCYAFr0uyrE8O\\/ZAPZ318TzJPFw9w4brPGOcirs7IjO2PdwbvanY6Lz2i8i8vWKyvDTHKT3m2uE8bn8pvSllI73DnUw7mQ8evShrbDqGUQQ9uAt3PEg\\/F7xmMfW6exL+vL40NzwsF4Q8c7o5vTuWXz1HaVM8TXlRvQkDar09oBg9OcIaPdDRYrzIKPa8UqX9PNNLPD0qaMm7JocCvcgDLLwGxaI8YTFfvVA7N7w4fxg9un4fPb13yjywfEo904tfvbGT+Lx7sYM89XE1vSc7Vr226Fc8\\/riWvISugDyQaFg9PvUkPGowVDq3HeA8VdVGPU0JB72ewq+8bvi1vLbMkzzflVK9J8thPa4x9jzgBzw9sAYAvW65TbvLM269dQNRPSL4M7vw8Le80o0vvQKDYD2hDZO8+dcaPb4NWr3O+0q868eYvNESFLsBGhq957nTvDtMN735tKw8LY4+PB6fFLz\\/yjg9yf7NPHYlKb1ZhG09rkd5u2hWlrvoviy9YTc9PfqCSr1\\/7Du9bQBovVbbBT1QAb28a4nEvF5Ro7xxAvk7wAinPDUK+jyI2Be90lmTvHjxNT3V0ni8SqxCPQGPLT2c82e9PHxgveNSJL3dQhy9OnpXux5OBr2apDK7V3pnvVI\\/h7zxW0S9ku81vUMwyjwH3ck8RYkPPRB5UL2AOm29yJHCO9kvNLz4UDE9PqWnPPcqFb2HTfI6dgbGPB3XDby5R568nssBvVomKb253EC9ris1PdHYPD2YfLm8Xe0evcbIWD3vslo9D9gMvWILOTxXUTG8vohhvUktyrxnFwg9SH0OvQm4Mz0+pmE9VEdDvFz2zLxaXeQ7t79tPO\\/kYz3Gqha9OvZUPZpwd7zN9LK8hW3Fuxsqxbsp9d48tIJDvdEPzrryELY8+\\/NfvUfXMj0+qwA948JvvaCbCT2lxJ08mKHnvCpzaj3pwgO80+ImvY+L27uZbN685n\\/RvJo6Mb2grKm6PS6eO7tI5rzpDho9NHMbPQyI0ry7aEK9Qo1lPaeknzxJwgy9u55lOso8DzyesCi924VhuppDUL39Y7g8rS9ZvRTPNT3nQjK7ogDJPKksBb3l4pq8r9dqPYxM2LxnHzO6RTuiPCRF\\/TxK51u922JjvIzxyLk6uIk8vrYSPdxoizxJ2KY8f9xdPfZA+Lz0YR690WWkumVfAr0KiW09KYWTu8XuAj1qkE69ethavV42gbzVKs08Hfk\\/vT07SL1bajM78UfAu31j4rwTYUS9HSE3PRxPoDxaTa28QCZevZHjbr25k0w9yFf\\/Ot1vuLyBg0k8vI+MPO\\/TR72HxXE81PJOPFjZVj2dnkM9eacOPe3rTr1q5AK9j23RvPmPBrx07yA9KZRevRi6\\/jw3SxQ9WFdKvTDnLj2F42K78z\\/ePLWRizxxuJu7jS4YvH\\/yKz3jJ0A7D388PQXFGj0\\/ja68gZQaPdZyorprIAG86c4WPD6yzTrwwkI9i0hWvTBJvLwRXaQ82rWyvBwQVT37YiQ9HZj4PPxcejsOzM87\\/lzNvN\\/UPD3TGL07JLAwvez7Oz1EaDs9zPIovSPrx7x03hC7LA3nvHY++rtwaKO6jjpZvbvDq7tX7vS8qaUGvFAvYL2HeFY9E8lhPdPeiTsZmhk9g7W+PF1OU72YEEm94HgtvY+zbL3m\\/iG9c07SPOfu0rz4Am29evv\\/u6KD3Lw8tUQ9sK9qvSc5wTx\\/02E974+AvFojQb0PQ+28\\/ysqvIXPVjziIRo8MAGlvFF6Hr0l2ww60MRZvT7xRj2RY5e8ja41PVPGj7kpOBE9ZHS7u6UVLz1uSR09JFhPvdr\\/NDz1b1q9N3ZVPaMqALw38MU85LFnvR8ECrxxCkm8tRAMvC48mbyYJPu8HhOKPGbAKjncTxW9z0cAvJU7Ub3a7jO93UwNvfQr\\/jylsEm8kvHTPPCFUbxAx1e9bI9BPDGQUbrgjmM83HQdOYvSRDzpVeu8iCQmPeGriDoEyjA9D40Rvfty7rwHEbM89RUHvW+Hlrv3JYy8pdNlvI+TQ71EyP08YoS4u7DTg7xPxUi9wsaoPKmaiTxx4RY9MDWrvMJRB70U30O9Wz6QPPL1BrsiRxS9p1vOPAH5AL2mnxE9UTgDvHxyozzF7Ns8GU08vdxYwrxHnqg7p0sYPZ+qHr1tGCe9GWCbPHjG\\/jt2i\\/K8fFixvBG0zDweVDG9Jq5fPQcswTz\\/c987JQLqPLkpFD2THAm8pZUivZM42jxndve6ZHlPPbezh7xq1hI8nswKvGhCQj1jIOg87m5YvdRIWj221RC9rjYKPKH7hbyjT6Y8hPc4PdkKmzydMmS99RCSPFWLHr2Q0mE9XU1NPI9Pl7yKIiQ9UCQ\\/vQqFKj2wf2u8hh+LPCRbuzzFqRG9GB\\/yuqopcb1SdA897AsJvQKsT71IXa48h2ofPYY4AL3IAhC7BAcaPIC63rvsuBy9kJmbOwc\\/I721dQa9KjIRPTwPGrw++SQ9CVM9PdpAtryIhks90tNnPXFjRL0MkLA87wK9vJwEU72uRAG9qVNGPff50TsQ6B88rHv0vKR\\/NT2iZzo8lvtdPWgvLz2CdTm61J4zvalAPryuhPC75fUpvUUWzrxsOgc9MbSzvBhLEr00hOE6seA9PSyIszvVXWo8FCNYPVEEZb0xTT49561oPYUl3jyULjq9v75EOn1KgTtOltg8UmhJvQ8larzeY4U8Tn4wvVWMGb0332u9pNYAvPSXPDy0WbC7D+UjPVotWz2kKtU8KBstvZWxjztIqMQ8PgT0vC032ztUqkU70qbDPAjUWD0nfsa81v\\/5vEimUb20HGG8uwY0PZCvwDwuij49laPvO0Ri6bwwuWG9imwmPbE4OL08j3Q6tqM1Pd2iFrwAviQ8pXl2vOg\\/Ib2RJCk8aHRkPUry2Lqg+Ju8Ov5pPUDStzs6m6E8+JVAPTaFwLwpzBw9bUXPPGvOFz3wYYw8hckZPf7m7zscpMM8mgaavICQH7wC6Vy9HKEOO7NYVD1ytFE9cJtwva+fx7yV5ky9jkpzu75Y0Ty41FO90QJnPDw8TL1GBWi9HIzevEGGHT3kksS8sgIfPHp4RD2mRdY8aQCYPJmYZr2\\/UU296MvwPDgXDz3OYSm9g5UwvLMiWr0LC5Y8qaNqPLCOmTyVN4s8OmSXu14LszoKdCC9Ic9evWrAnDwnuV+9OuZkvc6387pygS69XqHfu6KQNLtYFNe8EAeivFO6CL0WkUS9J6QTPIhPaz2iKFy9z2LFPAZD3Ly\\/YBS8LMXpPFDHwTpvAvy84QuUvDwZErr6gV+9gDtOvdzC9jtIDz69ULxzvH\\/Y07ophRO7IW5dvLvQrry\\/hQQ8diamPLd3srz1Mxm9vWZLPVdhJT2Hupi6E59ZvcW+Er0gplc9Q5FHvLLYaL2wgqI88otdvHQLFb1RSQQ8zB5DvXaWUr0SpUG9yaroO7gXRLwHLHE879ZOvaey4Txa6EM9X+0ovbLmab2QggS8FbwSPU5CH73N5dq7iXo0PKPBjrxK0UO9l9kEPVZHo7wAgzY9N1ouve2uODug5je9SG4dPT22RzzAHyg9kdQOPXsQibzUgkw9cAZzO4FdxLzOpr08qGIFu5B1qrz2WOW69WkBO+L\\/pzo4EqU8U42wu7k0GT2VeVY9q6MQvXvbT73UVDs9IePtvJbgPzsEC2q9l+cqPUITBj3++wY9LKdwvbPWXb3rhGS8C6BNvZFbwDyl7UW9h2lsPU4Y0LsLiGG9mOcevSACWr2zgIY8DG42u6JS\\/bw\\/QQy9H6wYvIvUmLw2g089waGoPLokSz2uTx68gPZJPQW79jvAub07pV\\/iPM3MLL3MxQ09npDfvKGW0bwzxPA7WDJRPWMTDDwgq0I9kdZMPWSMUL1OSiq9CPNOvXxiBr0dyQ69IFphPQBlrjxLp2S9HAhsvVTbb73JWQK9LRlQPeO3Rz0\\/46C8hDPfvDaaED0T7FW9A7C8PB\\/HVj0JfDO8HX1svWptGz2c0FS93L3mPA1BujyKDUM9KHjiu4+0cjxz7hE9D8HgvIlguzwoByI9zXq7PEYXJby5SVo9gq8+vVX6Hb1q7vS8eLQnvc7FNL0oQTu9eV9PPR2frjyMpj29ysaGvPNunDybIA096NyzudnSbz15TEi9W5U\\/Pa6knjp3pKG8jGFPvB9Pp7wSALs6but3uxADVL3zPKI8mgiKPKtSubwieHI8vsvUO+eogDztZEo9b7gJPdcdPT365Ey96RnsPHmFH70ClQg91qaoPG0WUr223ya8PsGrPHjmDT3eN2i9ICtwvcRFDr0PeWu8sdRQPMEpMT0i\\/7S8kHRRPV5sUj0OlAA9qkkgvSI7DLy7wzw9dMY+umRsED26hZ08JO7AvEUHgbxGNWW9wwW8PF6qmDyKmQw9AOQTvEc0xzygIcY8JFVRveFnJLwi41k9AF6uOpZQG70Vh8+8scwUPW86x7udZz88HbNiPJ2B\\/bzOj1A9OkIdvUZawjsgzim9x58ovJ\\/d0TxGI5w8ILqJPELgIb1a4I48fj71PGbCkzzX5hm8RNxBvUwEJT3De2M9ucPDO7+RsTzl3ws9Fd2kOjkZUrwbDka9dTN0PFDJabx05Is8ho9jPd5pVT2XJGs7gsdGvXJmhrz9L2O9idRUvWRYYDsl3IQ8raFNPYWvYztBxK88jfE8PW+l2LxPSb68DD7zPJsMIT17hxQ9oqc6vV1+A73c1oU6aKIPveoGt7yOFP08MjgFPXN7krx2c1w9Q4cOPel2JzxMWuI8D7I8vUd1izzw9Ug9nRZqPWFhRbwZ1Es9ki6ivLbgmLwIDyk9JeEwPWegQz39k8g87ZxhPVaSaT2PozY9Jb5XPQ7sa7ychAo8B\\/rvu7XxXz0P0ue7nTRAPXB+OjoSCum7h+AVvXwSfzpjRpO8F46cvGciMDy1yI65i8QlPZPMwzyitiA96xhbPReBZLzWNdQ7vZoOvXuRNb21fkC9ze2IvA94Pz0dw7K8xHMnvRKQGz0jbTW9iDY2PVvDVj20x8s8OLoAvYBho7xE1Eq5fnOKu9w9y7y0TU69QLpRvSvw0bxR3ri8oR4MvWqDPb2kDQo9HxTevGAHHb1+U6w8bLuzvFNgzrwdZT69oAWmPDAuLT2RIDC9Yc1AvbA7ar0wKEM8z71iPaoFUL3p3F47pIpcvQi\\/QD0yupw8SWkuvSt\\/xbwoMDu9sCkjPSHApzvehaG8MHJXPQnm07yjGaK8ZyY6vRRzKb1Ya5E7bTcqPDw1Gj0F2qS676yvu60VGD2z\\/d25g9pivWHOKr1A5gq9y8SDvO493jsvOF07x3GBPCWlqjxgpwM9YzxrvXEhmbxudqK72M7JvNorWj2eTNe4tBwgvQJEZb0xRik96I7rPNypNz1qlf48Z+sXPFAOozwQTi68\\/edevJBEbr2Afi89g\\/A7vZxQPz3iaYK8L3kivUd7MD1LQwS9yDpZPebu3ryXqbU8C4M7PfVcy7xvhIO83PdnPeU2Rj3tQQi9MaokvWjUE73n9mu9oCFGPVDKo7vwiiO8ggzKPC+oFz1bwiK967A\\/PXej\\/DwzmqK67XTuvDKOQD1HTxk9DloSvfRjHL1vY0W9hcTRuvNvBzxqscU8IaKIvKBxZrx0Ccc8Jk5XvHq02DyhKiU7R0LYu84BD7w0lwQ9UgQhPEEIH71CRiI9yu4Svf\\/KFT185qU8t\\/Y8vSlAdTzBmCG9U+ExPPx0Pbynq9I8O05RPaLQ27zICNE8P1bUPEpvcbwj5be8UNZbPS8qTbztFGg9421aPMG6zLk4qR88EnYfvWQsozwesO48\\/Hgwvd8w9jx75xQ8MsiyvE8wZzyC7we9z0WROhGsHj2WLjC9QwTZu\\/ocILtwEyq9xjByu7lI\\/zziZic8pG4uvVrOdzy\\/0d+7eIA6vMRxAj1aMQs7wVkvvavYULzVTIA825FevX8wK73H3vC6PxUUvVbtZTswudA8vS9fvcRzBD35guq8MgqnvOxVHbyooEC94feCvDtGt7yv5qo8J9CmvCBt6rysxEe9xS3KPN9fNz2Yc\\/+8dYQuPXmvqrzvLI27ZVLZuz2oHLwFdLI8lpMOPdsckbuIF6K8uVjWu0n+Tbz9ehA7q+oJu1G7xTx3OZe8v5L+vIu847zZ1P+8YNYCvRIMTL0tbLc8x1KEvI2Wbr3bzje9ooRdPfDi87xNRSI9AeFnvV6YvDvNMQ+95O7Tu3fOFL31Yv689NuEvJ5MXz3lJb48I+UsPdIzl7wDZiW9A6BTvfJfaT1NY4K8ZmECvbzXqjtPdSu9Y3bvu8FfHD0atJY7EcHdvNRotbwgx\\/q8pTFvvZoSaz00bBK8gldnPV0CIj35pUo9xdJwPfRZU7z1Nh47qoAnvc\\/WCbx2Q0+9mw3cu2G6bD0i\\/Bu9BkHQui7F87zfs208oVUFvbmxqLtGAg05b8cOvanLEb0M7wy9bWEHu5nHS7xHXhS9gw4PvWXOq7zGegy8fDcZPXMVVb23bOs70f5buwYkTb0xMgg9p3UAOmLgE71yqLi5SWRKveYK5Ly\\/\\/6U8tyAJvWa2Nr3tARO9PYcbvV29KT1uMG09zKe\\/vHAc1LvokXC9kBhsPZ2QUT06ZEC90b+uuwopPj0V0s+8tFLEvIuoIL0N4gq9VubrvDJ7A72S\\/hy9XYqqu4bxYL2bAac8V40cPFtlGzyjgFa9PL\\/bPOeeNT3yLMq8uluePF\\/agbylNLk83tmbvGuCZjs48zY9+2I7vFf40Lv2\\/ZY8zzEFPbew67zmyjA8+FcZPTF2PDzU6Ls8Yn8nPRKKYjlqAFG5vCE0vFYIeTzy3Km7EWY5u2AHQz0lQqC8QmFcvfBNqzx2\\/VQ9pCqqvLXiaD0s+Ti9JEdgPZge8bsOEbI7cDG1u0piejxoOiI9z8YLPWPFaj2qH768FgsqvLSdGr3JhB89yucUPRJIH71dnkS9GsYJPWdLUD0VdWu9dKgyPd1bNL3nqm49jWTOPDHnPj2H61G8DMEZPVG4rDzN0m69NxFRPQV93LxtY0W9MhsrPS4uiTwiqgC9MIsVPVI8RL330la8gt9uPMqyOTu1leK8SGukvLPxYj2lfjG9KFoFveB+\\/rtTp+68aJFivHvDajztaTg9c+o\\/PWTLNT1xXQQ8vvn7vNfWujwH+BA7BsHCPCJ1Tz2Hqsg8RvpwvdFizzyBCJO8j8C+O8DDNDzbylO8u4z0PLQ6AzwWyC897wUJvfMpGr1h8Ie8W05mPHWbN73jD0a8o3DQvIORFz0XToM8b8lIPVn\\/iLxtPwQ9H3k8vaAcIb0KtpQ7vMH8vPL7Cb16yME87Wy8vHMFpzvnOLo80ERfPUWRjbyUz888rcZDvXu4Ej3B6UQ93J+CvIfIIj2LzWA9BLM1PR90Zr2E2UY9hCMtvVCvxrvLJLK7jJU4vSXpRbqd3xU7uddOPI9Qb72kvDG9qE5bPY1tDj12Qk49pqX+u2HMurxfE4M8T1xZvSTpqLwam0q9IRWbvBnQVT0E\\/9i7nqtBOzhJbz0aFCu9OpAOvXaWXL0Trtw8yldnPWltND2Se6+8EzFnO+PUbj3X5BA9g19AO4h8h7rxnw+9fIGCvFBjXj3n+Wm9Ol+hvJeQAj2VkmA8NjRfPGOz2TxfTtA8U6IEOe5HXT3AZwC9dsgavTCfULvCSzy9qf5vPb7tLb2jmiS9Xxf3vGaGZ7uD3v88RXEcvTM1vTxtADG9cxhAuuY26ryBGoa6RGCQPHYMXj22DJE8s7YkPVVTAzx9zCA8xew4vOkFmzxEsfs8+1KSvGsuLjzUx9a8zqohvXu5HL304EI9nLoWvbRqar3c99k8HR3MPLeyzbyMq\\/q8zf0vPbbi97tLLVu9qB5NPYbYHb1dFig9rQDIvE3+Rr1kynE8iYgmPZbDyDs3Wa68Z91nPTSJWb0Ic0o944C1PFrg2zuvGZa8Kjm4vFu9CzyhlFo8VZPEPCSgSz0SV528ClEIPVXMSj3XUje9zCgVvcrgXT2wyW291QqwPERNwrwOEwo9lJOfvKsDP71b+gI9GnBAvAQcLb1L\\/hg7dTi3O5lF\\/juxdmW8lM7lOxVb1rtWbdA5NogAvEvDuzsydGk8vShUva90MD1B4x08I2FaPTGairzz4zC9SdBQvcEtTD2XPfO70\\/k5PeEIK7vqNWs8MI4dPYjWVD06Tki98QQpPZ8pHr3YW0o9tDdnvC1HwLuzSa07XVWsvEmqIzyl\\/+S8vUTZvAnf57wV\\/WA9mR+DO6hJXzwYqW293hQPvCfH5TsdaA49bE0xPb+3aj0pukm8fVXnO4J2Nj2fc1U91UnPOw+pbT2z31k8liJxvaK1MrxSjhU9JhmvOuI2Tj3xSRU8Wx+AvLNASb3Bpha9HBRDvaFOpLx0LjG8YF\\/LvIJvGD2uVou8qh4ju83kbT2n4CC9Z86avM\\/y97zCPkC9aEIevU258TwSLf48f5QTvTBDKj3RJBM8wmBVPaI4HDzq4M+8MkgevTzGubyk1dS75LH3PGW7Eb2e2S299LS5PDk8Rz1IKw+9\\/llIvCjV\\/jwy30a9Wf5PvIOvaj26wlS8fL1OPVWiRT3KEPI8N+ROvHLFITwTk2s9DGVaPF3tVbznWiQ9ebayPF8iMz1MXpo8hwxkvbbg8jzH00M8LD6xvOcogTs3CuG8NEvXOklhIL0dnYW4mT8zPUYYJbzzjB09jIJvPfheVjyKkx89\\/H4kvcQjwrtH7j29xKSBOdf8LD038UW9ImMiPMsnYL3eKQw82CiWPPmXTD3jwz48CCsTvVjT1Lxdmg88g3FMvQ3iYD18aTW9Ciw\\/PMo9ozzo2C49PTrvvDaAPjyoa9+8Cga7PH1qLz1LtkO9Vu7WOVRMFLwegFa8DHC7vIrZdLzQ3XQ8Rd+1vHh6WjyHopE8SDWKvPbNy7xwri88GJJZO7OibL1590k8F2love1iAr3onQu92F8rvWiYEL1r6Tu7bu68PFNKYT1Cdjm9gdWMPH+6JrzVRow7oBYsPe5p4zxXXVQ9dD1RvatiiryXtJE6S0J8vPA8ubxczNO70YMjveCDQr00elM9t+oPvatPVD2\\/mgQ9q8ILvSEQEj1+t8k8yqgXvNz0lrzxGyU9AHSHPKWBObuhans7AMVPvcez5LyBXR+9a94MvdJRBT3x4e+8LsUHPQonmrwcrBe9\\/IOpvKYqQ70jgl86et8aO+67vLwWaxc9iKg2vEonjDzIR508DDFivdDS4busRDW9z5a2vJ90cD16hF09U9GHO5nsn7v2vAS9zIinOwn2o7xzbVY9fIZUPWFHqrwfcQs9o3PqOwwJNrtaCxk9pg6AuwYltrxa0QK9RBX3vHL26LzQ6p28DcKBPCV89Lo9vYu8nRZlvKTL6bx4Fdq815o4PeZB5zwlU6G8848XPU6Pzzu+\\/UM9Eq3GPH4Y\\/zypG+o7A6GzvJ8ggDyXkA+9enjSPK2Pab2oxy88UvUtPBjWD70X5NM8+z1ovYRkMLwGy848SuVAPQHbbL25+Rc7bX41vaJ+Mj1qfmQ9quRPPX9jO72uD0U8jBjFuu8d7bv8wmE9WgAAPQY+xbvM6VW9wytqPQEs2Dso42E9A7Y+PNNRqrzkiBy8F7+PvH9dsjx8Lfc817PRu5Kd57zuOlO7Hv2ovCAebb1Pezy9dKQxPHWAijsje628qAYXvHyuzLyz1lM8TVZLPXiJXT07Pla9l6j2PDB9Nbxgl6w83j1EvST6Ub0P\\/ZO8IB9eva6v\\/rxeigK9UXvfPCacubxtvri7DFcgvLq4pTyZpxE9dGdHPRQtFr0uZ648eQPPPOEcHLw8L089fTCxPLYOIb3D8RG920dPvHFMQz0v0s+7+uJfvVBq8jwEz0i9AYXxvEC+Yr2OM8C66t9WPaF8UrwhhJQ7itPPuzQ4LzwkG0U9Z98WPcZgSD3JWoK8kRUdPQBxAj3NBCK9FwssPHLmNr0V12O9rGxXu3+pM7yAimC9oGYivT9baL0rwuM8kVmuvMfB8zxkMl+9Q5ldvZvPKD27CQG9\\/sL+PIulET3DBoS6c+9IPa1GFjwUXH28dhXkOyL5QT0t3Iy8kkEvu2E\\/aL2DeB48lPQ4vGFGWzuaaFE9C5uXvNfBZD0wugq9eVyhPDFLtrz8emw9Oy9qvS5AOTyoG1O9mn4WPXSmqTxBCMQ7XWC+PNILUD3G8Wo9\\/eQ3PQpYHj32wy+9LIoiuwNBQL2\\/lxw9G1DVvNTpAj39Ap68DcN9PGz+EL1Z52K8xKHXu5B2ST20zEA96RjsvFJWaT25wdI8MuZtPbw7tbz+xyk9bfGPvN5RUj1g8qY8zVsPvQGXHD3CLzW85Lf5vAwOqzw8CMk7LHxtPXlNXz2rs0s9kFeuPDBSKD2khLQ8s6rUPDX09TtXcBW9EmCPvHi9P7v1emO94dlDu+a\\/Sj3ct3G7C8ACPUhMOb3pKfO7hvMRvHOGz7zB\\/hQ9KY09vSlJbj2SAzg9pI5WO3LoA713oKw73PiZPHUpFz0fYYM8Q0UXvUlHWLzBECI80p6MvHJ8njwMBzM9aMkpPVuJn7y8PFa8Kdw7vWCvH73TtwO9wNcJPT8PFT15RUM8m0oHvTZROr04ROQ8p1rOPE\\/PuDxA34K7NYpEPeE7iTx3LYy8T\\/WTPOCkrjxA7Kg8tfwVPfDhKD1KBlO9PmhcPfYN+Du41BC9TkwivZy0CT3UAPy8oR12vHIMl7wPBIc83wQlveGPkbt4IV69Il8zvAK1hrvMEwq7\\/rNMvX6cbT1aMBq8+soqvAz5Wj3\\/0zS97+IRvGJQXL0A\\/xi7AJVXPYomRz2NJqY8+XIFvRzPKD3oLka94EfXPEZQyrpk3ao8PqpTvA2APj3cCY28qExGPZ5HPzmxLYE8eTITPV5tXL27VyI90H1ivZG8gLzCwXG6R+IwPdeRybz9zhA8CwcXPaedTD155888qzhHvE07gDwZjuy7aaRJvXvzvDyFheI8ZHgcPUn8Zj1UURC9oypPPa+jPjtQQ4C87TKmPI8iXbydFV29SG3gvJjXXj2\\/GjW9oBlRvU\\/GVb0LQlG9x3aRO7wjM71m3cM8yckkvTTdJj1FNE890m8PPIdXPzxIk7O8TRPtvLsOWL3p8CM81YtDPek+RjwFw408zCggPSaI+rwsVqO7xOFhPR+nDzw3xW+9hi7KvIwr5TxU3m69g23svKtUMb2M5j89Qs1WPdEja70UBPI8OKukvPTH6LvkDkm9xcYmPZqtjjvYC\\/q7T2elvNPSL72pdtc8vS9AvSyyTD3VX0w8FxT5vLzoVDv3aBO9VuDbvJeQ0rzk6Ry96XIUPdYy5by0wPW63eqavChhS7zHiBQ9gB\\/9uoStkDyloOW8pnkKPbwxjLuORMG7vryavPfERbyFJ2M91HM6PYMsVL1t2pq8iGsWPNUwa712+j89x3+0PO1go7wvlYq85quePJzg+jzbt0c9Y3xcPSKYab16W048Zw3QumjEfbzetxu94csKPKR+gTuNFF89\\/1QFvaLcPT0vV2q9kBIPPTPdgbzRDEA94UI7vTO86Tz4dIu8d19svTxcOD3gQMI7P4AIvczLvbzdb7I8F+RBvZd7XLyd3pU7RZpnPfIn+LvXBQE9CkXbPIdtGD38xWk8dfU5vbnadjvhLRg9Y2ZTPMkkHL2wA6k7JYUPPYuMaL1vjTQ9EVhRPSKaH70GK069dXFnPdZKDr3sn1e9WA0DvT\\/jUb3bv0c9i2oZPdFgNjzOLyG7pMBGPVF+j7u\\/vyS9TF9iPdzP2LzV\\/BG9jsBYvVU81DwxTgo8dyfCvEqk5zylfK88nuE4vY43Gj21\\/Fk9wqjqvEyCBz14sl49pfiyPGurVj0uPJk8aK2UvOMxVDw2\\/aq8svffPGRQUj0XEWA802JUveWIubzclgk9QhVJPDkGVLzIcuM8AypTPbnMjDxHCWC9McOaO9HAZTyHTgG86v8OvZlrA71Rduo8hId1vER5n7wFETC94HNXvctr4DzkxpO8L8gfvVevfbwsOWY8qvMWPY0dvDzE\\/xI9SocevU7gqbx6+g69wz+UPIaasbzOoRa8vtVZu7feNz0C8qe8L65Dvb9SEjuIIO+7Ja2AvCl0Gj1V6GC9OKoQvBdmUjyozkS7JUgpvRantjqsMUK8wlWxvAfvyLylf1O9QW5uvT3+Gjznoba71QEEPSVybzpNHd88fsClPPqtGb3gKkM9FE1xvZ1pGz2Dyh+89YoovUfSIL08h7u8OOlMPVsQjTvjK269MZaNvJ9RurwpVNe5jnhtvUTDjLz+xUM8yy5ivdUrcL2etf+8gKsQvbI\\/pry64h29yK0FPZLSmLycmtI8XWeOPCjSHL0gXqq8ldspvYCYIL3Z+Ck8DUx9uzk4HD1YZzo9NajMvJPvVzwgtr08vzbnPA\\/+Lj0mZm08Ym7mPHDWDzxN2Dg9z\\/EBvOiZ\\/bwpDBm99nIYvI+9E73ZTLk8cif\\/vFe8yjtUGRW9TYDMuJY2Cj3tuV89vMGnPPXXLD3pQ5g7P4BAPV+arjzapRu9lKcku2Hu1rwC5R29QQUevHNkz7wEgmc9\\/NixvM6YRb09MWi9HGhkPWC+9LpCrd8851NRvWMXMb0drsQ84fG+PKxogLzfg5e8XNBTPUuTL73GUe28p4PIO0VB+Lxrb7Y8KSoivaQFZD0pPk09o+S+PHorYL2qEg69tEkevfUbCj3MlFU8aur3vMcv7jww4VM9tGu2PBgTPL0qoHw83hIRvNT4STt3pwu8ST4ZvNOb+TtO55a7hJzxOrNtLj3j9mQ90jiLvJtu7Tu64sc6EK1IvS4RBT036Dc95OfaPFdpN705OAA8b+jnPPDATb1NElK7\\/VvGO03JRT3HeeM8n0RRvTnFirspVNC8xI49vG5LDj2+MBg9RJJkvUJ5WT3XO188ZUa4uWMYQ70e3Ts9x9JNPb3XYb1bSVu8O5FNvSk6DD0U7AG95GrtPN\\/+jDxJLtg8Dc+MPLSpl7shaeg85FqmPHaOD73dmEU9WJWXvMTALD3+58S6ZxSEPO59B721rk696oGLPMSHCb2xuy29okUKPQwwTbzBBM+8QfSqPAkY4jyvkBU8RJZBvfofArwn4B09VRZTvXSGILxShzC9JrOLPLx6Cz3NkWc82FD6O6\\/8F724X\\/i8MhLnumcXgTxN51O9VFurPOKyZTvCVCC9RiPTvBkqNr2sfxM9JyZsvVbsILwaxnc8\\/3I6vfXI\\/Twbv0O9BoBwO4oDy7xunyq9183zu+6ebD163Ey9daBmvQiEWD3W4Em9t3oovGMBGrz+WjM98vOkuy46jTztwGs954sZvahXN7zb45y8G0UdPa+0Gj0watK8FYcMvZ+xZzwSCwS9rJNuPXlgYD3j+oO8q5DaPL1AYr1zBFy9kpXKvHZLVL0Oe1290b1rPRagoDuCTAi91PVoPLxwHT1FZTe8tV37PNZNar3\\/kdu8n3wqvaVYmzwBBiu9eH1KvdO8Z72Aqwe9xBg9uymFvrsErW69zikAvT8ImDy7SS09rTpcPX7nAj3B+\\/e72LxpvXdJprz51dC8NeBkPU1\\/bD0t8Yg6hfZCvQPUertyFy69xB1HvQbiAL15Erw82U5MvaNNUrxMJ0e9kVuKO5Hh8zxnovw7NkdDPRhmGz1AlLk8XF3ivELQQj2Bkkk9mqOevEiTJTyf8\\/e7O85CvdF5VT1gwis8EQBfvbGeDjySaJU8XrccPd4CXD3aMSG95WHTvB+lujwMQBY9hDlFvSeY8Dz\\/ojg9MoMtvf2KSTt8Zw29BnXCukcBIb0xUE27AjQuPWo1Wz1t+Be8N4I9vCzZe7vFbjq9YUBSPBKGwzzy4ls8lBv6OskNibxa00O9BZWXO9crRb2LXa68jI4pvKIeVz1WdHW4wGFRPdm3tLza++A7sWtevYiL3LxWk1i9Qs9mPY\\/qgDxtJgM9kViEPHMCKD3sCRY7COdevbu4rrwdtWE7wS7dukJJ5byMrse8iZYGvVccKb0gnMo843tOu3PclryIPTG9R6SkuQ9amzznpus8uJIdPSc\\/Nb1lbV69\\/MJRPT6UPL2FgmU9gzwzPM7ZMj2Zexk9f8o0OXv03jtWtyW9DQBaPLvgML1isDO9CC2zvIa1OT0tDeG7CnlaPc4JRj0MCic6dJHIvF3Sbz054j89cwAZvcRhzTwAF4280UuJPIO32bvQvkw9eygYPLiLVz0sNgA9eGRsPGHzZjyCmeG8tRiGvNB2lDxAYIm8QNmxOxj49Tt51wI9EAYIO\\/yO37sI0lQ9RjpAvEoESjw5FmK9VXHouxzWbj2eqj89u8zHvEpVabxdvJU8l128PHqG27yXsQY8GuBwPBAxRj3c7QC52UZ1O9Iwi7tpjmY9Rp\\/6vDRlTz0njuq7+5dCvX1jJ73lXsE6ZgL5vPta5rwfUCU9jInRvGBz5LyoD6W8pcHXvAbMTj39Ulu8Yho8PBdkVz2AsDC9dTugvNcfgLz1Yy29WgmeOsGKi7yIIWA9OFm3u8cCubyiV0w9NXIhvdc4OL3du4+8b8oWPQ+oNj1vc0K8JJc9vTdoAz37M0A9hD5jvRq6Gb0H3Vo98T\\/ovCJPKb3ZmSO9HU8LPdqtZT3mvYK8a0FFPeUkAb3OIWQ9sUTePHxgljx4cu+88G9\\/vK4j7Dv4aE69ANxGPc0g3DwZDge9yHgtPLPmm7uui1w8cU7IuzXaUD05Qzq9u98VPWFXCL0qzPU8Sk3UO4gJoDrNHC48XyoJvWXrITx2DQk8z6\\/gPO7xZDyHLwy9iwUNPdRUKb03i268g9tlPTDGIL1dez29oeFEPCBjU70tQdO7yLwOPcZoDL2wnjy9TOcSPE2h97oEaZA8OTnTOwNjmrx8LYK8dItFu1yGGj3ZDPS86QzhvNxKGb3p9Fu9YJs3PeNEVr0ztRQ9VJ2mPFRxwrzN1j0897dlPV3\\/CD2WStG8ABpfvW+qKT26LbW7tHQ9vQED5TzbKUA9OTwZPEg6Qb2BI708VXx5vFBF7Tz3a9C8CgR7PErWYr07LTE9JFAQPQBr0zztoBy9ZY6aO7A9QD3tBu67cmduvWhoI7z2u748VBDFvHgQGT1AYRa60x9CPdEHMj262Bg8EBAcPf8hVr1SZOy7cweluwBqnbyFHnm8WgenPEW+Rj09Oyw9Ikx6u3XiYb3vIY88EI9ePZzCqjxI0c28e5etO+YbXrwrq1o7QqN8vGeb9LxePwy9SoD3vFK\\/L7ycKgA9Va3fPMWdTzzvJqA7wQz4POY7r7ybLzE96tVvvcbrO7tzegK99CGsuoiBUL3zCG09CQL8vFCo8DzNT1W9sxpUPM0dV73\\/IhK9OfSjvNg4xzv07PI86+RMPRCW47yBeL28Y2Scu2ZN3jyrRk29Nup\\/vEpqWL1Zobm4ZwRWPFvUG71By0g9L7i7PKEjLz0uHh09Jb9PvcW2RD35ERo8V6R4PA5Cnzwn\\/uK7QXz\\/O6bVOzzfHJe8Pqx8umCFmLxTYuG7GWARPVGbmzxo7\\/a7KenwPJspL73kREw9ICROvb\\/2Sj0cdkC9TQ\\/4PAuJgjt1nRM9iCC3u1q0Db3pOCy9xkwdvTV6nTzaZxC9BVQBPU73eDqMJke9JsPSvEpwbzwUsH+8fqr3vPIA7btwa9E8oZsqu85dCb1bzeW8svFrPbk9wTyvL0w9ReNKvegw0LyV3T+8csiBvNVZUDzMvTM6vCMXPLqnQDyPMya6DJI0PCWnPD2F5cQ8UJv0PLqQKr2DLAQ9IrWevMIPujxzC209Gsc\\/vK9URzxzLdm824f7u1jBfjzg+V+9wSYCPSOEszwQtZG6z7MYvVDXMT1myyg9\\/xRou+iobr3wM868myCwvJB73Tyd9x08DbaTPBTZCTxavsC8QYSsvDOhMr117SA9JigRvUqwu7wE6mw9fN+rOnOPYz2eACo94Z+SPFuZ\\/DxW1289uFtjPWrcvTx\\/vLk8f8JXvRSLQr3mKUQ9MlloPWTDj7w72B092NOIPF5CGj2mP348uxNXvYgfbD2O+m69yQX5vIUveLyaVlm9emchvWdfUbySwDW8dtkDPdoF2Tc7Si097F5AvLWQ2LvGRyC9610wPFFq0TxL3iY9otLhvGE1Q70Tk4M8QQ5puwBjST3ntl49lNanuz+tTL3hl1A8kAkSPWy5rbwymy6878QYPZ8q9LxZ2sI8oqU8vcEINz2Ut4I8KbODPFF3aD25XG48FgwcPB8wKrxSC2K9Or9WPbKdTL1SC3C99o1OPfj2gjxFkyA87bISPaLjRb3kdT0916EoPVuWvzwLq1o9wwBFvbfgLL0F98W8k\\/r3O0Vwk7wqd7Y8IlFvve4tNz0avGC9BvxNPWD8ujxly606NoHZvPDJJrxMnGe9NDVqvNYnSr3neAi9Ik7JvLvfmzy8Bow8\\/voYPHNBUz13SFi81hOAPGUAlzw5vWS9gV\\/0Ox+2pTwMp2W9TzUzPT+yNj3fWmO9wv3cvCi9MD0c8SA7E7gxvWyaDr1jy0k9slFuvVntz7q6iSW9xO4cPRxz3rwly1A7fIbEPL28bT0M0Fy9BCiOPHkfKrxy+fO7pcpfvCwjBz224aW8kBstvYm+Wz2iS1i9FsSePM+EZz1GYfQ6PvuEPCEV4Dw0Bzi9lzMqPQv9vbugnDi9iEUjvQKKxLzra1y8M3zQPDH35byDVmq9LyDIuwjo5bsxEm89DGx+PLdHVj21OLC8J3M9PcVCfbzLnTG6CxcMu4W0ezxjCVg9+dO9PHiWNjsTfWi91x4xPdnHyrwSwwm7JYQ2PPEv1Lqyz568kYkRvZZJUT3GjDU9MRFDPXODGr04m1U9S0iVOoFdsDy0QWM9HU5+PAAUDL2dvJW7UqeMPGJRXr1a4gk9+pApvRx3TL2YZ1E9cG5xPB\\/mobuVq6O8nbFkvFIEGD3jEVm9fqmHPO9FYT3JHFE9wFDiPKq3uLzMtvi82oc\\/vbehzjqn22I8g6pHPQnIYD31wW+96SSOPJvaMD3n8JK8hbQPPT35OL2iFx+9P68ovGi\\/IL0fhDm92VihvCtrbz02x+W8WGY3vYFkRbyP7us8SWgQveA9UjxEJGC9KWLhvFL54jvl3Du9nBVovQrgqDoun0k9RpMsvVV7qDukKpa8t2cDveFcLDqcXRw83kFMPNnMnLyRq0k9B0XOO64SKz0u2f87llFqvY37bD15QhW9HBvvu8ik1TzmTZi8hltsvR57Dj3equS8wa5jPOD1cLz28zk86DQGuwZufzz2orw8UoP8vJ7XcD3nBnA8gpgova7vULtFvSo9VJHFvPUqKz0M8z+9NpcSPezA+ruXxG+9VApmOyIABbuwbc88bXJQPbzYWj1tP2892QwTvRKaYz0EPde8epVFPRN6Bb1Oxzo9i7DEvHZOtbxWn8O8aRpMvWXm6rxRVaS6e07puy\\/fKD0QG646TJwNPWRFlDyyiSi9gT1DvbW5oTxyuVg9IvTMvGDey7zC9f+7W0hBPbWbFz2NZI+8v9qZvKK0+Ly1ZeC8sQyPPBHjXTtQkT29\\/TEePbNJOjzq+7g80sXNPEDRGD09QlM9rhhLvPtmv7yQiE497y8KPCOCw7yLnys9CTQfPfKDJb2hCkM9BGTEPN4e57wl8b48bcgwPXoWIr0H\\/pK8nAgBPJnNNzsTJAa9ujgeO2Endbvs\\/Ui7Rf25ujDBvLyFTFq97PoWvb0WZr0QX+y8LpgmvXYCEzxHlWq9HP+HuzT6b70J\\/468wIO\\/vPjX7zzD6w+979i0u+h9UD3L78E8EdlXPULRprw9MTi9BplmPaIiV7yoL3O8cNlfvad9Rj3qhJ08wuHfvEecgbqM6RY80j9Eu2J8hrvi9Vg80VBvvevzZ73kuYI8V2z1vMHtWjyXMcs8G74HPZKiLr1pWb489OwuvGHuHb23GCm9QZTPu85RhDx5Gis9p0Q3PT9ZML04uzA90ptePT+w0boNVzA935CvvBGhVD2Fp1+9\\/0+cOyiYMz2FzK+6tRbTPO6DTjxuOUW8AxhTPZ584bxTGaC62tJSvZpBIrzc8l291y41vRJvFryCMVw9eloGvR6GDLy0z++8cK9wveLkUb1OXgm84vpJPWZ9jryVKFC93kpEvM4Nrzz7dDu8KeIePbP7a704pHC91TcSPZoPKj0M0rg8ASlCPdb7Tr1jeFW9sB0wvPPsiLz8eBo9jJwsPe0OVr3s2AK9nOMCvVWqHT1inBc8VGSAvFhiM7wsEYi8qXROPQeqJrxB8yU9X9AFPQ\\/yKr1Uevq7eguTPG16Dz0fTNo7mbkevHgXSjtlhvo89QCZPAgYEb1BD+E8zTMNPKu4DL1RCKu8wXz+vK9kIL3ITkm9ukFPvWZjFbwSakw9PjDxPMdmIb0FS8A8loULvU0XiTvgAye9c48uve5mWbzCQTs9HzvTvNaDo7ttzuO8G0hEvc6DZr3v5yi7QI9tPY30zjxwtv08APcSvTEcZz3bZii9hV3EPB0rgjySwvm8YsITPJ5VKr2Hpu68ECssvVKNQD2lvgc72i+UPF\\/9FDxi8uK8tXgAPb9MX71c9lu99GEhvVbvHb3cxsI8vlmZO+RN\\/bxWuAI99dxYO3SpIz0T37o6O58DvSLPHTzsYI28+wVTveM9tTzXhLi84TDDOPOPajxjMDk8jxMdPUcODT0ihAe8XTo4vSkezLy4gQU93taXvDcvUb2\\/mg68zb8xvXKrRLxKsDU93ALfuTACYrzFByq9EoxSPF3PKL2t5MK8o\\/XFuydqBz0PVAK9purUvJc4Sb0zGQI6nLHUPBp1QL2vaSS9XhDQvFASZj2KOAs8lWxZvUZfTb0XyUK984BJvZAdGr1Y2ly8sIc6vB0SAb3UY\\/67oB40vV0igbxDacw7atXYO4XKJr3BYLs80mbcPOvO0bxfOxO96ggvPcX1UL2gHRy9qva8PIC6XL0L\\/5i8ptBDvTMXVz16bva8rec5Pb7cWD0v3yW9E+AIPZBAHT2tryE6G8qOPOd8Lj1UEeA7aUVTPUVhEr1gJ2S99WBmvV5iaTykJmU8LdWKPNAH\\/TsnnoM8KAelvGFgOLy9WDS8V+OHPKt8irxVCAk9z8A0vQtqYbq2cT49lk1OPdVvEb1H+KW7GeHRO57ZET1ARBG9VrfZuwVoTr3\\/vjO9EMdyPNjmqTo5jC69\\/\\/2evACoUr1vQzw9HD\\/DPO5QNr0kMBG9upYXPdiXbz3ETRU9PEoGPfZhMzxZJxI8qAAaPfehB73RGhy9lSuAPDFmn7xema28QzlfPWaqE729rT490tNXPOGhl7x+Kp287SFGvTkSrrtypwS9R2Giu3+GiztUOSM8HM82va9SVTsDOt68l2PbPDf0T70aJTG9BREpvUpyNrum5V490oTEPAjB9rz+3xI9OYNAvD\\/pTD3dESs97gM6PPmxJL011Z87Q+WmPKxRrjywi5S8TdshvVSD5bzHDD88dGaeOidWYDy0tm+8Cy3UvCm3dbx1CSa9r3cjPbMVW73PByg8+AWbPEpWpLzIZuY8umEZPU+SeDvCx3q8a1aoPEW4aT0nPNM8m7JtvLXSQj3QsAG8EO9nPYCJOj2oAyi89JCYPBFkBr2L\\/QQ9ToyhPJKvtjq8aQc84NDsPKD\\/ID0lxXC8goeBvIP8ZrrsOUE8l7yKPOJrZ7ylrmO9P87pPPdMj7y424s84lvSPJWXWj2l\\/DY9MYcWPRziYD0uS9o8UCchPTX1IT3Cbyk8JUEyvSm+Cz25ql89KCJiPaqDubylag29ztbFvC7hQDxHMi47yWWpPMWfjrwIStS8JtMzvX11I7wYcxC8F6NyO9Sjab1zG6k80XFZvVpjOb2xPIo7xCAoPNr4gjyQbkw8iRGbvKIYmrxoDjC9HM2pvD6OeLx9aHO7Mou7u\\/HdJj3hoAm9k0p9vFNJVD3e6Jw8vp3kPO73VT1QNUo9JDM1PQ+ywrzQfvw8cZkfPfWkXT0ccGu9luGbPE9QNT15\\/gE9lpw\\/u5Ip3jz+gq+8To8xPY6P3byrUYq7T2HpvENTbL0T9oQ8gitGvTrUozzDkzW9zMEsvdldBb0xwKM8DE9BPXnH1Tufmk09zsU0PesiNz3PRAM89lmtO2h0Vz25Wjw9M6sDvbQo9DpRXhg9vg0+PXu0TbzYl5U77O7GPORobTy1PlK9KhZcvRZDX7zmfFA9KqQmPc9J2byCiBI9er1ZPYOFYz19bf08EKnavNZb3zstKS88QdxgvZ+1u7u3Rnw8X5ZNPFCugzxWNxA9amv2O\\/yeBr3coT89MtnHvHMrVz1rAS+9fknIvBrnPj1yiLA8iYrLPHBozLvVIEy9Jr7jPH5STzs9Rj49cH4LPQFgID2ssy69QWw7Paa0O7xceiM9zQPfOpLzQ72QuAs9E+NEPc2\\/Br2Kuci8MXhGPTYx4rsY92c86UZwPUM5qDxP5QQ99WpRvbfFM71Flw48oZWuvEnKUr2AoAW89vZjPf7nDT35dyM93ZrNPHIYdzxVHWY9xovLPMfrSr2MNnG8+4tYPfBnQz1vv\\/M8WMZQvcLqpry+Bzw9YMkYu8zzb731zPM8\\/wiWPJT\\/0zxhena85uqju45fUz288ug8PnmpO1CmFrsKd2692i9uvHK3cjwp7Ak9JzdsvGMCtDu7dVM9AtMevbC4O70fFRE9wzE7vXiTGb2Gm+i8ieRYvdxspTzaLUa9ZTspPUZz8zxZFSw99aBZPSPnUT1bS4e8LgEMPZqVtjxwEeq8jWA9Pf3rbz0dEV+98Vf+POIkVb2Jzhk7WjpKPPweyzxayqG8mZHNu4GMQbv+kwy8LMZPPYp\\/Qz2nFnm8RMOMvPCqGT0KEl49yjIkvElv2bzdxF49kM9JPQ1dGb1FVWs9g90DvcYHHb0uyTm7ou4BvTLHQbt0hDk9KpoHPSQlVj3PV\\/c84w6VPAxKcLpmLNe8u6KHvH6gLr0nlo+8weYZPWx5VD2zmVM96C0XPashzLwUViy9fyCtPKExu7tpJT+9LqhGvOKFET3fuBm9tltwva1bJD1oADE9LIMbu2VxIL3GVr+8S\\/o7PYiZhTxmpfi8JgZlva9YjLx3gFQ9n18LPVWRX736dhK9jERLvaIyczta0e48QCImvU\\/v3bzOLig9TnWEvOa\\/BD3id5m8pt4xvb5a6zsyCA68x\\/BHPCJLKbxdy1q9iGJRvVGtBbzur7E8gLhEPB4QbL2MRhU9aKT1vPx4s7zdBg09nRCKPMzwCj3Uewm9vlJHPAZqE70gTBY8DHmSO0Ac3Tu6Wj49NqMuvCTwMD1bZzI9G620PDi8z7y8E5C8zAjfvGK6Mj24SWs9sU3ePBctWT0j6Bm8M1AMvUGHm7wsel29ixQBPBZsBTkiJBs9jQYvvV79Fj0vhDU9V\\/o8PfDcXT2Zgj28U9rFvFxeTz2eD5k86WgZvZPYlTxLQO48ALa4vP6bBbzhjSi9t02VPGnLeTz7jCc70uNGvQiYYL0SP0Y9aZY2PIQlfzyMhNW8In0NvMcz47iguBO9hmFcPUyREj1pgkC9sT4FPWitR733p1I9hsrcvO\\/+Wr2BuDG9475vvd6R3Ts5BEc8hxTMvB1P4TtqxGy9vLHtvGAGar2EYG69EFhsvarvLruVClo9qnpZPcp\\/CL1fsk891ZsvPYAlibxNFsG77sSFPGjVgLzns9k8nwVYPQvhATwG0Tu7UBerPGwnZb3j1sm8MJwDPSs6cb33\\/eQ8KGcOvFaJqzzDG\\/E7dEw0PaLhlbzSc189rUiUPLlw3jtEQki9E2B5PMaisDqc0348lgypOp+aTj1Gd368dcfHvPowSL0nvEc9OeQGvRifMjxOfHu7njj8vN+4B71FbE69n3W\\/PDJ3vjyYimK9xvXBvJgghzzSiyW9FQDqvFtEqDzfU5W8KpRBPe9NVr0afvS8Kp9XPaA3wjzkY2Q8UwUnPdKooDxe+og8t8g7vMLc3LwvPl896EQxPF6ExbxaXeS8So5oPUyMurz7PQa9B5EpPX8EIrwK6RO9LAETPf6yZb39aWQ8wH1gvd+g0zwwDpk8yZCwPGRz5bxjz2E9FwMlPa0DDr3LZPM8pI8Pvdb8kzujDls767NLvMsL8TsGGkc9uuEAvag7zrp\\/6wW9x6z9vI7Hy7zTJju9ublgPRyQVDtGZzu9CHpBPLY2aD3uoCg83OQIPRTPn7ojeVi9h+SmvISR7LvF7SM9EvznO7qXMjz6UFS91AuDvJeiZr2fSV+9fTNEPa8sxDzTvWM9aWrTPOiPq7w3N069ShvvPOS+ar3dV7+8Vd6bOywNXzyxNES9n7tRPL0qZzxxWFQ9sIMmPTl1Pj0M1Xs7LT+HPGlRYTvFh2s9Kz8cPa0G+zw\\/6sS8hL+OuiEYNLyy7hO9702ivHQUqjxTWDm9N7Q+vXn2Yj1utDm9LADqvHEk3byt32o9yOD\\/PKFxXj37yta7rO7NPGKSrLuG7US9ip7svN649bxaZFE7OypFvWvrnbxTg\\/i8DgHiPCDqn7z1ZnM7hArBu\\/KGsDxNIQ68JQkDO4rWxjyBiUO5f1hvva+BXL1Q0h09cY+1vAgOADyct0G8qO87vYKA1DyOhKi8cyoqPc5mgrwVkpy80ebhvKijTTyJSiU9wDRIPMV1uDwoTT+8KE1wPRA13rxIAze9rsojvUYH3bzvO5U86tZuvcMUPrySS\\/I83kNbvVXhmTt4I2Y9iZgAut\\/8v7oI\\/bc8DuDZO9TY8jkLXmU9VEFxvB1+LL3izWG97DFsPUKlRD3\\/tku9NS4gPSi+qTxslea8Qd8\\/vUanOz0M4oE7iAX3vHzbUr0a4uC8lBp8unRFM71saC697h8LvTLZeDxTrne8IcI7PertOT2BCwQ8ndBtvaFpxTzSrBU92NRkvcnWCD0TBSa9A7HtOzLmVj1aX089WjcfvaYBML3RBpA8MXQmPSJNw7zhXUW98MwkvadkljzFj428MEBAPU5unjzrxD29gu9JPey9AL0bqgm9pyCrPD8Is7xnRI085kOovEAD8DwyOls9af+evH8ENr2pdiM9NjVRPXWtLLyaIym9sHpIPeosrTzd9F275MRMOz0RlDw5hf287CsIvZU3rrqX0oY7xqFivRRfw7tq9SG91FJxvcSy9DsudUo9vTVNPb\\/PKbtpSiC8adqaO7q8Gr1SNQ89W0VYvXC3Ib0aTbS6AdH4PKdwVb1kkUa9eVsUPNS0i7xQO0i9UM87vNEmNb2Sz5U8zGrUPAh2XT0fcfO8FWb3OyiUVr1OmFI95xDvvIunCT1i3JK8kX4ZPf4A\\/LzBA1699+vJvOaYvLsbqSk9p\\/pXPO36ZT0h2iA73fuhPK8NtLwX1SC9MfJwvI1oxLwxkGa9\\/mHePE6nCz0GIU49hRsTPZV0Br2aReQ86CsfvfljxTz3e8k7Sjk1PbLQf7s9Dum813VEPWsgKD03Ixa9zvADvfWHhTx5Ksu70tZKPcl8ar1k\\/ku9O11mPZzvobwhxeM8BGoWvVcqF71dptg8tKnPO795\\/rzldAW9TIchPafMbzz8ht+8bFi2vKD\\/V72l93+8NkywvKGmHb0s5NC8gzK6PIAB3btSxGQ8rpxIvaIa+rsZTI88TRQSvZsrNbtZlhk8H6zCPBAdz7xVvCo8Saf5vP\\/YZD06das8hCwluv3YVT2Ur5c81gxQvUyNWz2WSha9ZodLuvU5hTzmv3C91NzuPNGxCD2ZT2i8mWQ7PDvhjTw8LpW83Nz2vO5B9rukySy9WFA0PHSRQLx3OcG8kpNbPdilbD36KhU8QgoQvU0QnLvr9jE8ckpmvV\\/e3jy1lhy928xKPdX1pDte9tA8LA5tPHNL3bsKAk09QWfZPI4AFj1nLbu8u8YfPS1Dab3ToK47M8k+PT\\/jCD26jC28histvXIiLL3VtmU9I6\\/4vKSy3LxtRBG9cAH+vBHBCr3LxmK9pSOBPEIUHb2MBFY81PlCvTcyubyoOaa8\\/cIRPb7QGTxqTQw9Vf48PZSIkzsXEEu9bRxbvOM5vzxgPH076ckdvWB3NT2dIZc86gqRvLzBJL1oC8U7ItcdveMGFbyG0s+8eAdJO+zfh7zKuAC9Eqk4PUfn6TszChu8a30TPXtKz7wL3lK93I8HPBmnaD0+EJW8ibFDvY5rar2cmjM9asuivCVx\\/rtYoI68Gp1NvbfwGr2iawe91zrmvOWd0ju+uTm9C6XvPGrWV73XExG8S2\\/IvEiPYDz3\\/ha8N8sCvG\\/n2jxF+GA9roQTPal9J7yAdkO8ijFXvT7vCT0OMS09cWlKvfGk27y18r+8ALsdPf8jQL1ZDsm8f9DLPIYBsLyx2zw9zHSOOS8f1rxtVWU8rfbWvApYmzx4vME7l4cnvAdxubqeAla9K4JjvV9FAj2gOgg7MmEzPWp1Djzwru08jh46PT8NWLwkmhE9P0goO2r\\/Tr0IRWg9+NM0PdAwR73RDdC8n1uAvJaIHz22gOa7yWMkPIoMoTy\\/puA8ABknPY3UQj23pb286veYvDPRRT1KIDi9wPFtPf1gyDwoMy69QvY4vIeQGz3b5zo9dipuPCGeYD1haCa954QaPWhWO72tPv68TjvAvIlOtrxwKEq9GA8hPT76Tr0K4NI8VsQwvRIyH73UJ1y7VoQJPSw7+bwM7lw9g1tXPTc+qDzas4m8a8cSPMmuAj3WgbK7nw\\/vu1+PZD1+FtY7SRZhPXVGcT1eDgq9cqQ+vcKAZL2P\\/dG6M0UKPVKAgTxgasm8W2b7PAQOZD0IyVq9o51rvdPinDx7Le888krpOjVPRL3CYcK7eS4hPbOfiTwXGVm8ThsOvXpSLD1kbeq8yiUFvEfKLrwpsQC9VfRevfVXRL2+b0u8P7lJPeEyH70WAls8Jc0kPGm1Wz2bojm9qD+TPJwsfLvjLwk9TJtlPSsxQ71cSWu8twfcPDTWnTtdHSI93R+0vIV9CD2jxjQ8f+YevAfbSr2M0GC9umQjveEkZT3Xs3o8mCSMOw0r6Ty5X2S9pjhKvTee3rvb\\/wE9fNhXveHJRr2K7K286AI0PdMM8bwRgGK9bWQyPWO3uTwAlXC9kI5ovKAz4juIdDg9NFYlvZB2vbwzaDa9ShXZuwbYfLwIBBa81A+cPP4bWD15lCG9FGrevG+I4bxqoQm9pXQ1vWeCmbzmdSm90VxVPaLQALr8WUU93weAPOqNAz0prqO8tws3PYob1LxG3GA98Jf5O1KK6LtkRBM9s5xNvfEuljxa6Y67lMYYvewrQDxtrVU95pNtPcK4bz1dcDQ9hpvovDorxTs3Nhs9CbAWvU3LOb2UjRM9zRg1PTh\\/ST1Ki2C9xvdePVfUmrxn0he9FawKvbHvpryz6GC91zE6vcCLAbwg\\/mq9AjiuvBfPiTzvMjU9CHAcPbKeE730Kxc8zyq8vD3Hkbwfy2u9ssFhvKJAW7zuVua8kGQ4O1jRGz1k4oS84ERXvaCbaz0\\/wAg9080mPJlWJz3U8Bg81nwJvfdGaDt7tL48XV5OPTBNz7yuiSe7In6Nu7IgsTuSVS897pZ2vDA\\/CT1h9S08SJl0vPUpQ71Rzj49bO2zPNn8rbwiw+Y8OdtJvWLkCD1IsEk9EudjvVOdQj2K1o288n\\/FvNo3Vj3Gcku7IXzEPOybOr2wVau82xgbvdeEMrwoKZA8VXHEvMPWuDv4gdy8xEirvMXfQ7sSTwc8wdEnvUaFgzw30a28QYcGvPNsibw5kgs93RA9PQjZEr19Ox29cDCSPAI6Xz2zlCg8pOpMPaTr17w7ShE9mQ9vPf4CW73cvAy80tGoPEe9C71jMc28zSEPO2crmrvnrYs8X2zpPB8RKbxHD1E9GoR1PDRuZTyd+fY8++ZaPbB3Rz3s0bQ8odWdPIwvK70OfGa7l9PmPONG7DyqJqy6ztdlPUUQ0zy\\/+Ea9bc2XvDGiNbzTIqa7Dmo9PSTNPr14KjC9JKsUveRESb0opiG8OuzbPOjbnjwjSOS7fuO5vP5UIzstpGI8nzMNPFEjFDtCFdg7Z2EHPT6B6LvIIB49AuwvvVD3mbptIYU8jNlVPZi2ZLyrnmo9W\\/lsPYHHujlvyAu99aNqvVfXTj2od1g9k7y6vPj5VD2ONAc8C9VQOLo0JL1mzme9ieVbPeSBCT19aB+9t2nKvEmjCT0NREq9cVWnPBLhKb1QT0K7s9PUPAvM3jxnJSC958znvIQfortkBAy8WV3WvEJ75TwedRq9N4xcPRlyGr0t16u8LIY0PDhPeDzfxpe7okXlOcbJa73IoIU8312pPNe+x7wVPva89QgEvdIwYj2e7FS9WwPkvEc6Rj2OP1m99BYLvceeBj0AeQU9Ni8tvNb5t7xgInY8DenROvc+vjy3a3o69o0lPUg3gTww8xY91FwEvZzT97wEHPG8hU2pO1Q48bzBr868Rp\\/6O4yOQj0KHbc89xMevWUYCruhWFI9lbxJvcu5IL2cCUG95kStPPFj9ryaXz09uyodvP74JT2a9D29o3pdve2lV73F9Ea9NfM\\/ODCSaTz3RBi9xwhTPdplDj3Sw1U9m+pOvAPUJr3cJJO82+RavCKCHr20zBM9E56OPNoCP72RdQw9mCq+PCodMrxkXVw9MGMaPXh6CLzr5j68BK0QPOA+tjykpCS9QrJYvZrUQb3q\\/ww9nFk0PW1HRjr43DM8NDPyPHcwI71bFhm9oHpRPQDdFT0\\/V6s6BXctPVhPcb3VwQo8EFZfvKDdjryoZQE8\\/MHgu01hIz2U3is9biFoPEPYNzyOGk69l1njPBAONr2gCo280WNZvQVyijzi8rC86is0vazvUD3oUkK8blVLPYKUITyrcUa9DxkWPTPm8DuBGSI7OrHwu4Q2RL2OoDs8emr6u+16\\/rt64Dm9dcn9PLU+YD0tt328\\/itaPdWsr7y5zfM6pyiCPA22Hb2MSQe9tMRHvQw+CryjOQA80xkqPSTg37wKFA28S8KovJVyhDzOm4e8il9CvfHNJb3FBEE89BCJPOuN8byuAEe9\\/1oHPdXdYrw6qRk9Z0yjPBDxVL3ZBE29a4RIPJCKDr1loEK9MKM8vejD8Ds5GOC7MZSqvLLrQLyJwBe96GKSPDcCtzyo8Ci8+d1NvX1rKjw4l0q8nCZIPSOaMz3ttB2957ZFvYyWCr3wnOE8DK7qPIlcIL1eUbA8Zq9NvRgJxTwl4mu9r1RiOwGwEj3tXK28ZaQyvD8bUD1ao189J9BPvfX3Kr26Zfe7thptPSkEfbuLOP283ewePcFDVr3EDGw9AXeovOLrbj1em0o9WQGyPPRLQr1I6iQ73ZfzvMnfHb1jKL87ms9tPYltzbu4qLU8feOVvD1q67nmJfg8YNFzPNVvxbyypyQ7s4g0PXWpobx3nK88MJr\\/PP1YUj0c6Sc8A2mHvBg0SD0P1uq8nVJNvbvJazxgOCy9bF64PHZ5hTymveu8vWUbvEWkoDyS6kA9QGUFu9PbhjyqieW805jmPCCCBT0i3Ty7aL6bvHjcAD0sXgE9oYUTPLo4njrWgRW9O3Rsu2ICpbvahGE9vEtJvZVsEL2bo9C7nB0tvYix0zxkQEK9Hfruu+FYmzxPPzy9EWlqPWlAPT3Jutu8k0gtvQ48fzxeMqi8CiVTPZjI8bq1pBe9vOAuvRuQfLwGJ7w8qLGyPPhADTvoR0o96EL4PBtGBDxOdzo9BuaPO1eEDz3jCEg9jbJUPFkRFzwNFZ88RlYqPa83C7yUMm69KR4UvHYgbT1UJ189k+l4PCDNgLzmmSA8PDwUPa1X6bqe9A294JRXPcvoATwNjEk8Y3eUPAqFmLy6jJ88Cp02PIDDLTzigVa96D57O5WxFr29mRe9u8w9vTy9pbx\\/O1a9VEqrPATs6Luwb8A8BSRZPcawGj0BiCk8148kPRz3KTuXp1c9uA9KvIKXszx8Eoq8QZAhvWmmsDxb9Ws9x78Nux+wdzzN9QC9aHiBPMCTRD2Gw8e8U5Nxu6674Dw9xGc8epUOPUEsQzyCX768MGEVPSK1QDy+Xao8tD0qvejCDD1hHRu9JmGrPMCy3zuJB2a9FM9KOyITijwMz0m9ksdWvSf5BL3FFGQ99+sfPbs+xTqKOgo8xJFQveqDL73AWBy8KXAlO3eWZD3d7jK9Bgr2vIYur7za2O+8eCQqPQ3+Mr3V8Aw9hRNzOwMVB73C6FG9k+RKPUwjVL3cU508q2\\/uPPVkbj39Z229Su5qPD\\/3ibzzIjQ9C78cvRBYFL2Sg+e6MACRvCOY8DwpWdM8X0FbvWRbnryWeyk99OkaPUNynDwZ16K8YjshPDziAr05C0G8gmwFvQxKqzuriAY9szvVvCMHWL0ZgEO9xOlivGdnZzxhAAy9GXg5PIRK57w4cBs9y9svPfvg2LwZdke8X3RHPS9p5jx94+G7KbylvN3EQr24LDa9MxInvR8vbj1\\/kzQ9mUxcvcLevTs5Tby8\\/FSYvFm\\/Jz0MqBW9lOw7vQyFgLxVkM08c49BvG+DLr1R5EE9vV76vLpl6TyvTEy7HPuYvHYWQT0DCRc9M7vwvMcNGD3uWGO8zgdEPQPc1jt+t4o80dH5vB091bqXoia9YXcdPcL+6rlp62O9optkvSETFT2ZNYe8UKVqvIYh+DsysH48N5afuzbHkbmGxhe9DSEqPQuAFT0ydSo9879QPE7HIrwU7Lm8o7t1O8ZcL72NyhK9wnOmPCN4LzwOqz29bc2mPMyEFT0g0Xm8VNodvRwD+jxiBM48UPDXu125BDy6biK9+G20vL2IDD0wkhU9GRJOPcRKKb0YjD498e+6PLqFzzzFXF29KiE+PVCIRT1NPCO8\\/Q\\/MvMznrjzobiA9m\\/gfvdLN3Ls9b\\/s8yPUiPXBN1bwRZls9OkMuPTIXNb2VWYS85H4lvC01gjxf2R69Cp0IvW\\/bRD3O5G49Ztn2PEt1Qz1Uhog8hYDEuwequjzhAg69lApDO2SWRj2dFC88HlmrPDRuLD2cgAC7ymfMus5vXLxfd1E9\\/RYcvLzDC70oggA9wkOIOzsCWj0qNyu8D9y2O\\/v8Kr0SGS094yXzvB4rYb2TeOs8\\/AF\\/vPbiVT078T69iRBUvF4MpDuXWCS8KKPTvK5e+7yf2nC8tVShvNq7nzzuCFW96p5XPeVIUrwNyWo949zFOjuDOj0CpMy7EEQQvSgrKz23Mxw7qFmuvKt16jz87Ai9DlYWPNLlF73\\/fkU9n1o5PRZ3Vz3bDQS9+6STugLtWz3oTQ885DhQvT3qXD0rGre8ko1EvHZ4D70SWUQ9q4LQu12cADzLgP+8tpVPvT\\/lRD21w5I8GXNfvaY9u7u44mO9SdW2PDoLF739FWe9C16lvI5Q\\/DsM1Mu8MxBKvdiTnzwIMEa8OTkpvaLEIr1+6fO8Q1B9vOBJVrze+Oo7YafRvEJUbr2ECmu9GQwNPfAoDr0CG\\/y8aSgCvcI95zycLmy8Tgg2PVboCD2YCWg8d1nzPAExBz2PRF68OowUPV6mFDu1T7o8QvS0PLFRTbwrGva851YSvLJiIb2OHVk9M\\/tsPYGiOb0ERU29u0yePBjZyLuubI48N1Q9va79ZL3+eWk9srHFvArCrDzmFD09QXthvSd+cL3IXkK9IIWJvC+1M72vacO62oo8vXkXP7w+BfO8h7AWvVrBWD01LVU7i4rwPHGyKr1CiAc8gByeO2DLHL2Nb2W9Kw1MPWEQOD2xk4i8XhwuPcnddTxt+8U8ChV8u5fJsDx1Z5k8dJbZu1JrrrutDBI9nBoVvapanbyp3hQ9BTjHu\\/DdSr1l5TA96FZIPVbtrjzVBim9cIbDvIyYCT3sjwm8A54pu2VXObyvAIC7kMEVO1+F6bxPahy8STDdO5wmBD0crVu9KnlXO2L02TztxcC7IF7ivHpKCDwiXpi8LPicOlJkVL2WXjk8QvUevBsBE72sqlu7LvRwvdU4nzyIls08T38EvdtXNLxeC2o9XNTaPDmmTjyxpQ69uZEWvW0mHz3yV0O9B3k8PYoIOT07BtG8MTw\\/vdHJDT34l1G7CfbpvDNFbL1ECmg99v4+vTZ8urwETSa96LZHvUGeD7wQiT09TK66vDnecD0qmWY8ShnkvEVzmDwYUdc6AjJOvbX9Hj0v\\/Aq9V\\/DJO3\\/3gTsG7c8869v3vABlYj3v5WQ931iXPOiwLTwb7+W7pIoRveqvdzy\\/VqQ8mgpcvccZJTyztxk8bYhavRkbiDw2IA69SspQvLcfhDyhukg8z3Q2vZUzCz2Jmt+8Bp45PZ+zS7ykJPY582HKOtUqFjxJOi49HvG4PE61Hz1F9U293rRAvXcO5Dx+h5w8FpyrvJuT5Lxjiuw7mj88vQpQAr22HBg9l8rTu9II+DyHHaI8bAb5vEgxXj1OAWy9DUjtvIYG+TwN5\\/Y8n0o\\/vVrOMjyjF348sq0QPa2ASL1m27A80\\/L9PGImB7uGhqY7wpekvAnNXb1CwNA8SJChPJeaBz2tkrm7TstWPD24nDxOTKy84v7RPEnfYD25qR09LVqUux+a0jxmkCi9t3j3PC1wGD05vwG9T5VMPYQmpLzwyWy8yy1AvREu4LyTHkY9QQwtPVjQHr01o+y8iAfhPMFHRb1edy08ZvilujrdzLtZvkG96TapvB3+lzzyUAy9r7qBO8lQJruNC208kwNxvKTROzwW71K94lxKPS02\\/zyjCzG9K6ZWPRd\\/Zjy1Upw79j5XPSljBbzSCAY9VC+XvHTADTwVDgq9RJL5PMe7A73qSyG9C1RGvTDIyzxfZBu9HM84vblGirwCVFK9rAREvVODRryN\\/VE9ouJavae25DwxjeI8bshOvFbYMLxKHzQ8qBxIvXPFWTxT9ea7T5vOvCTiZTwRZ1M8B2e6PId7dbv66xe9SZKaPGRERj3lPE89p\\/lDPUiTEL1PLQg9ciIauoogH7w381M9pVdtvZcwlLyZIum8pALSPCdB\\/zsvUPQ8egQGPYG9Uz1R4249NKgHPSTdTblDMxC9u6\\/XvKhbMD21PIu8MPlMPPcwPz0V7sc8rz0CvTjahrzN+xG81OU3vRFC8jwVOye9+P01O9Mf6Dz2Oh+92ZhVvd\\/LUr0y4iS9sN06vUxKV710fvm8MgAvvTprOr3nX5k8Ge5SPef5Wr3lpmM91EoLPfCg\\/zwi6UY9Eo+0vHQsJz1Y0Wq9ZZIWvfj2mLyD9VO9gZqnPDZyBj2aNDm8jKSfPNpMYb0K+b48aqYaPZ7XFr33kVo9UWHsPMmnUj0I7A697b25PCPZGr1ADTW9YrqZPGwqJD2mW3a8lNs0PdZpvrxGijC9S0jaPLCS1DxAVzq9pD5IvXhTC7zztmW9CSIpvdmUYj1Q+sI87DNxvJzvPT1Sk1S9G2+2vEd28zkEfkU7bVFPvRMsKb0cN1Q9ICs3vWyUMDwtERg74D\\/0PFWiabxIp029shvQPNTcUL2ZgU29+ok2PDQXWb3oRY48uDxBPO5rADzTCCc902c0PXEQC72TmSo9QBQkvbu8dryVhCM9oZARPW\\/OlDuqNzI9k+jAuwJeJ72rIoA8+iVQPCpVHT1E7Da9kWP\\/OgqNAT0tmC69KdoNvYdYFT2UTyC9SsP\\/PJ0oRr3mvSw8zbdBvcOLMTy5PyW9h5syvPwfWT1Nnac8SHiSO1DrQDwtQxI9ofsePVMQYz1z7089tsrhvJIlHD0sSvq8PKlKPS8BET0LJSo8cEFsPJdZj7xdJL68ei+6PLF\\/Mb3jAmy9K3epvJlUR7ux0Zu87XCWPP+uS7tXcgm7XIk0PdVeuLwJp+O6mVYHPQJhOb3G3Zy7\\/t0UvKtdOD1Novy8Br8yvc\\/zH70kYjg9kcxvvS4BMr1vfEk8BcYHPXJFpzvZcTc8QGpDPdm53Lp9ymi9Q2zRPCGHO7zPFSc9QcYBPfB\\/RD3gvvs89eZGvWN6QT0DxeK87cf2vFH6tbttnCg9+h81PV+7FL0ex828Ho1hPTC5ybyP9Ai9TAIOPYKN5DzliIK8k0LtvIDvVz2\\/Kbs8zl8HPM5uLz36ZFi9rurcvJzLaD15vkE71VJPvQXcojzwsza944c3vGqnWz0OfkG9dLewPDmNRz30OTE9YPc+PXkGMDzqSSa9XMSHu6HtJT2QRjU8\\/9iivN39cjzT+M48PFQgPfDeW71o9ZG3FcIivW3CC7zp2\\/o8IZ39un49DT3t1028iIRYPbTJvTzggzQ9UcnBvEBVV70tth28SqWhvMvbcD2Ozmi85VynvKM4Qb3eVd28eMIRPCz3EDzdyTy9qbglvfbbaDzmkRK9dp1JvXLHSbwNhh69CGx2PO7xiTyoxww9CsVJvefkXb2wDwc9P8hIvQyWsruGq5y8K9RoPR9wXD1J7jG8Vcb1vND6QDzLaeg86aFFvVXaSD1sW1Q9apDEvJqESb1VuCI9O6s1vW2kVL3tVZe89uIMPULJOD2a5VQ9ih1LvXSNUrucAIC8aPNivXFu9DxMwG09sT4IPY\\/tEr1GN1E8iMQLPYAh2Dy5hWg97+FIPNo2dzz0oHq8wrSpvO54Mb0xkzO8ET39PNui2Dy4asw8U0ozPRMTA7y7CGO9b4OFvFJGPz2txhI9Zdcnvb5BcbwEJpA61Cm+u3WE1LzTK3O8cRb8vAIvLbsqoOc8F\\/SjPCqNUD3tRzm9wL1mPa9VsDzuJDs9OrqyPNETPTkeaZC8qD1MvNsFQr0LRMk8WmFUPbeGKL3kqQ88jn66vGcn+DxEiU29AClLvDSaQbz0hoO7aI6DPHuDqTyfdzk9hJhHvSalSr2GdZE8QI00PbnBYLytRqU7xN4fPSsVBDwYHUm9b9jtPDPw6LxolNK7iBTdPP1XIz1u3607RkhSPamNVb05ciU81rueO+IsH7w1oT09XVyXvNnSBj1bqm08fAdEO7ToRj1aXEC93tYhPdlYDD1FiEs9pfo6vTB58LtwNHG9W91GPSJsG7zUxxE8mSp3vLHsS7w6aCS9vb\\/4vKAhPL09NBq8V35gPO0rSb1cwgi92wvjvKj39jwYTB894t40uyplGL1Habg5WWakPJiQlLzwAUC9QURAvTWMZj1Wo269NzPUvPIvXz0Wqpg7+SZGvZlHMj1GL6G7qWdRvcSPIb1MmCk9NAdavXICAD3Mlzq9JdkhvQfQBrzCNvQ8Qz5UPLuEejwh4zW92aJwvCkrkbw1jBq9Bj1WvSyvBL17TBc5WHrJvF\\/MPTvtu+y8jd7nvJ+mM72DCkM9DPWVvMNMG73FgBS7EJEkvTm5lbwvejI9E9GOO7T3RD1an988eD4nPbj4Ur1P\\/BS9i7FfvNj+IryxMcq8F8xAvRgwOrxdTmK9NHtLPe6hAj3SRQG9O3SYPEyP4bwonAM9+DCSvGBcPD3fYM+8cvhlPdXFojwWt408yPHIut+uObxP9Ck9k9UxPcIQsrziGms9TflSvetHUbxjSKa83rz\\/vI0kL7x6JFm9nNlQPFDMkzyAsWc8fDhhPGaOqjyY+SC7h+RCPYshLbw0EN47xjVvvYShKr2Ba+q7yTfBvNaMXD2t3t28xSuivBXx9LyEwfw8YuTnO\\/Bv8TzzF+S8LjGcu7yszruA34E8IVsLPSOaBTyoly89Qmo7vWp6QLxx\\/zW8cFwLPX++4TyuiKG8nYK3vGVQsbxowbs76PooPd1RLjwDRJ+6Dhs8PWHDfzsjm4Q7rNgQPVMecLt\\/Qq28JNrrPFaCHL2Qi0I9SEArvRsr0jvjt7I8zbqBvHxt3zyn+Vi9Kh7+PNj\\/4bx5jx49uZT4O2MfD725dR+9Sv8QPSeUNb1f+EO95LwbvJITgTpXTKE8MCCuO7eFXb2VQgo82tsZPWIw77wjmh69ClFYvI9uBD2QJqs8\\/iK3PCwriTykOCa9YSH5vKxX4Tw2ABC9x94rvc2UQr2+HuW6qlG\\/PGPDdbxDKZ886qcGPYsnvby33o68MX84vc01tbu8wVG9\\/WqrPNnvqjyIGSw9k1ZIu3swvDvON\\/w70+IjvIP3sjxYVy+90CIhvCy9zDyd4y49yKEZvbfVPD0cJJs80wegO7epubt4u1C960FgPcu2ozw1c8Y7mmYOvYZNB70Z3Ei990RDvTvbUDwKsDe9pCgsPS922zyAAeU8\\/9DfvLRsZbwqmq68fI41OzWfdTwxkjS9JnZSvYC7Yb3rDzy9KtI\\/PcMGFT0xnKs8+iNOvUCVAz1H5tY81qIhvfEsVjx+wn48DRlVvD8P0DyYnVc9xSUwPdN1RD0beQQ9izsKPd1i87w3SVs91nUkvV6j3DxyRFq92G6OuyoPBD1a7Fu9GebNOiIRvLu0nL+8wOsXPeMMSbybGic9F\\/U+PEutFb2gugy9GBdAPaQiTT1QdZW6hi1PvVyTDD20hEG9Z6ROvaim5TxcUrq8CHBYvKsPuLxwyZO8bN7HvICmHz1a9x49Rmz6PN7Rt7zfzdA8ShtUvQRZq7x2HBk9aDKyu6\\/+xzyylBu94V87PTG9EbxwlRc9AKUZPX11lbvM4oA81BEaPTZAOrsUQ3A9fadNvG2U6TsFM7C8zkprvBxnvrxxazc9jDo6PdBf2DwmkZK8cIpQvYq5az1cDWS8LlJKvTP2AbwBzDO97pD0PAD2+zxbA128\\/wS8O1ISF71urwu9d1kZPVx1qzydxWK9xaYXvdUVUDy5rU69uDpCPYPHlTyyNhy9b4FSuwLvTz1tbzo9qFCgvEzLLb21kC88juS0vHRTRr27\\/RS9mzMXvSxTUDyj+Uw9ZCY2PGdBBr0OZpY8oKt9u+0ZYT2qOQS9BzGoPIGCPz2IHay80mm3PNYxQj1dEl49SwZZve+iRDwwF069WTy\\/vIcSbT1Ui2y7Yi5VPLLA8byqfOE7lXRGPXIurLxAlyK8fUYgPI41d7xsP3U8SRtdPSw5n7pn4fI8TkYtPSiRJL3Q+gY9GgzoPKRApry5oWC9nnQJPR9fBLzVIQE9h3QsPROfsLzxMUe92qtDvcQBCrsdp3C97NufO7\\/oHD390+E75SlhPazFDr1gcCG9UHsXPc4ipbzgxmo9fyJPvLuPN72hHTA9i8MKvbunJ71XYRC9DRdqvYSesTxDhWe9g1OtvBo1VbuoN8O8mYcaPSXoOb19U007uB9APavoAD0YgQy9uGBePe4bN72DOOc8rZUzvZUDFz1xA\\/i8cBN3PI2mbr0OOEu98AAWPa+ezzwtLYK7cRJTvRbf6rzXDz080i88vdjIVb2cFF+9jOSNOIa37byjTkm9jRQIPSyMK7398Uu9cF1jPIBCX7qZBZk7i0fiOzn8ljvgfDq8NMkrvYCuoztuBz+9pTa\\/u+249bwl6VQ8\\/45avWmqG71bOOm8y1YXPfs33zzzYlM9qFq0PGplk7yaH7Y8GJLfPPeSPT2zOg+9MSjavHhWMjvYQDA9qIlhPUq\\/Vb1kUqY8OUNcvWF\\/XL2E2zo9A1rnPBIgJz0IKUE9t9TOvOo9Or10xEG8ZlocPe7HlzyNqug8ZSNKPflSvzzXUgC9tjIjvTLFGT1LCmM6nGeNvA2fObwJkDs9ZOLsvEmHxrw31re8\\/tnQvNY6Qzxa3Qc9H\\/udPFylB70bWh089dvuvG3DeTr\\/a7Q8EONKvSqupDwTi4k89GwyPYrRWL0emuy7fd5QPdTX17wQ5ww9y0YWPE6Ps7sWdjW7T+TDu66aNbxGq6k7MDItuywbGT1Jp2290K8qPYKHWL3ULyQ9tP2fPFvSG71dTzS99sNZPXowArz35Fy9X+DyuZDWp7xLg288W0n3PMhUK71aKfQ8eWPGOsuXhbzyFlm91VU4vJ2zD73yjb+8Bj19vM\\/tOT3eNzs9LgNCOwalDTyJnF68mYLZvDfvKr1MXBU8JaiaPKfc6LyWGU+9F2lqOx5AI73eCKa897SAPLc6+TopkFq9wrzhvIMwMj2n3Di8Nh\\/\\/ucG4nbxW7RE97lbtPNZh0zwnImE9zBQFPcgEJD1bi\\/88hQZivBUwZL154lc90AtQPSG5bz3vS3C6jLDvO20OXL1hWh69gaM5PZ7vPb1CyD89gLqgvI10x7yoLow8ChHVOu9mQT2MHHm8\\/QpavVwFXT34Qqe7C9DFO7FYK7w\\/VIo8xerVO1+QxDuue1+9w2cdPXrXbT2CYjQ91fZmvfXaYT3gaD08syDrO1RBEL13HSA9RPY9vD1mPD1YFGk9mUFaPZxjzjtAMSK9UWMXPIdzDTyxfJs8npRtve0aJj3Bqq87+geyO4cC\\/jyGzJ084aIBuqNhszu4uQW9Z64NPTdiPDuftgO846lXvZMqJz2GdR89Rs1QvTXjdbzHQcM8KWggvU4UH72yX\\/o7eufEvPJfWj1nn1W8AoRmvWvGY71YaUm9ti1KvKkUOLwUsUm9gEFkvXSUAz3Dt2a9bpd2PA0ttrsvxaE8foGpO21kLD1CzY68ZcdsvZe9eDxaPlU9k63pPMNUM7zUXM28mYOFPA4ZXb3ZdrM6d948vce7Zz1RIM46GOxivH+pO726SLq8LXRnPQYyDb1tL428IPE2PRbBvbz8Qy29MGUVPYftFD3aY6c7I\\/BVvdXWzLz1nRw9TGpOvP9Ahbx5lKu8sFtCvHRvXby3FsK8NTcyPdw0Ujw0AwC93FAVvW8+Mr20\\/yE9I49fvejmCr1nhs68r8PTvDyQb706H7k8jQCpPL0eVL3mHMi8wSgyve8Bvru\\/REe8t75BPcFcLb3uS4A6Dn\\/yvBmLZz24xpY8l7tCPDNSpjqDtjc9YTE1PdeB0LvpWtm8SL1CPSd6tTtYmfW89nwQPIpDY71LX1U7folLvBQMRb0XHtw8qgd8POS2Qj0knoq8dC9xPX7q0Lo2gkY9LiFFPSwVIb3QyQg9BLQEPZdWQ73EyKk8EgaoPHeRKjw9tVM9ANtgvD0kCrzeicg8eFZfPeTbED0SfjQ9BsZWvcobOLzuNA69xfY+vfoVM7rE8ES9zZRTvcxMWD3zwUe9XVw+PYeSgrsZpCK8jnKivHgIHD06DBK9zhxvvcRSbL13dm49QJ8svcAhB72fgyw8pcFJvL\\/ebD2oruw8KuhCPBYDSb0BLpg8MxHpO89BOr32plE9jLO2PGU9gby6FrM81ENuPYBN7Dz1B8o8OWagPPhzPb2lDG48NmZLPeupgDtZZK08DXIcvbszCD3fw1k9PnU6vUWxzDtOJQm9N\\/XrvKn9mrwAgmO85xpkPSrpE71AOS890HcFvVC\\/ZL1AtpW7RflTva1MmDwYsmw9+bCUPIqfA73T1+O74+lIvSE4xDwD2Uy9J5SgPEC2Wz2sx049zxFWvcn1D711sTq994e\\/vOIT+LwYsQ+9O+s1vHT4bD1fqg09\\/ZofvHFNXT2uyLi7HklaPE4xVL1G5VI9ipoPvLJHuzxt7y+9Kj8FvWn1LT1j5BG940c3PUKhh7zH+jE9OxZNvbC1Tb2NwB89MDtqPIZ3o7uydNQ8Sj5vuqy7Pz3d9VK9yWGRvM62bb2E6EE94MLVPJCZhrxwL188UcMHvRZT5Tz03jG9THk8vSAKXb254o+8mC08PUvgUb3MZtK8Pn6kvBUYKb09nYk8QigCvOztzzwoaw89ODLXudtrP7zatik8Zgq0vPxoNj1U\\/pu8WzaXPHi+FjsfpTS9YAdgvePQKD2aPV07O8a+vIGKC73IJyq9j2D+PELI5rxnKOm8Q96BPKijXj0cfgI9b2gyPa\\/VVr2o6dI8RPQUvNJcET3ecSO9\\/\\/dtPTBggTwcIAE9GGxBuxihxbwlLdU7G7BwvJpJtrwhUiu9CogQPd\\/vcL2nesI8w2+rvCBTa70AoL08kIBnPWKsijwH2mC88zlZPfE6yrtxTx68aVH1vPnHJL2tsPs8PeYkPZtOXjyBwsa8TY43Pe39DD18uPs8vDVnPTvFZT0WgRO9la2gu8FSRr3Blhw9GPBbPc94+TyOtS29FW6sOzgbCT0xhsw8bhFmvCuzjbxyn+m7EfHZPAOkMb0Pbyc9xaMSvThX4zwunhc8P5wYPeZUmbz7bFO9rTNCvAJJP70N01k9pRdbPVO4zLwN4O28tbtaPTMYHj3tgGe9GBkxPeYhkjufkLY8f8p5PDULrDsmSky9lAw3vbD1Vz09rsG8QdrNvMjyVD05tFC8Eb22u4Gv1byrXkW9ollePQSEEz2z3BY9dxZvPQhY1bw86yi70wdZvWPpwTz3MWQ9PosdvR+tLD27C7Y8kBTWvKGfLj3+PVG84xCHvHy4Bb0opVE9mpRXPY+YDr0ndnA8UGkePPfPSj0sBjS9Qu6HPBgEwrwd\\/Wy9iE0EPfzBoTzJC968jyQMvWADWTu6gA29bSOXvF7wZ72YXms9jlM3vRZkaT1orpq8mUMQvccG2DxPYCu9KUx6PEj0OLxBMM08Pp9uvVr\\/tDxADDk9ZVJLvHmpmzz5AsE8a8uAPNiIdTsdeWm8rG2zvMQpSr37tEy8O8JrPS\\/KHTpQXb08OWhGvcVSEDxS9cg76QXLvLPhVzz8PJC8VKobvGvyJrxVpdm8rw8PPKo2Or3jMem8cmOkvCz\\/ljxX5bW63RS9PIblv7wVC768B+FQPa9uNT246T+88ZRaPQlbQDxwQWm9v4wXPbxULr1irha85JVFvcEWQz333x69cNgwvRXCObxaz1S9iktPPAnfMz36xa87RNXKO0cHULypKjQ8jtofvQKSMD2vxdI8BO4SPaaWBL3a2q88WPQ5vJJ1HL14ICc9KRKQO6+F1juXInq84fwkvec3f7zS2Cy9as+KOSUmWbtSxR29fuzqPFDawLzEvjK9grE2PZKTjbzMvQA9GcVYvX3GB72S6By9BmE9PVf99jzLmLy8DcEQvTg\\/Kb0W0Fo8gMgqvTV827zDMRG9+nESvIO7Hj2+Vhu9UaqHO9m9sLziqjE9I3xxPEDixrxf7QY81gk6PSt1HT1gwjy9\\/SkbPAsqFb2cabw8nXWDvOUjVT3N\\/ri824obPc3sAj1bsl+9AvZDvSunOT2iULi88aSdPAhi8LskenQ7pMWAvP5OtjxWGbO8abcbvNjnr7wx3qa8Cp9lvbUrILwyTTO9exoyPFYPAT0M3EQ9fRSXPDRiGrwU7ds8e9H0PFjlozzLUeC7MgjSPLGPCT0YUGG9nR1EvCo5ZT0QFxo9+HgaPbAIA72uFuk8KjcCPJgZmzzWPWo7q+4XvY6Jh7wsTxu98F6dO2Gigrt5lx69C8mTuO4nALwxQEy8vugEPVtf8zzThJS835X\\/PMXXNT1x+Vk9Z6tcve1ygbyaxGu8jlARvR0897yJpkI9sRg2vdrQaLww7is9xNr9O5U3Yz2t8e88Y44qvVvKTL3a\\/dG7zbv2PDBilDugnus84tJIvfkOYTxsaku9rIsFvN4wITylzAW9Y00XPTVppbuMH2K9JJhtvbFnb72Xczm9xMrmPF4UGT03wNc80n\\/IvG5bHT2I2Q88gtBQvVakJL0rwxI9LZbFuvEEvrv+7LG4VSIVPWX9Dz2jfUC9lIaxvB3oHDxHSnC9JGCbPFVgLzuMbmA76xK3ux9Sf7v6IlM9h2UHPXaTZT2i5fq7dDZCPTUgUjua4Cq82rc6vWA0Iz07exS7PWXovEktw7tl0Aa9G9ZaPeNbTTySvtM6PyxXvfYPW7294k28uu9WPTW+67vkbva8FeAwPadx3jzqqQy8fXq0PJDdBr1VdAQ8EAwDvFuaoDzHoh49dS2lOtLhKz1R0UI9xl9LPGN+lTscA1E9+6RZvEiOYbxEn\\/U87nO\\/OdI\\/G7yJD508BwwAPJTISL3FPWm9WZY7veTCYz1UsVi9q1Vkvc6sVDzBagK63RXuvB2FjDufpLs8S0bBvE39Tr03Hoy8MVFtPV1yE712ltu7GY2SvMPtlzziHSs9\\/uRiPQdzRb3s1II87n1MPREowrxnr209D95WPVkXVr3YVlk9Qf1mvebbZrzlBCy9er02O01d6bz1+xy9185SvTFnKj1lMSq9cN1gvTPmYjyhyF+9plONO5m6SL3b8Ls8JLOWPDAnOj2MF6m7q3Heuvf16rx4BzS9KvGRulLGPr3NYIs8ocMUPXhaTLsa0Fs9RYs0vRPm0Dv3\\/ok80H4cvD5OqbyXJME8fAwVvLfiGDwoTVe9lFQUvP3Mrzyy6Gw9ZIDhvG4rQ7wc8JQ882N\\/PMnLW7xMPp+8DvYQPGWcJz0ilFu8DuwivWUOHb0oZMk7PiA5PCBQTb3\\/jh88zjEsvI1GEz2Js687O6LNPCeckrzGPWi7a0E9PTUphbuwa8O7RwYnPLLdS7wipge8aF9GvJKf2Lx2itg8uRYVva\\/kTbnYaim9YoEVvTe4mDz+eRK7DZU7vSiF2Lvcq0W9XYZkPEQ6K70\\/yzY9+4jGvKX2rTvWKfm8v7lkPGPpybs5BdQ8BmnaPJt8gDuMKe87h11MPR+W1Lu8OEg9xTzgPEb7hTuUc6u8teY8PClbobwAQb68gQgCPVIzeDwxgZ68j7qSPC8Tm7wXTkw9OaHgPFxxZz2dPE494uy2POhztDyRk1E9akFMvQASQr1F6Ps8M7Sbu5+cNDz1Jw46QmMlvbuQED37WTY8sp9NPbaEOrxE\\/tI8ub5AvQCd97z7vYC8RQIVPZIi3DyTZuW78JybvBMFWL2\\/n2w91ChNu\\/K+CbwxFH884XFlPThFpbyLCxy9WaeYvKLrSL3S+FQ88WjcvIfiy7xZmSA9kS0GPcnqRz2BrDw9PczKPGbKrzziZhG9sN9JvfvkSz3LgzE9MtP9PCrAaT28E3E9qjRYPXVCN73pwAU8HfzlPAfpA73ySLO7\\/fJYvVZAVj08EdA8zlhEOzJlsbw6akk9XYtQvflU2TzBwxe9iKs+vVP77zwUB2w9fgDoOrqQKrxt1wk83TQRvVkCa72wdUg9WFw4vPA3vbyh2JQ7nHPJPOB\\/Pr3xpYG6oWYIvcpb3rymHNU7O78FvOWpyLrlFtE8O+GFvEsjGL2PwZo8jrc2PBobDL0AoFW9TrxjPNB1HL3KSt08KsezOxcxZb3dkVi9oJhOvW4QO707HNM7CVBtvcn8pDt1pQ+95RBevaMd6zrCsDm893\\/OvDMFDz3FUOW7Bk80vcfyOz2Ckiw9fukfvTTEGz2tqcO7Ex+OPBk\\/Gz3juxc9BAVtPfSBOb36j029anWHvKVzPb0dDBg9wy4pvWFZ4bwhCmm9meN5u7PVa70oWrU8qRU0PWMbdLyyX2y9iVc\\/PcwaRz2C4UM88zNKvU6ko7o01kY9+gyKPKLuW72VtlS9KoJnvRQt+rxcVDE9BNIwPVcstDoKRr+8ZMUePbMFCz3KGoc8tTxXvDdIDz1KWBM9RzufvEt6FrxmMBW9ht00vXNXqDsJYaA8MTC+vIVYYb3qE6U8GzPgPPTjkTy1BTs9dGo9vXtoTb0lxjg8QTJWPX3X3jpWLG49gGCPuqlpOL3a3x29L4DbvAfLUb1q1ZO8d8+aPHwJKr09EZs84+HVPACWYLwia9q8oQwoPWhpL70GFnO8ciUZvA3J8TwViDw9VCpdvU0zID2OMW89pzeQvB+hWT1lj7y8GgFBvZatnLwGBh87sCZEPfQh5DyFbLg7luEhPK7upzxOAPG8AZoMPWR7ST16vFK88fN2PLdITr1WZ+Q89\\/eqPCgR8bzn0fE7YxtmPFhJ8byI7RY9oohaPQ+RJ70Vnm+9N+vlO8AbGDyUNvK8iMFePcTNPr037BG8F8TfPACaXTs\\/ioc8BjxNveis9bksiUA9W4lpvR8d5Dp3dS090pQ2Pb\\/egTpyzp+8AVQjPepuSjyUCVI7HebiPIAsVbs3Ggg9Lsn+vAap+bluJrq8MXAOvdPDZjz4Wu68W6WXPGJEK70TJk29+zc1Ox+9Cr3igci7HTKfvKBrAD0AHBC7ccgpPaEqSL0J+9c5StEdPba8RDzrqmc9r\\/oEPXsjpDzdr5+8idckPfq5lTx4pU09EPggPEI+Tj0A4Qg83oEiPfHCyrs0ZW89C1TDPGHQUr1OTpU73BdBvZX5RD29GYU8gBxnPdISSz38Jr48llwBvRztzrzM7lK8Um4YvVXwbjwKKjc9TNbfPGzxvrzgsge9Yn78PMvYzTxQj0G9QiwRvXclEzpA\\/B49enknPLscCr3M+D+9yroBPdJ\\/pbygvMQ80G+LO3e+WTzzEsy8aOBrPYIvPDwgFhE9bHzzPHOfKL3jlQi9GxMnPd3GPryEEBk9YVY\\/PWQagLyMpFA82Z5bPbxaTDwSW0o9G8nNPACCED0iJ2G9Q4lAvXvZBLoSEla7f08OvCclDz3geRa9cUDFPEKRcD3sZqQ8wYwovaqeHT2Dx9q7hnl1vAN2Pr3RQyi90w5oPUagMj1HNl89acpDPSwf0TwfNt27238FPKwwUD3IVPS79tDkO\\/OAaD3ALHg8AbKwvPqrtbwPkMk7TYdCvWtypjzLBbc8oGYZvWdpSb0gfBu9FmFNPbxBMz3z2Sq9UXqZvKiLG72T4LI85QAKvdevo7zcXFu9\\/dItvfjiCD0vDys8BTkavZS9pryhRNa5uF7kvGVe3Dq6gGu99pn8PNOwWTxiIHy80CHhvDMnGT0kSCC8qlNJvUjurjwrPFA9UkJDvSJqQD3j2GO9wOjqvJ0oV703Xp08ID\\/YPN8o8LxjlwM9k1wevfEmaDw4ewS9AJ4APaMUFb3UbO+8KUBTPX+O1zsnpwE9VAiHu6VQT72QiOA85DNvPUdR2biBIaq8jwg5vV5nHrzhgTS9AKNWvS5edTr5RJk8bbc0vey9YL2KqeS7N4MTPGErLLq9P\\/88URCQvIemKT1Q7WS9NlVrvUM5ErxOhtc7mGcMPcNcA7yhqC07pWJrvdREPr1tMWe8g\\/LuuzqjKL0noRI9GJgrvLFiaLyNLcQ5rKqXvNg8Vb3C2iw9EOEUvbFtpzst1387CgcXPWO5Yr2vJew7sVwZvUTYW70CnRq6QPMzPUlXrrzmuIY7CQxoPVOpXzwPIW299vYoPdhD6Tx8Rws9ykbavPwKWb30ThU8vU8sPe\\/+Qj0d+xo9tulXPNLDNz28AN48lM4fvf4bWT0J9U67J29BPanGP7wtJVu8Mf9YPb81h7wQo648DJ5SPTwTQL12Te67zAyPvItQKr0q3SE9f9fvuJqy67v7V+g82cqzvMUeE70DSWe9ISFQvc6bOz0Lr+g8lwEtvXnBVj2fUj+9VTUNvI1ipbtSZro8j8KTPGQOEjwi\\/KM8jm1kvKkxAb3LTFe9ZlliO2XSTb1Ega07roAgvbFEZTv+JD09tyADuoINPj0UH1+9Jm9fvQa4Lr0MIgY85WP7vA+Uzbx6oD+88J1OPaFzSD0YWAu9tu7TO\\/yTYj2h\\/yU9q9VnPXjAr7yy7Pa79YDPPG4tazwGAAk91HBKPETVJr01bxg9hUkrPUDma72WNYe7EFgmPSbRsrrz4gA9gdjqPIgUJL2xBTc9JyP8PCuoOj1HFii6LfI3PabhDr0tLD09f2ZEPedbZT3OdT69Y47AvECLgTvRJ1c9hLRPPTvdCb3H\\/tA8kPxcPb4cPD1P8RK9mbsSvYDE17zySzA9b7BMPbndHT0ZtZU8SJO6vJBSPz3xV907XbFlvRbHvzw5YmM9NVnqPEGh\\/Dzf6zE8wYk\\/vTx43TyGNUw9PzwMvW5nrrz53hm9Yu9svFcIKL1hR6O8NtjzPBcscjxemBY9+z32uydGIT0LDCQ8LU+6PIzblTyNizs8f9DmPHXfa72twOe8FY2DOztW27tsXvG8f0gpPbHlb70IChk9J2hEvELVNT1z2io9qGksPbajOT3F7TA9obZkPd6KEj2\\/8148WSToPBQOJbxH8hs9yvs8vSALHT3+ogO9rQ\\/LPFwlrzzDC\\/27CMNdPWBSwroHBZs8VD+tPMJMRj1BsHA8I+XSO9eja71XppU8AdGlvH+TVL29jbK60zA7vbBM+bs1Qx29CZl8PEX8Nr3oWnK8UQXzu42h6TyzfCK99X1EvIVsOT0HbuS7AAxtvXlhcbyVYFI8HQBtvbEYKLwtckK9zJ3OvFTIAj1DPqo89g3BPG1DGb2p1448HslhPDcWC73pbVs9LrU3vcYuJ73Fl1s9+WL3vMCxJD0QdyG9f4EdPLGcVD1Wh1Y9nt4YvMExLT1ZBlY8Ylo4Pa2dUz3v50G9YmYLPbt\\/RD3I2FG9n0hOOUwsEr3hQS49mzcrPNPngztOBd88OU3lPKPlKbxIwA+84DHBOsJN\\/bykBTi9lYk3vdtjNz3o7Ky8VGguPTOSCb3EWDK82vVMPWI5ED1blVS8djA1vSZ8ET3bZho8OyLAOw07KzzEpGQ7RI6OPIrd47yrbIE6WWsjvfFthDtJjAq9oHESPYmHjjvNJx+9V4pFveF9PL3NHKC8wv8wPHux6rwWC6o8DFtvvAMOvTxgn5G7pUadvAQTAD3fHyM9GZYOvW6P0jzyDpy8TQbrvA\\/PGT0q3Wk9sO7jPKsI4ryWr2e9bvWwPHy1JLvnWmO7zrPOvFAtQj38HSI721scPaKAQjwlA009edkHvULhD729mdi8BddOvUSUlzwuZB896Pumu\\/nJV72ld8+8e7c9vG9cWT15YFk9uFpLPWN8uTzQkaC83yipuuMl6zwd81K9dEu0u8svb7xQz6w7yFiBPOsWOr39vyi9e8\\/Tu8js6LtmU0u8Od9hPbx0ZD1OWzw9dsKOvDGWAz1OdWi9rgETPXoBCj1+1Li8DecJvYzBVL0Csz67YbnCu2GpwjwR8yq9O\\/0OvYV0Yz2V9Ym8IskOvUMVQj0Pmjs9UfgtPRCg6LsUus27YzREPemdVj3w8Wu9jfg2vcCaF70Za1c9y6o0u\\/70xzw20+I8qbL5vOjRG72iMma8eYoXPedfAT0mj+i71vuTuxDAXL2elBY9vdUnPcUQgDop5gI9CJlnPZlyL7xMBgS9EE\\/lOos\\/Q70l2t88VgC0vGCdTD2dx0Q9oOpUveyFBD3w5SE9GDQfvV2TWj09RDK9FEUkvWqqX71\\/m3a8Qq4gvaaNAL2F4wy9TpZjPY+I+ryL8FK9D6dQPSDGWTzjIl88jmQjPY9trjwgUiM906e3vGzFYb29EVG9eKxAuoDj7rx1fiE9aStWu5JYxbzxpjG9BZdfvU14Rb2tDWA9U47EvMcUDrwUSHO7d1\\/GvDI0oDkH5yi9Hk1pvfN24ztvfj89vt23OeJjVj3zcvS8CKGGu4ajRTxy3OC7XlRYPdtcOj3PE0+9eFHvPFju57fIAsI8HOqLPFlL3Lx5RIu8k8hRvSFHDT0HgHE8+eeRvOKzM712uxQ9jUzpPIvUEj2dJT2733xiOTwmTbncsGa9xek0vVM2Lr2TxD69LUYFPX04ljwO0Cu9aepgu4XcnDwPz\\/48X+4kPctyVDwQGdI88s94vHhCtbrazFm9f57YO1p8sDmqBcc8wMgbveYTMD1zzYA7newluy3bobzmvPm8CPAUvS4N6zzhnDc9WWOYPFm1a71SJAS9gfWpPC509zwSmf+6C5APvb1yFD3D0Tk9vBgqvU\\/coLxXL4G8ks3wOSGmxDwNtlw93cRbvS24fbzHDQY98DJrvaksbj0xtEE94oZWvW9iTb2kRik9\\/RJDPaUxFT2NWGa8kotnPVL1DT0nO8U8\\/cM1vFvidzzLCis9fnklPYZ5Lz0WBie9ycFmvfY\\/irwBDUi8PmwsPUqnBz2j4nG86HNmvXioIb0CK5W8Sd5gPQFVt7wEzAQ9AlewPP5knTwFywE9dpZ3PCdVG73aFdo7U9WtvB3AJ71Cv2w9rtHOO9ZrL70smlu9JPveu0IpRzxBYDU9p\\/yPu9m0mztRu8w89a\\/uPOv4TT2rYSI9TBqZPLsqgjz7XCK9LasYPSgqQLwgX\\/U7P1tRPUH2F72lOQS8tGwTPBAAGj25MWG9\\/jmzvHHLbb2sRB29wfkwvfBeArzPiks9JZ6vO5Wh47x\\/0os8lGuruzId17xY5OK730hxvBDnKz3HmNC8MxZhPSPJFzz29By8sWhOPbjMLT25a527Y7tqvb4Etbygrje9X5I8PYTqhzwoJjM9xjc1vMFqs7wWxIk8OfgKvILLDzo9jiM8zJduPJq\\/ODzuHA49gCOJu7Lf5bxfb6i8GJ0ZvSo2nztXogG9oRgxPcB+C7yHdAE92CWgvE1NKj2oE8W7BEUIPcMfFT2iuUM97fQaPYingLzlYfW7IuSMvI+W4Dtekyi9FpXTuklgCL1s3z490At5u2PMSD0zxQA7vtP3PMl9BL1v1mC9od1jvTpbKL3fGRo8aA8XPMuhOjlbOVo9eOf+vAR4STuKfVa9StIUvdeCwbtys0E9E+tXvUhJ8DvI2Vu8kwdPvXZimLyNb\\/086OdCPftkWr0aJqO8AzTjuuWZZD20uAI9zv0NvfqQHr2K\\/Ve9kmFavBBPybtyv887yEw1vJJu\\/zzX0\\/y6JPiVPLzMBz0aElm9lzkjvXbcFD0pIAW9D4zvvEgmLDw88WY9pZNFvB55aj2ATRW9M8yBPLgMqrwWMYu8fomUPCLRMD22\\/6g89jGAPG23NL0z4BM9HSo6PSE8Yz0T1Wi952VGvfd+Uj1qgde8C9JtvL0wV71lPlq9ZTXpvEqw3ry2ZFc9dKDJvMNFgryatMA8PR4BvKj1SD2FXFA9rhSYPFMlHr0c4x48Ue01PQgbEjwc\\/Tq9N9hIPZyLSTzATSY9u29Gu0kWXD2rZcU8m4QWuon+MT2LCOs8kl7wPMgZRj2qhDy9DkCou9pyKrsFjhm9npKJvDvF4bxuMfY8AvsgOy8o1jz\\/R4Y7GRc+Pfpfvbzo9ke9VnsqvO0307x4eBS9rq1TvQF\\/xDxHmhQ9xCDEPAgPXT3l5Ao9dBFvvQNgPL0YEsu8iDOnO7u1tzzd3A880pL2vMpUFrx0cQe9\\/znXOrv18jyN9P67zgy+PK2QkTxDm6M8iCDEPLOYsjxWq8688RqRPGmfZrvW6iE9T2jBPBa30zwROQm6GTX9vDDNJL2j\\/P68jBBLPJREF71T+N48mby4u7c2Y71\\/6QY95Ui+PPCIPD3Xzjq8EWZXveMXPL0bUUC9zLt6vNXoQL0gO+o8n+QVvbMtbr1O\\/GU7jROTPP5t9zzeVS28A47EPKNAwTxLOke9pj7IupFUaT0HuVE8JdHgPKjWOr3PcXe7nodfvZT2Cj0zMWE9qulBvb8vWb09zUe9j47uvOZw3rvD1G89DXB8vARrqrxrGpS8yNVKPRAVHj15h\\/y7SvIJPb75Lj2i\\/xI8jLtVPQF2Dj0nO5U7DMhqPfoay7zXjEY8PdkdPLQvPr2+pjM9tN8nPRfQxzzvb\\/07g2XkPMWITL1T1+S6+FejvHxdC70yg+S8+xTSvHyhXj18ZhE918n8vOAbsDzMUwo9saf2uXpT8Lx9Yaw8ZeEXPeohRD2iThQ9CbwiPe9DBzx8wL680\\/piPRfoNj3mGjQ78cQsvZacDj0PbhO7Eq98OoeQQj3FcQi9MOvKO1IkCDwWyZo6retFvYoS77zgBBW9q3xTvf24bD0LPAO9BOFRvdJ7WTyAuGC8xU8nPX6ktjtop7u8yUNavTwE27yYG9i8uBg1vE9H1Tsp2g29MZF6O\\/DeI7ysM1s9+F4zvUwjZT0eM988GgvjvFv+xTnMrYk8w+4sPU7U6rzA+iY9pADpu3kUFzwTlVg9yA2dPIRHOryPTWw9g2TlvLRCPz1Mp229oV0lvdf99Duqz1a82VqSPCn7TLzAehm9+SqhvNCmFr3Zu5Y8X4o4PROAhDx3Mmu9bJBZPfs3mjwp1NA7JZFZPW5OQ725WDI97TqgPJQXHTx\\/MeU84YxOPfv+bb04wGu9Kk8ivcdwiLspkBQ9\\/u+pPH0O6bwbEFM9xc9lPbaoJj0+pJI7shAiPErh9Lw9Q9O7WGTVvCL2erwD4Ws9PsvxPFJ1GDx3H0I7kyrDvLajLzzwOPo8oSrVvJleB7urv567bE+wvA1ugLwm1z09GlHvvFBWPDxbdAO9U89SPdh5mTwa5zK9b71Vvc8V\\/rzU+iw8Ke4\\/vdt06DztfRq8d0f1vG7pQD0Ah0Q9fEKaPJ4G9bzhBwq9ZPw+vcKVoLySJGi9UzkKPeetKb11DfY837VWPRgAjjzTbhk93VFmvIwCHL0XjCQ8h8bvuaiFSL0XxJK82C0KPFfEtbk1FU09qXBbvVLwDj0qihW9y7+APIZyLz0f7je7t03pO2tQBD0XZai8O8xiPdjT07xtZlC9d2FqvagDTj3z6XS8oZBOO92yMrs9g6a89hyZvBoIBD111Z88UYRpPceyH70\\/DwO93y\\/AvEpxnDzYad28\\/SzXPGITRL22Tbe80nqjvJ40iTyddIM8Bb4xPREGirsJ2B88nfcMvahHqDwtJLI8X+gxveS7fTuB4iS60I3bPPewlzwazPK8OornvDFOQj0QfSS89KSjO1y\\/prx8kws9LxeDvOPyTjyMUsY8r0VIPX4eXrxvBa28KKBdvNb3TjzoFJo8kIsJO+FKV7xkcqE6zig4vZGkCD2eYr48OLxjvYqa\\/bpa+xC9jVFhvdd5gjgXbS88ndAgPThxZb1lEkG9p9hGvXDORr3fZ0a9FCGjPIDO67wu8EO889OIugKQMbsS7m+9PMrRO92XA7upHiw91VPjvPQICr1O6CM7X91ZPBtsfbsEiae80cRFPFbHIrwdt0c9hIkfPFiVCj0QwkK9fNNNPcNWCTzrh7g7rgFVPbGtqzzsVNa8X+gzPcpXPr37fUE9B7OfuX10JD34kAA9dtgiPRXf4Txx2zK9i5M2veOz57vsz5o6plBVvIe5Hb3PAoG8QwffPDl8Kj3unPI87eAjvc9dkjyt\\/Xu8gU1gPeyInLqbHmk8WMzuvCFj4Lwa9GO9LKLHvJFUXr2WKgY9zclZPTIvBr3ZoHG8+Ac8PDjgZT2rFWI9fHkFPV7I0zzlD\\/O88GlSPeX23DsFXm47ZJ6DPNBQEz02zyc9CcMVPeZShjxPIa+8Bwi7PAS\\/27yuhb+8XArLO86PaD2g2pC7+p2fvNEjYT3WKyi9cQKYOSwo5rzeHKs8RgBYPUpPLL1B\\/Q69lmXXPHdKu7xIzAQ7zhldvSc5wDu+G8W8HoGCvFj96jwG16I8RGs+PJGZjjsKUUS9BS0LPLMw3btvn88876L2vM1PyroEXD29fylJPOtoCL0unZ68S1MlPVpnDT3D1eM7dIz9u7cA\\/rvqGZO813tXvddOUj2VPUu9b6vSvAJsnjwkmM68wyr4vIR6LD1F1ue8lYxKvUG0jDyXqe07aypUPZzF7jtoogU9h+DpPI6WFb2RFxO9x7KXO8dk0LxEJye9vc44vWqnP73A\\/Nk7CtkyvWtbDz0ynRi9BrEKPfSUJr3spLY808ibuaQbWT2VUqa8Hd3xPHErrbx7VPK8SoE\\/vWXxjrxIfUa9lotFvUdY4TyVwoE76T\\/GPPzy2jz+Z2A9LvAVPbQRKL3K1iq9r8agPOhKcrwAL1Q8ZOgrvUexUD3rYp47CtmMPPe1Bb0jC2i96XuHPG8kCb26cUI8B9WDvHCWaj23xy48Ra0nvN0xHzqP6Pe8uQGYPEOPIr3aC5a8nawNPUJMHT14Fqk8UY\\/xPNAmSDzraTQ8ZLRlvXZUTD3\\/t7U8ujgJvYjHArxFSvi8luI2vbGwbrw4igU9AEJ8vJv2DDyvXWW9zV8UPOdsjrw9lH88+WWgvNXNBj26O+E7reRePYBdAb3ueYq8sMz3PFikvLzpo528Un1YvEA6PL03M1w9cStivehjAD1YI\\/W833RavaZSMD1JR9i7QD7qPD9g07wBc0g8PX++vKhkyLzJ61K9FkY\\/vH0tQr355di89lZgPSOSNT2j38o8AUkMPamQ+Tytmmc9Avz6PCrtDD2dDxg9hKA1vaSj7zrKxOi8zzYnPdQaRL002WC9XcB7vBDOVz1enC69eIUrvU8+OT2c3P08lpqlPFfH+LzbHbm8uxzuPBTllbwUL9Y8qr6ePOeG97x4ozq9UAQ6PPoYpDyM0s28JXblPD7YILkewGG9+reCvBFO\\/Tz2Ea+8sGs5PdLXFD3QzgA94V7cPHfILb3dvuE8hvCUvAlqyTwMLv+8zp76PNNDbL3W5A09kqYvPN1goryyuz28JkbyPGWGVD0GnNo8z\\/o\\/PCAFi7zU7Fe9tTMZvPDnWj2jYR89MqXdPHSgRj2peRm9PnVOvZ4PMz2PaxQ8yBboPNrbDL3ckKK8zoo4PX\\/eWL1BxRk8nC\\/PvP\\/yWLqDJ1I6dCpLPZgBVj3YxTm9jhgsPGUBwDwkjB29sGCpvMVsZT2JwS69ME9aPGxgWr23x+a8wdbYPFgZW739BG09CfzVufVtGjxIngC8T3JNPR46xDw3BbS7EegbvVzzF7ssFhO8QxPHPHGxX705CCk9rxCOPDwUuTys9n66VS3EvKS7Dj3HXRQ9KhpDPCxX1LybaAM7cXg6vXOWbL03xeE8NvLQO9DtYb208FG9ngSwOs2HnDzUZEU83+oEveACvLtWKEO89uTNvG4qlDycrGY75qIEPZf+qDwcdU+92EQJvc0SGrymb1o9ze4lPQu9gbs9aMk8qHRIPCKgRz2VfaY8ohV9vDjlaz21\\/9i82OinO5ap+jspsj+9hoRtvGf4NT0FqQg9CTkkPHH9Vj1Qs9G7PHQGPZOAwjt1pZY8Gu9uvVRXCz0D7sg7a8HHPF7opDxAlkW9ljBpvY4xGb0ox+48bs9JPMUopDzg4fM8rxoXvb8SHTzHpjo9Cv3lvD1PET1Ix\\/48wHBHPWevIr0sTyK9CmIuPeIC6zxI+3i8DPw\\/uzMiY73GhyU95SYpvQYMDDwn87k8dwCVO0ggFL2ZdFC93vRAvXDZvTxHCAA9qUBLPe+ElzyDfWm9TuwLvT8GWD2ERwU9noffPMDATz3IIiG8CUZwPc4kJj2J1tE8wYxmvcD9ar2F1H081UNjPG8ZnbyuLyA98ojDvEmv6zyAC9W8SEpsvXOLIT3atcY7DREVPQ+HxDzV3zk9vMFHPS4+Kj1x1QO8nekXvZVN27zOnb08Tyzcu6DXRD2M3Go933+vPCgPpjwDeQQ9vdfXu9i3JT3iUo08ZmO+uzBnPD0nGGk9EU3puVMcJD0rtQU94cmZu\\/mzLryH\\/i09B9JnvFbrQL3e4ks9znohveRjSDvYTDq9ObuFvCOUJrztmRS9zY4uPUZA8zzkeqe8vvwUvSrOUD2bB+i8IImAPNTdWD1FusY7IegwvMdGI72zJHG9h2xLunKzOr0a\\/L07zQZYPe5AMr29BWm8+QhVvZYR8byOMNA8i5Z0u49pHL2VlQS9YcPyvCIXEL38M4m8GN3gOUglzrwWC7G8zEoSvQSvxbxyTq67J3UFvQcaOjpwWT49Bgp+PDWAGD3PLc28cIgWPMyM1bzlSjQ93J4QPVMJGT0avbm7MzxiPSxcKT3+6dC8X8EVvWvwbr1VtAA9EqJ4vPbtA73\\/+tK7cLv4udSMOr3lXkG7avEbPQH+lDwwxQC9PtohvdDOLb03VlM9alAQPccg+ryhdQo9sidUuwsCZL11y4U8PgzlOybNUb3IXrQ6HJdIvfRsmTrLTWM8bTZGvZW2tjxHzTM9pXhfvW+rFD2BXOI8pisRPOqEqzxVaXy8JePZvEZj3rxnvhI8VZ\\/zvKyRfrwv5DW9GZscvQh7Ib2I4z49JqX4vAS77Lwx7rS8cPAZvaWMy7zeuDM9VrA1PZwqm7vEtVU9VUL5vKFgbz1M01c9taEyPZKATjyREny7tEnYO6oKZb1Gkjo9kgzLPFjOtTzvomC8iqNdvam4mrynWGw7obdmveBKl7xXdCk9+oFGPTwtpTyJ29w8B37RPNuSRj2SZIM8LSeHPBk+07xxjla9ciqNvMNHRT2Prhk9Lp54PBUga73PMxw9JhocPfPZTT0mUAE8jvdHPWjbCrxjkR09Mb9bPcEn6jwEWM88VB8hPabL7bu+PVm8b6wGPXIMRL1qhvy8iqOUO28qbzyoQOY8QQC+vKeyHL3fpF28T72sPA5xTL3Jmqg8so9Fu+3uETwLmoM8bpPePCdpNLt58wq96l6gvBRHAL2Kbw69lmbkvIgRPz2nbkI9GVpeup7vLb2tTg09VhEQvJfTZzsIHGA9O7tOPPHLbTzPpU28+P\\/IPNQZZL0lrf284jlqPUXNezsNnyI92dgLPUjBI70fdGo9PabAPDhWEDzElE490RDOO+coEz0ASe+8imnEvJsOWjzY6NA83cdmvWzadLsdsAc9s+FCPc+RED1wxSs9ec5SveMcXb08j0Y98tpAPYlKcb3OlBS7YegqvaiPXDtaFS29Nnc3O6TTQD16eyK9cn4SPYRpSDwpuGo9zv6yPIgAJD0kW0k6HXXdvHfPdTwvSF66O9EjPRCyUz2\\/Sbw8INaGuyul2DzrbpS8pJ\\/dPJqDTT0yhYE8podnPZqZ5TxzQBE9Xt7JPPr8LD1cM2W96hUyvPBkBr2ALBE9UhL4O6i40Lw0NU09ZrwRvSGeHr26UiQ7UDHTvDP4Or1BCWa9e+8APM2gPzxvNVi8U7YQvezz3zz6OyM9uTtKPT1w5bzRrRI9iGVnvTfhtTuk7ve8pVBQvS4j+zw+qhG99UpZPeXYIj3061i9HYdCvdOz0DwV6xi7\\/iCyPMML4bskU3m8t7gfvfePQL0itDs92INoPVpBG7wCWCK9aiP0vCtxC71Q\\/CO9H2NDveh0ZT3+EQA923BaPbkmWL13qG89lEZJPLZkqroQ3Ko81a4YvCbyVT3hAZU7y85NvMyspTtbDjy9JDjJPNpHTDvitZY8m5sRvIV8JT0H7bS8yBcmPeGJTjzhsC276WD+vM6mTb3RwgI96LHjvB1Qb70a8C89twdLPa2s6by4wxg9sdlhPaIosLziX2s9xP1BvWFFlzwGT\\/y7Ba2fO2\\/XGr3\\/Xn88cdZMvYcCCD3xbZK8qbAQPaAjCT0IILg8hIZMvX4MQ7x5XCy9pTUMPcNE+Dz2Xgm9\\/oXPvFSF4jzNp3K6KPqMPGMXUD2+Obo8pz9kvBqn2jyKnW67NvzIPEjeP70Mti89vpwLvBjXZj2ig\\/E83xe3vNjclDzW0GE9TEGkvB4js7sB\\/jE9aslvPXVYWL1tGrS7pLl5PKNdH72HS0I9rc4ovfmKLz2GP+C8qGyzvP52O71R0iw9xIZqvbVdDr2aGi+9C+kgvdTGLTyKfBm96QzTvP5jAj3wVVy91N1gvGTnJb2IWji9jfzxPJDfLj11w7y8DqBlvbCemTvTXze9WXZZPSroTD1Oujc9Pd8KPZ\\/GyTjc9hS8uhjvPOE\\/vrx1WaS8Ry8GvO2\\/7zt2uRy9MOZPva8l5ryDGEa9sDMFvZIYirxpHG29f1FRPYmlzzy3zQC8BM8GPVjn0jxa81k9gIwtPc\\/YOL1zIas7GEgLOv8NAr2Av4e8GsdhPYlRmDy5ZWY8EI93PKjE6LubQAy9cfAJO1ddID3c4tw53ZYtPW0iV72AvWe91161PBfdWD3ozGI9deesvOL0k7sRRzW8v+JsPBb7RLmxXWK9frNhPYf6Hz190Ry9On09vezMGb02TL68eUkOvXtHT70f1wS70a9QvZXvPr1cAly9gfhOPWU7CjtP69k8sY1FvQ2EVr3CBkA9nWyYPPfCY70CuUW9DNwQveVWVLxnfr+8nyYhPV0Ksbv3GxA9aQZRPSVI9jyv+we9mYfVPKWTuLuJ3mA9KfAIvRZ6pDscD847iNspPVBAwbvGOEI8uQ4OPWu7Az0QV0I8T0KTPKQmTT3epgM9vKqePNo7Lbtl4UI9NZdnvfvdjjtSg2w9IxMgvAFyG70IyCE9tbhuPYDmXj1Psw09HCDVPDjbEz1CKDu9h5McPIJOHz2CWyY8XGxuvVlzCD0xK7Q8+MQBvLz59zxAvcc7RG9mPcT3IL3xe5w86co8PVdF37zIZUu8X5ZqvVu3Ez0UlhA9MnU8vV1wYr0LUJY69A08vE03Qr3sb0c9lrGDPJVZVL3Nby89g6QuvZeh0jy5J528RjVCvSCg9zspCAC9dWBaPYClKrz0ORU9pV+BO0D7BL0Tudo8K5elO1nJGL25vAQ6MR\\/ouz5wIrwWHIA8573RPGnlOD1gz688zeVdvZ4gCb3kF0c9GNM4PQOLVDxy9bg80zYPPXnTmjwf7wE9XkNfPe0bbT3TRSW9xgkcPWzYrztNUig9Q8\\/hvOENJ7ysjRy9gPxEOvsF17xcPBS9AZorPVrmJr2T9YU8GWxsOsH94rzv5za9uMlAvfUeNb2uDzs90TpZvT0gG7zHH9m8W2mtvF9rnbtYGeE88a9ePfMbTDxoaFo99E6jvJ60VT1yONw6NGbIPElIZT1+xMU8KwEvvTJ6u7x\\/swi9U+RRPTIAM73frZc89SApvdTo5Ty+Ogs9vP8RPWn+w7wnAVw9+iZoPRk9Yr1onpI7Jd8avcbxWL1V\\/zm9xV8SvBbuCr0I9zm9gjwqPcLAirzwBa+8LMlvPXs0Er1QEjw7M\\/QbvSfYwrzKJEG9ryVUPdvrCz10hRk93vE5vEpkXTxg5xe97oW3vGx9aL1tVa48kolHPUq9I7xMYCw81dkDvQxpVr1BNMQ8ezGzPBLgKT20oxU9PhHhu9aRR71QEh49L\\/j2O2jsu7x4y0W9ZdIdvTnWCz0D8+a8vBHQvJhVQT2hF966QQ9NPZVRCr2ppxa9DJZNPRt1drz0a1g91PNEPaEsEj1gzyG8h9QNvcGac7wqjfE8cX0mPfQKaTy8bi29f5dhPQoKQ70dIBI9OJAwvau8E7tG6Vi8D3uyPF3v1DzAj7U88nGtPCkkjzvccE49ODGvvJUEGb0dsJG8czIuvc445jyXVAm9vVBAvcRQRrxKLSo8qhpwPUkqbz1qtus8qGoLPdkeYj088ug835uKvAWimrtNHlC95HbxvM8MWL0LRX+8DflDvYeqRT1jLsg8Zf8CPa0oWTyf+507MrwkPSWAF725XjI9ACs1vTL4bb2Or9i86qnmvIuvYL2MuEY9zSsUvCnPBz0dTR29W5tPvO72pzpj1E+9HGdoPesGnjyGzE48vpG9O5sY2bxqiyk9OWxUvaqCEL10SEW8O6SOPDH0zLwjz1Y94eXjvJ6j3LyyJyw8wT4ZPUpjrTzZrj28ENLAvIMLV72xfGE8+FYzvF1hBTtDZzm9x10YO2RuX715lf48HvkBPCjwYD02nRA9pBYfu1UX0LxJ2hc8RQQKvYHFLTwUGu+87E04PUJCmLuCjvg8857dOk1v2jvlG0e9B7nRPKSkqDwbAm+9EbtmPSv5aT0ZPGq9LR\\/avHguIj2FCH08EWptvRKIb72ymE+9hORSPGAUbb3kdVY7B\\/MTvJR5LrzbnzA9YK3mu55VRr2wxJ68wGltPbC\\/Ib0nUaa8w+kUvdGuEr2Cylw9J6UZvSG6O72Dkjm9QzIRvemYN72Ia0M9a032utBHH7xSLBk96+q0PClRVz3dziy9MgZKPUy5Xr3BXpq8JRFEPdEHCz30Fm67XurMul0BKD13BDa9VzzeuwpkLTzyrC49C6fgPFYyXr0JvJO8EQvLO\\/8WZT2rBU69gZXBPF4qGDxyNnq5GcUfPcdPxjyVSSq92f0lvf1IBD3+BBG7itRwvYwZSj3IE2E9UKkYvdnLEz1J9TK9A6eTPFN1\\/DrEXWM9qzPnuYLqi7x4Vvi8xqpNva\\/AXb0OpDi8BJtCPZ7GGj2UNck86XikvIYo8jvovCI9mBwSPQOaDb0XxfK8tZcivYmDp7wxyFG9hT8VvVDkGL3leQG9FKcGPRWIljsh5U885iB0PNyoSr2L7Vi91sDfu\\/cNSj0hFCk9qYAKvPPBLL36ZkG9HDKPPLEO2bzEpB48cy1fvXdT1jzvL5G8fXCRvPFJCr31Ika9C+87vQqNGr12Yro82Z1jvY1FMLvdLGu9Rl6dvGqsYT21iRS989lkPAjmVb0\\/Lyu9pTpiPXLzMjtalQ05CUpZvZ4fGrusMV685iETvGianLwokW29Oh+5PNReoTziMOE8ekf0vFFkTjwiY0U9gmRHu6loFj3zdlG9jxcvPfKcNz3vF8C8lQhRvSWyGz1xq7Q8QTWSvNXDsjzN2Em9LuDrvNFkOj2MWFW9uJPGPINXPD3j2ho9rjlsvabharzKkgu9v7OWOeP\\/bb0eWD89XitdPJHwHT0iYgu9\\/CCTOz4yODx7Flu9hUzSvMibTL0fiG494UsUPVt4Xzz7WCg9aFPPPHngHb16TSi9wUMRPRj1pLzvYSo9aTFjvaH2Rb0\\/CyY9RhHjvE9hajszkVG9ImiXvHA+P7033kI9LvUqvWdSIb1JQBe9qb79O0iZJz0rq9M8+L8QPfh\\/yTwm2VQ9PosjvfzXzbzkUDK94vMVvDma2DwW6So8YoG6O2pYibskS8G8u0svPcq0ZL2n6J87jiRMPdmVbz00aBq9Fd8YPenC7LzeDVa9OuRmvRzOAT0lgDC9ebpRvRK3F70kp608tF1FveJtE72L4FQ8RG9wvdfLbT3Iog494Fa+PKfKpLwY2qy7GWiGPCIkET1X5l+8C1rgudw9Nr23ayA9958RO8BsSz3QH2w955bpO1yXHrzWIBG9IIJYvVwV87xCaQK9R80WPVWz6TxZEUQ9rymWPBdgl7waX+Q8woVCve1eHj0sM7m8EqdYvQMf4LyNhD897pSePMhcYLxJ8fQ83k5tPf4AAD3o+jw9694dPTvKCr12\\/Vg9rJwzPVGBU7woBR09f\\/a5u2w0ST0muag7kCfwPEVwWTs7rAA9cocivaVtZDz3TDg9z3CzPAEDA71bwaO8NGxwPbFWA7scNpI7j2tLvEPfbb0uWEE7GeMfPbCbCz0JQv88eooFvc07djwcs5u8\\/g8gvUCH0TxBDkS9++5KPZIdZzxa3Xm7+AdDPdnrFL015zu99cu8PHXuAL0hbng71ps4u7+dfLtBrJ+80TeKPLQPuzxr9xA9Vdewu8wXabwXzmA9xuJWPZs1JT3itx+9ZJthvJrhU7w6yJ+8wZQhvXu\\/0ju5rVW8YU3cvFAGPL0Wjec8E2\\/RPNT32DvPYeg8blZYvTM24LyfrN25FAI4vS+nwTxa9q681DJaPZJQDj2oVQU9rlTSvIDhJj3hDwY9dSYFPb03YL3oJdG8MlX1PJ6SN73+Oym91h4bvU9D7byJ1cs8sjAjPPsa\\/Txj0Wq7+nomPKYzoDwD8xM9rkddvLW0Jj2qo2W9IhgavXZ+ADxNaZI8qzUuPbeuX72jgjU9R0erO8zoTL1aNjQ9l31gvUo7iTyigv68E+jBPG9R1rwSvDq8PJryPMN2Nz3VlYS6AGYcPctFiTojuxA90kMAPTVlfLzZtFM8kzvtO0Ap7bxjchc9a7sbPYQovrzSTBA9i6\\/1PHep\\/ryzUNe8LjAyPf2KZbzjePs7UrzpvB1XiDxOZE09qousvD7QUDzTwXW8bAbDvA+hbD2H3Eg92etrvcnn4Lz+6oO85d1\\/O5D9sbyxhZq8bnoUPfGykbsztjW5dpyEvJEGnrw7tjq9iMpvPOeZUr16CUm9YpGSO6Bl8Du0P+c8VFfKvCkS8ToqUiu9\\/wKVObyINLv7BU29w9H7PIEIcb0N1jA9OIodvPRyGj031f68zUDlPIkmz7tlGDs9ZmLwPFjlFT3waFa95lwovf5\\/xbxfkz490PxNPQGyvrv04Ro72aZtvd4mU7xxR1s9aapIvVOZQruh5i89Q+4zPNmPFL1TEIW8oEjCPGzlJL0TfwW9bZA7PY5SZT0cBYM8Qti9PC3ZODwpvEc8ZY4aumAUPD1aj0c9mi0HPX5gVb2TwFs9hzipPDtF3DvlBOG8+teEPHHkSr2acwY7kozuueihfzzan5q8LaoZvJIMIryfkUY9TyUuvRgfJL1D1Te9R+ySPI7xS71SEYo8RplsvU4nAT1tbSg8wANVPOtY3zw8Xgq9A7sCvR\\/MRL1Lv4C86R7hO28l7TyAS5m8\\/KrlOs+aMD1vzAC9mg4wvAYY+Tz\\/9dY7W89EvbGACrwScwa8eWLVO9OZ+bwALSm9xwtaPPsFYj1azBe9HQ9evBVwnLw5um49ovYAveDsJT2uSF06si07PWeRQD1E\\/so8+9UZPaVVszxRNFo9YKQTPU\\/qLb05AS480\\/AJvRHWND2NJzC9GF6pvDXtrjzj9By9JmY5PZlamDq6xw09Ph04vQ4tJj22rhg8htawvC8ZOz1BfEQ9Jb0gPeIi+ryzJJo8qnyVvPiKMTyqlNW8bd49vdx+Pz3J9Sc9kRAyPSqeYryqxUE97WAFvYMvN70M10I819+YPDPxUj3Dxjc9d9XavHXw6jxKhus8JMy5PDKEJL3G+D29OblnPaPAnTwY5Qc8ax5kPfJSgDu\\/Jw+9tYpcOkpzP70YA\\/O8ee4ZO3AxJzzaCWo9hachPTM8lTyLbSu99bkPvdP5ED2VVjC8OzxGvQEqYL2z7wY7tmsXOzQVO73OtoW8xdqrO2TNb7xFwr488jBJPbwEvjxZvCO9NSILPCkXUbst2UU9oGFKPFz\\/ODylQzQ9mrFQvXJ3Vb2oMuS8jgGdPOH+47wLDku93\\/EePVl6E7zj5hK7h+CBPBCTGL3o5Ss8K2xSvSQnrjyFZ269I8FtPTHXE73Kn608SDMrvbzh9rxniee7wRBrPTqHMbyiEQQ8tT+IPLvkA7yWxB69WQYjvYYVIz3AcQ89Ri8gPbzeVb1X4Wk9ZGYdvNuNljxBaTo8hjaMvLsh+TrBmL07VT5xPTmpXb22NSM9ZbgEPaWUqTw\\/RIm8CqCXO9NthbxHc6I8zmeIPGZxnjx74hm96DyPOwmewjtEvTA9lV4fPd57jjzb7QK9m3hMPQIav7yKSW2951xDvQWYIrxXtTA9otVWPQARbT06Fn88vLZTvEZAybynvDK9cu8gPWXpKT25iGY9vdIGPbs4Jr2qBmi9\\/hYKvTSs8byhXlu8\\/8czPfTdK7tQKU29B4mzvOkaOj1rhjg8xGsqvXiH+bxQ9qG8zjICPWsYTT0hR3C9hC1OuxWSTD0e4jE89+VfPbxpgbwFVwU8tysRPX1CIrysUmY9FogiPeFsIL3a9uS8\\/0HCvAysRj09Vl89UoxFvd+BmbxbLhs9rT4yPVgsvDxmQSa9dTBBPT\\/UzrzlmQI7j2kSPSQPDb3FEFo9v9PXvH3WVD3i9XM8onYLvZhhhLxROYI7Xk6lPP+NILvCHRm83r\\/pvAJxDT1SXWS8gYKKPCISFb2B8wI9Z1xDPdo4qDxlrge9ID9YPd9fprpJQTM9RAQVvN6sMr32NIS53bwcPXt+O70EV5G4W83KPCCSA70oyAS9ArIMvSJHl7wOa1g9dXyqPDfm2zw25kw8BLFFvC3NULw+0Yo7uahLvIA2iLriYiq8PK6HPHtHGrwxxSY9wn7bPGgxDb1c5m49ubP6u1vZDz3ieZY8GgyHO+yVID0XoQk93y2tPMPYGjthLKo6oEkKPXyksTxSAya9ltctPTrJ8rz548s8R\\/gTvVkf+ryBkPa8d9u0uHkKKj3Xny29OEAlvRw\\/XjvSb5e8p1yAPGzhJL238Ck9mzvfO2X7Wrz9mXA9xycpPfwNCT3oiEO9IfcQvcclgLy1Zry8y4VIPdwnT72WupE8aVNVvdB3obzZ2d+83X1kPbaYojyilxO82SZUPZurErx5pwC9YOxqukLTLDy12pU82ETovCQF5jzxaFm9rBMwPewNyrx1jo28J8tpPcPtDr0oYW09qgwzO32h0jsBwDm9iRRhPUmtrTzuoq48bkyMOzgvqTx1MSg9eesqPITiPj2e\\/iY8yriEvNZQlbwF+Fs9LzhbvZR7aD2+vUu9VGUtPVntJLxM1Ta9ktyDuvIdVr18s6a7rOeNuwGku7ynm987NZORvH0v+DuQjBY8h6fuPPq4Yjsr9WI9bpweu7+3rruQwbE8h9xIvWg3EjoxxQk7SbErvGBcAb3Vnz69K7OOPIW+FL1XYog7P220PNAVFj2ce3K8y61avbx4+DwtBbC8KpQMPctjTz1JKAk9x8g9vdiM67wpEh+87nCYPAOd\\/Dxk8ns7rDLqPAZ6rzyMAhI9PeptvY07MD1vfbo8uPERPbe2PL1kQse8FlmVu7Iox7uEH+g8rurqvJ3OFbzqTW09L3YxveXo07xlm+I8OetbPDbUI72zYO68mGOIvPIHbj3j9QM97uNMPTqjLD2KiVM8BRZdPd+L\\/7ykPlG9UnkBvQXMN70RvI28jIgBva6pKLygfGA9ukrxvAJXF72O7lE9bYkfPAYWTT1BzC88e1Evu3OEtbyJx2g96LkTPWcgTj0zpbw8aDzcvJODLr3FXUI93TsWvJ70Ib2mHE89GTc2PLc2Ez2c6QG9naaSvO5wLr3inzC9pW+IPPjJobzThe68uw1wPYXG+jwqRgS9M2xlPUhw3TqhmZC8R0gGvTabi7zv5yW99\\/PkvOFgbzziZ0E9ApiQvAPfVb0Tdlm8f7bFvBeYKz2jAwS8aL8Su+JFYL3FaF88czUiPQ34ar0oPWm7nvspvFsOuLxafTk90lHEPD8Q6zw7n6a8HK6EOoP24zyXrha8tAJUvcceUj1T+YK8z9kwPSi2WTs19qc89\\/lVPX\\/MljuQijs90Wf2PLT9OD2\\/y3K8RZbIvMWzKD1mF0m9mDdevCv7n7wBxWa9mI5RvVnyVT0tEV68tvYHvQ1JO70nvJo8vhUSPUrDVb23uTq9j6ABPRmKVLxaWnG9a2xSvXi5VD25i0g8tmyIOoayGr1PIDm9YT+bPOGcZ7y62Fu91SkXPFQ7WjvSdrS7bE0ovR31LLyITFi8Sc0wPNEkBTwM2eo5YRenPNm7BL3Fji69tse6vF21AL1A\\/Ac9OnvdvPv3ozxs9za9GzkxPam0MjxD7Is8cAYAvZySAT3vXze9w\\/+6PEQrdLxmKRq9Jmy\\/PAudlTyJX0Q9jcVfPE3llbxnVCO9VqDCvPe0tzuLmpG85su9vEodMr1r8OA72dSBOa54mTtkGA29Xv4EPPAnIbxdkxQ9VqIMPZukCjw+nRm8v6hkvP\\/fAL0s41O9AQz5PHvK17y4TcC8siKGu1iDNT2JE3E99aJCPBa67Dwj1hM9chUMPUkKGj2JUCe9QZlIPSgaNj1CRmq9AV0UPCM4Mr0HdcO8ZGBBvSu9Pbx6sGm8g09vvQBzRbz9DBY7TwIDvIJ3frsn80S99iGAvJ0v37xS6cs8pd7quxUjMT16ADs9zvc4PQBDLL2uH2093GwkPQX+MD0jYAi9cayXPDchK7wbREc9H3gnPB9yyTsi6M47HRoIPaPiLz3cLDU9GnksPd5z9bqRr9A8lXJ7PEOASLyvKPm72K3QPNwgxry55xw94lDcPC4vSz0BGC092Hg8Ow099byWIWy8PpoNvbczK70vs5w8RcmPPG2VqTyfO2Q9T3TSvCWdEb1BJ1K9Y3rCuwLmPjwDRzs9lbUdvbWGGz0U4lU98IdgPTVWJrs9Asq8\\/fOPu1WwrTxCNw49zAgvPR4Iyjz1m6S8I+lnPZat\\/rx4Gkg86NJJvI65a7tJXSm9V3cxPdFWND2lSR49QrMqPJj0I70I92q96z4yPboW4zuW8tq7UORbvYafB71F1y68hdjzPA3EqrtuMNW8alQJPZSVEL0V9z+9oCo8PWQjG70pqyi95udXPQ32OTwUmz09df7gPEwLB73d7JG8KmA+vaYbPj0wAQG8CkRxPE0VwzsFBDE9vZsRPS6OOL1Dehu9phwFPQ6gDj1tUNS8rmjXPFdJCz1fSRq93V\\/9vMAc2zymlkE91dFeueuZ0zwoqzs9paOkvJLogLzKOyS9sOUovbvHQ73ztS89FyskPeEQRD0tiZi8au0NPN4YqDpcqji8oRYZvX4yzbugn2e9ncRiPUhOCj3JlR89DNE\\/vRsnL70Obpc819esPFj9xjzOlYw8VCr1u46ROD3v\\/QW94PfZPG0Wjjxn+cO7vCHCvNLJAb1pE5e8qRAtPRv2qLxn3dm8lN7ZPPRGO71P3Oy8QVr4PHCqCL20oh28MxM3vWlKrrxEUCG9XYGxvMF1lDsjrKG72iSWPJVIQD1VIhy8Fxc\\/PWaSIz3gzcs7raE7PJ7mBj30Nca8Dvpuu6maaj0v2wI7zTOVPOX+8jybFqM8DsoVvev3t7zIWr488YaaPAr6\\/DyZQmQ836YCPSuCHj1gYEO7uscbvQvEijz4Cma9eBMgvcjj\\/byv5EQ9QKYxvSaq3jzDuA49A30nvNH5YLx\\/ihm9iz80PXi6rbykucE8B2x1vHhEpbynHF49uPPRO\\/U2ljzjDgE9Q80JvHrgDz3Cgu48Na4MPWSMOL2mMMw8df\\/zujk3WL1FthI825iNvKF+JruxRGg9twwEvEsjG73ejFC9bhODPPgGOT1iiLw8NwlcvaDGPb029Bq9oUMRvCFFGj3E7Gq9qPoZPWLflztjWSK91PBivb9xxbzKdWA91KlQPVJVQLzz6yw8CnVPPW0NlbtAKXy85vYAvet+Fr2kJx+9E\\/0UvFCdRD3WKhi9tUAVPWkMt7xpbKC8Az4cveyTGD2uDME8O8GmvPCAqruB7jk91McXvf8cRD2T7SC7n9ybOUk12bvhQx899xBVPSoqyzzotC09Lp5fvbK2Hz236ko9X9mzOgohaz3jems9jkFiPbWpjDwxfm29bzqIPChAcb13iWk9J\\/c3vWFIvTxx2wI9Lt0ePfo8r7ovBbO7hmfNOuoFJLweBbg8lj9hPCJ6Uj0GCSs9sXxlPUJDCbxeKe68ozUcvSFbUTwZe8q8+euGPNixbz24uOe7cH\\/Wu0jsB7xnfWc9S13lPGtROjvBnIM7WWbAO9Q0Ej1lHfa7+hwHvUD4Kb3vd5s8n0gXvaZycL0JgQU9cZRJvX2+1rs1ChE95pYGvVNvPLyHXQM72S9AvQjDFr1OsXm8JXMwvcDatrxnwZ071\\/1LOwg0rTxKNGy9OapOPX34J73eXTE9zuBLvbo41bxZ4ua771tqPRZJdTzOLSw9YSXTPA\\/Y+Dxub6C8WLqwuh3GKr2pBZs5otXQvNDm0jxW\\/KE8ozz8PJ9Ob70WBhY936HEu8gcgryGEFy9ra4wuztvNj2Qx8g8alTSPBKrOTxS45M82u+ePIuMFT0PMjK9\\/b1JvGkDuLx78hq8HM\\/0O7EiUT203rK7q6KauqPgYD0PbCk9\\/\\/fcvAdPYj0vzEY8HPZGPPlAnLxoETI8SUdlvJ3EJD2rGku9DKp1PNsOID0uukg9Ew52vC7J\\/juBNvO881DRvG8Gar0ZbsC8qdVTvbxJaD3jnc67Ch8ZPa5QSL3w1FY9gDg+PMnLojzLZRW9wUmPO\\/qyIrxpn6G80+hZPaMTSrwxLSI9podEvZIzEz0mNDW9gI+SvHAnIT2dJt88f1acvIFOJD0ksOS7bGE2PfaPTT2yLEc9L\\/ohPcQEnDxYBSk9Sv5gvUDCSr2Gldg8HBwMvZI7RT2Nke48SYoovQ\\/vJTwD54I8b1U\\/PFbFpDyCdFc8A+6zvBZg6jwH7Qi9zkBivVrOGb0+O3a8Pg9VPZnKUr0Fem89TIBtvcPcULxC3aS8UlA3OtF\\/VD0+tZO7o+xivV8LyLyhqik9E9GiPE2SUr0RhhG8FinYvGrthbwCJxm8Ush7u0KSGzzlYHC9xmoIPfrvD70uSQE9yShUvQveVr21djK9pOFKveFwObwOqAq8xRkiPLXkZrvss2k8N+0JPRD+07z9uR+91fc0vSj7DD3\\/0Ts945T4vKFETr0vOwc8IM0pPfxvujw5N\\/88mKABvRYOqTymx1y9ivEove7TRTw+q248662SPEoRCT098ni8v7v+u9hfS7358QG9Lf+7PPrkNz0mHzC9aQ2OPAlsFzz1r8y82fkavLR4eLwrkhu9FdaqvI4T6bu1xJE8\\/SHfvNqtW7wgA0c9sNILPIadY725cfK8PeY\\/PeRV4TsanUI9j2gyvOaEb71hjRe9Q6YGvdsnFj0s4jw9+6fJujUIGT0NifW8OkGXPFqqCjwAgik9kbMKvVu4VDyP2ww92RJJPZ8kJ7y3c1o92hP+PK4HXb3C40+99xNqvaTY+zuhZXK85RnqPOiNmLx0\\/UI97Xo8Pe8NT7zBiru8JeUYPZQB0jwFCuY8pe1IPZyiYTuqqEw8C2T8vFGQj7yC\\/d08b8Qzvdspbz2QcEq8fW6MPNGEDT1rvi69zMQrPQnRNL0gYg+9EVgePdB7fzwUZ6g8y6gvPYz0Pr0zfBG8XVrLvD91Cz2uHK07kTfzPMzSv7yfY\\/Y8dwRYvWMlRr3UNyU8AVXhvB+uibz2ghy9nEIWvRZhPL1sG0M9DnvnvJ4+8Dvitbm82RUvvFMhIL1DJEa9YtI+vJDYgzzXqnC91bIxPeGuS7xr1We9gihqu2DdWL02kua7YYUdvQyh4Lvk3wU9Kl5AvX5omrzYtV69CA4OOszuGrsknaE85Ys6PYrVlrz5mtC8iB0oPUws7TysTxy9uoJwvQxa+Lzh2sq85a1WvU8VWr1Yi3M8XT4wu\\/mlSz08gF092zh2vMLjszxmtU88oZZsPb+zNT18z2k9eBI3PSu4Bj3k3lK8SSQoPRytTT27SCi9HXRfvLfWAL2L71y924\\/nPO0xZjsBAFa9zsIvvflEQD1IhbC8aBcEPDhS9Lykfjm9TBMmPHJ+bL0qWDu9W5sLvPJURb0wN+e8\\/MEuPfRpvzzmLj89DkMXPd3Rizsxf1w9lYYRvYKb9LxsI0I9ncz3vHPW2ryZWGc91iQdvCcUH73\\/vi+9fnnuPFHtTbzn3QU9\\/mA2vdb5sDwdYrU7ekNvu8R5xzzcAA08G3M2Petc8Lzfcgk9yMIzPQKd37oY8l28NDotPfUAD73VtNk8f5xWvSwM9Tw20yc9aKMHPaUuLT3XM1u9DH2\\/PPDJYT0Y6F89xLKuPDM0Wz3rZyk9TO1BvTggDz2shbS6zB8IvTsFvLp3D0G97drmux1MujsqSwa9VfMRPQxUjTyEa+E7Vjv5PGyhTz0U4BE7nBlUvDjOYz0rV5o8XRnBvPQOrzyjVe28qf7XPO3pP7yMwxs9EjBmvCyJFjz5WG29lRcpve0j6jyeKAY9QjBPPYUjBjyEieW73rFQPLkcJj2bwKM8yoktPT4Bb7xF5jA9aqBdvQnzVr399gk9Cf\\/Tu5ZZorwH6CA9M2lYvc7Mcbw+Nt+6ErcavSJP3DuJcEu9X9jOvE1TD7xG5Bq9bSDZO7x+ZT2Qim+954RPPM8c8TyXMzm95KEIPF0A4zwmKYU7pgsvPR13JDzTj3U8m7lWvYWvVrwSHy48oXc6vatTMb1cQZ+78UbPOuU1FT1j5Vq7f8OyvCwYGD045ni7BGtvvV8nibwGF0K9DOIxvdEGaj2pbXA9plU8vYnC6Lwg\\/VW8XWlrPdhxEb0\\/zao7U0f\\/POCG4jzOnRY9uPxLPFaQFb2r2z09JMmmvJCMXT17mXA7GroZvY6G8rxOV4E8AkBzvIMmZD3XnjU9WH0BPYGMQL0rApS8\\/3LSu+XKZT1CCcy8pee4vMvZBj2QLUI9DqbgvHyiS71CfAo9aj4DuzhioruPVVC8lsNkPFeH9LsYGAe9grJsPc6geLtYEhO81WnEuxvDxLvTeng8UBvJPPxfFjygQ7g8OlDRPCoAED2eeNy8lGxVvR2nDD2LH2e8WDZlPLSdzLzgi1E9nDTZPJpwcD3klk+9b3VRPUYF3jyGSs88RdwpvKrs6DusNVo8BPGlPHIhAL2eeig9YPqMuzwVYj0JzLi7DrdmPZomIj1W7CQ9G0MUvQnPNbwEIJS8zNdrvVqkHD0ovUK9fxDJvIUiJr2OwFU9HWZtvQu2Vz2m8Wm8T1WEvAoFrzy9KwW7r4w7vXHABju2YhS9dAycPIJqtDsP+GO9sqUzvcSMbT0KJCm8xetYvbE8FD0KZhq9PnmhvJ2QGz1\\/MtY8X8izPB4A7TrOpua8BZJ7vG\\/BibwAN3c7j\\/w3PdhpZL3sFRC9pNDlO9Y1Rj3MSBC9Rnr8PJKiMr2c9AU9XNVFPd2HVjx\\/hqe5SwVkPYzU2LzYVM08PRrSvCzwdjs1FKs8u53YO1R3Eb2aZ\\/88z1vYvPCa4jyvpN+8nd8xvWjHw7zkmhw8ydUvPa38DDy673S8Fyb\\/PIkX8DxFSz896ClHvPXTPT35ueC6JIkpvfDVOL3spa88ppm0PJ6Kzzzv0WM8I5vYPNFnOz3hyAE9GmgGPSl6Yr31Riw81Ya5OznnJ7wLwe27WrK7PBE1Jj31UTQ9jbJTOo6a6jyXdGS9R1VMvTzaYTvrBWA9RDBlvYUjWLxOIFe9YB7DvK57CLuLPUc9mp6bPPI\\/Lb1BUF48GaZHPef1P71KbCC6DZAOPMXKYTxc8TU8DWC2vFoIbD1ZSLW8EuJHvd01mzzzFDw9HQVLPYv2Vz3YWFO9s8AqvdddTb1JIRk9hukaPLi2lLyGYgA9UkO0vAffCz33B4I8ijM4OdwVLL3KcRC9ErEHPQ07frwkpkO7fopjvWtQkbwMKyS9\\/67YPFKOEjz8CDu9cP28vHwgQ70GKC09A3dJPVKgH734SCm9w40MPVvjKT1N5tk7abgXvUkLkzw6MDY9dUAIvQ\\/FpryWxD29HUXqPPxAKL3ceOe8qAz0Olg1Er1YFXK8rqIWPe4xxTxBzzG9y6wCPZIyZb0UgGA8ItsQPVCdR7yzslA9CsFePFjevjzMsUw62a6Su7mMRjwua2e9bf\\/Ju3iMPryPjks9SOvGPNqqWb1blBu9aqeIPESfET1lVQM8H+9NvaVgCr2uaxq9iWUuvdQ0mrpI4f47lwpXPf1h47xtHCU9eiUmvKuQMD2z3\\/Q8Mx\\/BO7jbSj1HoG08dPFNvXdz5jwqh+68lN4EPM4xg7tgsjE90tGTO5VgQT2wM1U8duYpvQnxwzxQpsg8xzaHvMKoiDvwDcO8Bn5cPbnSaL0ihB89k+RSPW1fMrw4Zys87a9TvWn9Dr1kpti7cva+vAgnVz3GnEQ9imZGOuNUDTzvdWq9UjC9vLC0\\/jyfdQq9NZ0hvdRsJL0snqG7TB5HvaC3wrwJAii8LqENPcUt5TwGa0Y9gGWnu6g3PL3GPVa95jjwPGOsnzxY21W9KJyiPMKFUj0NyqQ8\\/dwzPSHdAjzdgwm9czfevOS627zGM189SRf+PDKCVD3b3Ee9NalRPZXzUz0sCeK8fdaEPDZ3Tz0Nr9C87Y8nO6vfAj3qxN+8e7oDvbdtKD3UC1u9ge+LPGbV0Tyx9xg7XjInvbLm0Ty1OYa8mvrNuhk9YT28UCO9BeOdvB9rujw8I0K8w\\/byOmedLb1ngQG9kEU1vNR\\/Szzu7vS7pBN1PGTvDbyjCzA9nRlmPUTJHLlhVE+8Ta05PQzFOD3KjGK9a1FvPdiVmLyYaFi9xfEzuxTXEr0k3mg8T\\/nAu1BVhru3ori8rToOPfniBL2uZCa9N\\/w1vfGoPb35sSk9rO8BvTZtozteLXi8NPBlvWNjBT3LA209BSvuvOnqTz0FWjM9dCq6PAjHCT3lAU49gxURPfI+Dr1Cjkk8x1MHvcSUCL1KokY7tfr\\/O2JoTj2Z0zO7Je5kPXmZerzU9UE9WfdjPLKuOry83W492SXLPMHGDr161JS8Ti1bvPvIrbvrHok8POJPPboPDz3yE\\/k8QpU1vRrPEz2axQg83y5APYjCm7wq3yA9qk8mPYmXVT0Gtm28gwKkvKAHd7xAn7Y8dbBhPZ9nXjzIFym7wUcevIDX4zwNz1i8175IPJcnPzyD3229zhxsvYPnh7zAs5i86pNkPSbD7Tzixwu9odUSPX+JVb2i5ro8ok1CvAmfOr3ZSmS75P3\\/O1D5Jj3pwFG9sapFPV4kVbsA2qm77QiYPJgfJb39ile9adgtvWMzDbxGEiM972HePEqBOz2KtL+8plGcvA5JtbwRnWk97nuzPH5tuTwJXj48CyFQvTpP0jzz12e8vbRvPY+S5LuqvS28dX3uvOvFS7wsejo92NeEPL6+17wlEhC9iTZMPc0ZlTvG\\/iS9H0JePQpbU72CRuE77GzQPJj3Eztjapi8SzILvB5pTbzKrMW84xrRvLjjGr0ZiFg9ybPnvPndwrzqUSO9d1m9O3ZK\\/zwreEQ93+Wbu7JBEr0\\/2yA8MLGtPMtByjytPeO6fnI\\/Pe9Kubx\\/KiI9cEusu9xpQ7wWO2G9hzFYPb9Q7jxIRg49TTcLvRHgL71mJbo8wwoOvDa92LxGdzk9b7FGPYaIMr07z289drDVvHw4Aj3vtTY84lYXPQyiY72itmo6KH1oPRA\\/Ajy4Ucw8zN36uhyTAr1nyqS8ZLEWPOYALb0uqk+9U3SHvEvaHr0kmZY8EzvKPIr1bz2svjO9nyyfvCxnTb1xEQS9F2B\\/PNFSJbua8sU819ZMPZkJTj3yI7a8bgreusuklTzwgg29VvQMvKonnbzCSLy8xRIvPd7pGb3Qvx089DT4vLMN7DsMx+O84NL\\/O208mLps+ks53vo8vfCGWr2DXgy9lgdlvG9PcT3Usto6I4FDvTxhQ71NXhE9n5bGu02vWr1DpCc9DCZgPZS2rbza+zc8aUvsPAT02TzyuU29RZc8vezanzzaLzC9nlo+u4cuWj1e4ui8cvVNvUA52bx4ykC9F7cEPWQowbvuix49nQM2PepYCb0jRoy8TUgnvVv5aD3DFq8887plPVG1PT23CZa8og2OPN7nG70b9QA9VZNPPRLjK70eWxu9kVNyPBVBeTyeajs9Vgg6PQCjIr1m7zU9nsNoPZbNCbzalny8tI+ZPEasBj29oL66fzgEvT6hh7sK+oU7QNGVPDxRT70S+jA9Ci8oPS9IFj01\\/so8bTvfvGdQ1rzuBIK6XEZxPUBEAT2R9pY89XdRvWfgprxnDSU8AX25PNVdB73BIwG9QxPwvDyzZTwUihK9ERzMOxPOVj2Sdyk9sanYuxUwID0kwse8XoHquxhlRr1DWr08z+tTvfmdHb1AaYG75BRwPWXdEDt7Byg9lyn8PKTrprvwrFu9jZ9SPfONGLyrhNA661v+PGdJGz03nmy9lvAjvCzG7zttUbE5xOHoPAbe8DxQ+SA9yf\\/2vLdq7TsT7kA9mesfPSKUQz2QLQO9qQ7DvOBGRL2z3km910+XPBnTQrw5ZL47s67JPH132LraeSu9idcOPUdArzybnTO9HEjCPKhAZj2hgmi83GNrvet5e7wH1rm82nPgOz1V0jskewW802RgPdNOArsN2Xk823hbvRNBML2gdzg9EzcvPVzB5LwEXm+9leZRPfuxzzx6fYK8zxVhPIfRobx7ICK9a5KpvDGOE73cgNq6gshiPVktZb2tMtA81mshvSxP4Togqjw9RHFjPcxNLjyO7zw90V\\/oPEMI1zx+fts8MfQ+vVk9jjx8fWo9L2Z+O9YxPLydNxA9LFjoOljkND38oMO8zytlPeX+LbxHOLc88bk6vUaTITyAbyM99oZXvWsvST3pphA9Dw4DvRT5Iz0v9i29hy0FPQtCdDyn\\/NW8MzcSvQtMAD2AmHs8iFSTvFcqhTxa9hs9GZvFPH3mNT1yLEY9mdmFPNf5TryrpgY9sMTAO+\\/kqrpDL4a8bDLxPMVGKr2M5pq7oiNevcAnxbyVt168veAwPcHos7wsPvy8wRpmPU\\/SYDyw84Q8iXsfvU2UQj0pg0K99tBOvf2n0zzGL0m5vfSqPJuskTzF2IM8PJYpPf2LVj2Wz8W87F0Xuq2ZaL1FjCY8UIRrvfaYED2hPj+9+pfGvKnSRD2vY8E8Vi1VPZN9bjy6cXC96MH\\/uwr8+rxwejG85B+XvL5ROzu5VhI8wxwuvVshVb1ploW806U\\/vdPQ2zwDRo+8kzQ6PdEQCLxoRj49QK5iPHXSSD3Gmyy9Cu5RvdHrF7ouxle9wmo0vdv7qrzma2K9TcnkO+OWJz1EGea8iPkpPX14WLy3EVU9SoVCvMdeZ70bOvy7rL8avbNJMz2at1o8850fPY3URT2m1fq8yT8OPQSLyDq7r0291TEsvDwuab2h1kY90zRhvci+ATyrIGM9NxXZvKKyQ7yQz\\/k8Rt1UvF1AOj3LciA95y2gvEQgML3h\\/jM9HHGTvESfUD2PWxS8X802PXRMT7zWgRo9Jv4GvWCh9zw+IxE9xNUjvRsXxjq21mY9q182O46uSrnndD29VucWvYH1Bzyky+q88kLiPOVhYb3FeTy9NU8KPaMFUb3Upxw9r2vJPGxVfzqgaG68HuriPLQaPD31mvM85VYIvVthibweWAQ9VwcXPamfEj0ZlSA8\\/Q86PXQqNLwlMyU9CMkDvb5Waz0nYCC87OY0vdeHYL0dTs28uv9CPT77BL3LaR096FyQPJQQQT1nQ4A8tXg0O3iOAr0kYE496zJFvTlTbL1xTAE95j84PV+EHj0S0jU8JIA4u4ytKT1vJ908s7gHvQ64Dj0Lim09fiNuvcmqYb2RVM68ZBpKvZZpPD3GEfc8M9yzOwl0rLvHoQq9Fr5CvWw3bT2VS4I8zq2MPINq\\/bvQ2mG96dsuvUA3b7zi7C69p5L0PMzCaD09hAK8hOpRPb4wNr1pNR29HJ+QPLydIjsuzNi8cE4quyXOOb2iqfq8sIlVvcsnZ7xVpEs903L+vPMqCLtKn4M7GD9hPSTfdjz1jvy8l\\/OxO3v8ID1j4QO93Bb4PBLSGrz7JE89BmU9PYm057znj9Q81LhjuzIuwby+UV49GPhfPe0K1rz75qo8CW33OyV6VD3rAy49vSM5PZGzIzzf1os7KZV1vFQ\\/Dr1D3NA8H980Pb26tzstQlG9qLv+PPeyVbxq1Go9+FpOvckkY73vJle8eRFmPdF3cL3KRAi8Gi2\\/PCqGWrvyZVK9v8WAvJAW6rx81de82aw0va6mATzVQaa8AXBNvZdbsLrr9CQ96P2QPOn7fDshEiC9HW9bvW6SMb3EJ6K7HG1GPGyyzzvnbsW8b5wvvNdQP7wFCkM85WzDPIiPAz0ideA8GzKvvBVM\\/zxI1Yw8pl8jPfUI5TwRATc9+lIPvCIVx7yKuLw8DAfhuvhZWTxUagI9bdUJvFF9pbxCRW893OueO6w+Tz3Zch09g2L8PI0ZcLwu0Vs89ZUxPfPY2DxH4X0889hfvQQm1LxGX9M89oTIvLd6Db0a58+8J2ykvOW1Zb1D4jy8IRY9vXteOL276z+9dFxCPXvXoruMDS89I36qvCTLID2ZokY9SJUuPZ14NL2xje+8\\/lyrPAQTELz0Bj+9ZS4RPZaLBD14Axa8Iq4IvSbJKT1HKg29IfJOvdMxe7scE2e8fBDRvLgvobwvV1W9QM9OvXuAZb21\\/jm9QDipu2P+xjykFjG9znlBvciZILvYVA49LDdnvE7HKD3FH0A9zzyzvGblAb3\\/92U9YOCuvOWV0TycKwO9PyFrPVEcKL0uaRG9AESuvIOou7zxEpC8H8JPPaCvuzzWJyU9iGcmPPYnLLupvjW95l7KPC60MT1b2m29cn9nvJ5NrDvgTx492FAUvVv7BT3y5ly98X5mvWoH2rw0xzS9NcLFvIajjjv3JVU9vIsdPSFUrTwsMhG9hRdEPVjkOD0\\/KbS85h8jvRyJ07wTPNi8CzsIvSQN0byVZB49hTjkOwkwEDthrfY83mD3vIsAEb2tGBk9UTYrPUQXnDxU9iw9XBGHvGeUHD1tXYO85vc0PLAHbj1Khme9H7HpvDHL2Dyaxf+8rCUUPZPHXr2ihla9BZGUvDDtSDzVZb88q7GduogOnDzX\\/Nk8CDNgPUzWBDuL0po8eTs5PcMCB7yhCZe8PxMqPdXFoTsrUd05YaHrPB2jHLwxaEe9P7L4PODWtruPjR49N4gBPKew\\/zy5JlU87ExpvYlpIL3PJ269NZYOPSqQsDyHv1C9U+M7PZunCDwnTXW80EYxvSeWIT1n6Sm913NfPYa6sjz7B928kZCjvANtcD2RAQa93Ua\\/PD+Rwbzzbne8dXK5PNXLDz1ZJ2Y9JDsdvXWAWL3lykw9BZL8u5B\\/GD2nn7g8OZRVPXVga7z826i81dJoPZOMO73cgBS93ixfvel9Qz1PQDU9ebRlPHdPJT3NIZy7N8vyOyNAl7xZsUE9M4I6vbraOj0Q\\/HG8\\/uhpPbflAb3IbFK8i7gyvd0\\/0TyrLUc9yRRQPTQFdbslp1Y9zVsBvS\\/bMz13Eb+7DjpkPV5fmLwOPvC8GLXRPCEbpDydy2q97Ir8vKH+OrxrndA76ygEPbrCnLsaXhg8Fx2rvA+LF71pZ2u9yiuduzMzzbwXrGA9sKYMPSsr0zwpYRU882aOuynIZ7ti5iC8SX5iu12FQz05SAi9+eXRvH\\/kwbxs9Lw8MIXDvGfOL7yxBam8vqphu7SdZD2ruQU9sY0AuquXRj0FbBm9xbfjuLLoujwDvR09DBMRvH8SwLszC9I8HquKu\\/txbj3iUeI8GOQLvXVcSL1YEr076eq9PFlc+Twn7lO8bVIXvbZvZD12ky09EQeJPKWBRj3tbka93mkAvGDXkzx5Mo27OO47vK7XgrzzFjg9r6BNu7HeZLxopRo8le47vWf5e7xary091t3BPAO9D7yHsC68W26bvG+3wjx+Ih+9tL82Pb\\/RvLy3xrC7DrLBPDAfPT0X8Oy74rIDPcj9RT27oBE8WWTdPLv7GjwTP5a6QrWhPDV4prtsPzA8QsviPC0KF71r+B69D+0LvDBnHT10h2W9kwjYPGMIVz2BUCw71MtJvUmhlTw5CLa5My4dvfmFsTwy12K9siwBvTMNVD1zOcE8Vu3rvIsLDz1S3cE8t\\/w6PH72Jz3SbxA8qd1gPaip1jz7hIy8yfpCPEmAQb2mCp48xKg5PXhsab0By0m9YhKmPOKmC70Gb0693KsavMpWTTy45cK89VtvPFm3Q7t5OxO9pUbcvET+brzOyTG9BOpwPU+BtDxRoy+9Mq\\/BPCi8AL370CE9AsnBvGDZVj0GGfC688ybPMuURbzbFjG9vnZvu1ZPzjx3NaK8n3CRvAGW1Tz84Xw8HFFBvE2xRr2Y9Ko8rrSuu\\/jg9jqH\\/xo913+aO3L7VrzJPmK97Nv\\/vH4LDL0hSGi93w0XvSyrIz3G1Wg8CiMnvRzyBD1\\/c0O8GStcPYWTvLxL4zw8H8TEvEhi\\/zweKBq9y0LYvPhrZ7yjwfY88KhQvR8+nzqg6jq9PwLwPFVzprz0sGg9IS+9vNmfcjwybWI8yq87Pb58MD0nPdI8vCNOvEEFbj2reha9GRYaPafKWD0u1pI814YevWgBh7zGHy29fXTvPEranzwItTe9w5fQPDGzQ73tXTG9ERQTvX3GWr1t8iK9UUUUvMTwIb0g+ha9dpBvvKNmPj1riO685ABRPei2YDv4sAC91pJtPQWRjTwje0g8MV\\/kvA92CL0Gbke8opKYPC+L2bwdRPi7F6UlPTlEmTx35XG8js9hvbrrTzztHr67Qvs1PWM+kjym4k28Gw0QPTXmybp3JwO9hyGKPLrU2ryGCCQ9iVyxPGRvuDxe0DW9LAwpvBIh1jwu4TK7g5ElvHDLOr2w5mC91pkQPB3WBz2WaCo90Li\\/PDjcWj3uzEs92hP+PCVBYD3tXpg87jRzPP6yPj2ZIkC923VBPUJsWr2irVS937ggvRzu1LzzQmQ7ChtJPShOLj0TIhI7TsuJPLQ7yLvyixy9EJ1qvYENHbunk0O9NJdKPZufKTyFUsA8tBvVuyVTcb0ypvm7MZvxvKmJHjyD9Oa8V8wIPawRdzwmBTk93c4NvE0QaT2gIi29zBnmPDdCArxBJfo8kpF4vG5qWL0pg5w8c2u0vA52ET1AUzk9S85wvRF1iryeAl89hYo8vBKjQDwCa4q75leCu5II3TtthL68bTdFvIwk+rx\\/EkY9n7gkPeK0Bb2L7Oy8WI8FvXFPMr10LWg82MmrPFIlIz0H5WG953tnPReqJz0ICle7rnJOPd9pDT3w0wM8uAlSPbA3YL39iR09qMfDvMG8Ej08QFO75MtGPNvOH728o+S8tzNHvGTBFL3CQ9U89gvePCRW2jvcb408Wv2LPAXoFr1kkqq8LvNjvVhuZT29Mr28peUQvaVCNLzXpzg9LgWWPE651jrPI0y9zkI+vUmvDb2eYj494rqnOxsYT716Seu6W\\/QOvR7C9bqh9Di9cLG7uwVVMDyQJ788Gs+rPDHOLLzXKvQ8RDqovEE4SL3Ha0c9828UvI92Xz3FEA687RVvPVRAGz2Tvbm8PotLvf\\/VTT3\\/7kM9pJ5oveQYQb0AQyi91wfRPHoyEj11RWg9VXoaPJGnyDwCVTi7ulYGvaZbDb1z9Ak85Fl6PPU44TzIoAm9ceUyPe0qMb1FQMi86GqLvCQeQj3oBYq8SxqXPI\\/20TxCvlK9i\\/1mvBvM9bycrlo9\\/zhJveiLNr3C5gs9BuhEvd+UQTqn3Ug95tAdPNidGz1Thbi8ZRc1PctgnLwGIzE95ZgGvW3bHT2qANE8HuN1vG7YM7sJIyY9etKdvLlZOT0C8iS9X2GzPL7NAr1ABm+8J\\/iaPLjD3TvlmKU8tdcyPdJ\\/A7zAsGM9LCG0vBObb71mmRm9D9HovNxlODw3f6u88P7OvKGftDw0qEK9oNcSvbgaGj2b6ve6ztokvUVKeLwaWkW9yZTeutdMPb2XjGk9XV0JPR\\/q1TvPyTO9D8kNPcbfHz0mjTK8KBxoPdzdZz1w52a9HXtWvRsh9ruQrd05+74wPXmTSbsEUT88QFQqvSSnCjyqf1I7wPU2vbgI67vs4jG9V+YAPTtt1rySERs9VIl8PE2ynDwrKyk8mwwevViNEDwdBQQ9bJsDvZKgPj1JmRg9DT39vHnIuDy5\\/4y8degePfk9JT2kcCm86s9ZPUI5TD1Agly9Z2xbPSR0prmh8cU726QlPeZYY7sOJme9rzisvLiWUj1Uyxy9qfWDPPqpfbusoB63C1sNPeaeXT0Pn4y8DSFNvP23Fru8QMu8oJqGvNvlizx7Jec8GKx7vKeLa7yjSRo90w2cPBMqKDqxo6U8AOXXO0V01Tv12fa8xcwkvWPXTL2VLii8LtkCvA89LLxnfzC9g71pvduuYD3wHlw9tnT\\/vAGbbb08oaA8RjFvPaxFUL2k1gM9PVIcuyUtUD2x+FW9b2kLPbXaM73orGq9\\/2xlu9QFCLyfqIA8q8PFuqP6TD0CEdS7\\/XmDvAOENj1RuOu8q9JxvAQYzLxqvbQ8jthZvT4F0LyccDK9zQs9OnHsE72I9r08ci9kvcYPTL1MDGu9azNIvWK\\/OD00u9w8XS3GPFM4m7y2BEg9TNRgPavRuTvdu3C8hj\\/7vAshizzGEfC8mraqPCpUU72oukM9K2J6PBtqq7r\\/uZg7QoUUPSGYyLx+5Ua8vcbWvD4x8Tz1uWM90MG+vPzHKj14Og69G9eRvB1IUr2Y3l+9IzyoPKZn67xV4oo8wJ8ovDwqLjzI9D29oidkPW6NCz1kJU69sfDVPMBJYLxwuEo90S29PObMbT1IzAQ6q\\/GLvBbltDyLaCS99F0QvaDW57yxZjg9DzUTPdanEL2VUyI9ucA8vcZ1Y7mgn269nd\\/bPDt7WbyP7GC98xDjvN6jQDxengI9M\\/ZGvMS2Nj0eKea8nyxQvTzjIb3KiDU9N4ePu6l5R70J7Uk9SRqHvPBCH73QvmG9DNpOu7lrHb2hkg89jR\\/OO7c6Cb38+lQ97GDLvIZT+LxnPO48lmopvQnSeDzKCV69rco4PeO0cL0na047Xp2wPIHFDr2SiRA9p6yoOEeiE7178iA9Bv4CvaETpLyasle9q3qgO7APDj0NYDq9yBBOvcU0hLyrNzq9YZdQPR30ID1h\\/Qo9T8rRPFX3cD1t7h+7b+52PGUu07z5jza9yEhVvBH0ibx90Oq88bNlPcKhALzYfl69LIAWvZfbL71nx2w8vjpbvewpS71BlGw9QDD8vPR5zbzyQPC8FPQxPRvSfjyKRUo9brzlPHDhBr0KpWO9cRxIvHeYyLy+6YS6xb7lvODlRrzDRBC95fXePM4KTT1BDxw9zYX\\/vEgC8zzvVYa8yvGTvAS4Uz3lnQM9Nx1AvYyj8ryzcOA8lUARvWfbvzqwXkA80ekEPZtntDwrPRo9AO5ePIg4Wzx8ua482nc+PdH98Tyoyta8JRxUO2V5ab1Rf1c90NNSPXHKNrxBuAI9qapFPbfEaLvtBO+8QF94vP0K+bsXzwy9LvWNvGfaLz2r1D49CJcYvWxRVL3C5x69ouFfvX02kTtorG89p3kaOxPQzTzvizQ92ej0vIdGeDqelRE9IJ\\/IvDCpZLwAy3s8rWWfvHhVUr318Qy9+KudvL1nvDxRlSk9AhkxPFHqSj0jtqW8idloPZ6fL7s6amk9xqLMuw8n\\/bzj+Z+8mjTPPBwzWjwHVwk9rKzNvFxJDr2YN2G9jb\\/kPNCwJz1dZsi8Ud0xvW9vTz0NVVM9HIqTulxtnTyOhka9IEmmvBPhuDwwi7A8PIiDvLk2PT1pUh69aW0gPEFODDxVmSo8KL0DPdmpnrwWMle9RuyeOxF5Zz1ABY677MGKPM8aV71l+kw6knAIPbMlOb30Z6Q8emFFPeIBXbyuj2i8IEZSvUgnfryhB+U83fdwPSYaB73SvpQ7wjHrvJ5ssLwdnj28VzUDPTWJGL1Z9lw9H9Q+OkWlXT1XZwG9tkAhvQ4JgrtgBDi9snNnvT7y8zyAlqG8XVAvvMbdLb2NeSi9nLwiu0re\\/rzKO2I8IRDBvO9MB72NyEk96YoZPWuiYb0IhRa9N\\/c5Pa\\/nXT3EkDE9FAZ+vCEDlTxO+TG9lPxNvV1vEr1dLqI8hhUyvYK0vbyL9l68Hr6WO8hQ47wi77q8V6UCPSDvZ72o+pM7mesNvUomAT0hLF89frArPTK\\/OjwgNw49ylXjPD5NXT1HG0s96crYvFwIgbwK\\/Em9G4lNvWwwizxIUWm94HGautOg5rychEE86EqtvG6o8DzfQEq9kF7tPL3dJz3D3488jGkFvc1I3rxlcRG9mTTwOr6GOTxMqe+64noaPRyJFDybcbM8tVO3vGGKWr3eB1W93aA0PQ3OAr0SGxY96tgnvd3vYr08MpI87\\/3cPO4COD2Yb8U8nlNtvdG4bj0SGho97gI0PSFCOL1cLBM81yE8PYrzIL3jeQc9xS9kPM8kBT0U0Ss92qgLvT4ke7x96Cm987VZPBsXgTrLrge8lUVPPWtOVr38GWu7b0HBO4IYiTzTuLa8QRJbvVD2Uzx9Jg09H6pHveoyMj18vQ+9oxA7PeOIHr04s7u82GURvfrU0zww31S7CnsiPUXqn7zFQYE5NbtRO0uq3ruwuK08BXuePGLSYD0edPY8PdvwOvAUNL1t2T489COqu+ePaT2k5c48an0+vD1zL71\\/iRU82j79vE2RUL0TFBs9ckwGPS72F728h2g9GmhfPUn8Mj2kvzU9huS5ujtdDzzKGVQ7bJsNPefs6LrHH2Y90fe4PCfzsjvxFE68VraxvENtmTxuyx491ARrPeTvt7wB2WS8YEcvPCYw6bysmMC7y0KhvE6P17yd\\/4g7IbQVvd6nVr3fEDq9qpEmvStOMD26bNy8OZvevCsNMz3tYXa7i++kvAArpjwn6jY9gTd4PK35RrxVgM27EcyyPFpGujw1GJM8r0ByvM8NvjzOzES9VPNdvEIPzzultzc8V7dCPZqt4jtoKg+8\\/lEbvWBL\\/zxChsg8MKYvvSUwbb1lYfU8vUUgPV4ZVL0KUWe9WSsFPUDS4Tycvju8e13Bu5rGj7wNhkE8uAckvQXzVb10Pog8UPnQPMjJEr082A+6hHAsPQLwF72\\/ci+8qIxlPUONKL1OnlI7q0qCPA3P0jx5+Ta9h4e7PNm+Fj2nCm099s8wvYkJ4LwVCxq8rv8CvXzbZzl2pvE8XtOFvK4JOb06B5w78btQvOqAIz1s5r+8oAtLPObMpzw8Wb482lkRPY0FArwzz049l5drvciS7DxyXpq88WbWvIXSEz3e17i8hwP2vMaQ6buZT\\/28Xh80PT5NYb3ftlw8yklJPNY\\/6DwDDWQ9exhQvO3yADzWDpM7iAMsPa7jsbtwtRE9M1c+O\\/rdyzyQAwk99HfyvI4lWjy2qYY8BUqJvIcqST3LdCI9DTvVvI0Q4ryo\\/TA9my6WvMaiCr1Db249c1ntvJZ9yruZ+jI9A1CcPNW41rxHlDA9rxAPPMagQT0dpH08vX8dPRbRIb23wcE8gc9rPcEPZD2zqBa8BPxoPdnLHT13BWU9SmUwPZjZgzyubVo9A6NfPetEPj34Q029wYl0vM4eoLsq7S88XHNPvS\\/yUL3EP8A8uoF7PERoGDxyEoy8wQRnvWl8MD06bsU7JFwavTZiZ72xbQW95q8wPdjax7y4LWk9gYYpPOf2m7wLImk9LEAnvUkkIb22PyW9TLaQPPQN9LycHd48syEWvT1s6bvvBPO8BypevYSakbwFcTk9n7ZVvQiNOb1PH9K8cWkEPZ+8OL0AEIS84fTKPN9pRD3AvTO9CUDWvGuGCb0uIAE7jskkPSlhMb009MM89zUsPUpTG70eMyq99QtmPbn\\/bb0SeVc9xzEmPdd2ED0BoiG5Uq+nPD3\\/Ub2L66E72q8QvZxuYjsJRXy8bR9LvWXdrLvBX4S8riQ0vb2m47vC+xi94Coxvfaa2LwN\\/lS9RCeOPO+HTTwwzEe9V+AWvRIIAL3QFNC8n3ggPSiogrsme0M9oocEPEolEzyBTko9mYwdvQolzDwyXhS984oPPUYZCbx5Qjq9jgm5OdtKgDxHm1g9s03ovGMgaL0Y9ps8G8BUvEfsI73SWF29\\/\\/ruuyVYvjud8Le8R1A+PcL4Dbw\\/Ol6879NVvJYzWj1g7gM9dj44PfhDGLsC\\/5U8NG1mvaglUjwQvR+9CJvkPIJBF73jAvo7XzOhvPzavTvIiga9E\\/PTvC6+bDymPSy9jy5sPbGnN722HHM7jq5Ivfb2KDyn8eQ8Sym1vLYIB70zzP68BVFoPfubaz0IhLG8JO8mvQt5SLxbFj+9e8YHvck1Tb1imCc8u4dBPBgSYL2cbiO9hlDmvBTPIz1t5By9+5dvvSfehbxrHpA7jnkAvej0AD3zVVO9gFfcu0QPqbyTGsm8SbEOvSrPOrzNKQU9y+nhO8Yi\\/jtcR9A8tdTYu279qTz0p9E8gHZjvVigbzrFT0Y9nMkyveEuTD3LgDq6T8xGPQMxBT1gseI70godPazfBjwtqxW9KKgxPfDUnby4zlS8b4uFu6AhR7yq7q48l\\/tRPUilOT3iKQW91I\\/TvMiCCjwt0Ig7Rs2jvIFsCDxREZw8tE2CPENrQD3tcaS83ytsveRRSTxMU+i8w1TkvK37KT3a\\/sI82Gs5PLWEgbgFzD27ctrOvJmK77vnCi89wdIdvWPFVb2Hm\\/g8Jmvbu51u6zzmAS28\\/CYRPXaDPz282AM9G58PPIArSTxGfsA6\\/b9fvdMzuzzp3iQ8X\\/ADPWDWm7v3iU09\\/Q0vPZU06DpqhQ68kgz1vA\\/oWT0Q41w91CaKO5i4Nb3PAOs8mjgNPMpX2bwLGwW93qYGPXIKr7w0IUa9X9eZO7Q2RT1bB1q9pmEFvUkOqzzhHSY9B03XPHNlK73NETg8TVo+PQGwJ71w2G+6svdSPB\\/PybwCeba7Cg1bPRSkbT3G6Sg9ZMENvWsfwDyiCKC8IqY1Pcjb2jwEJ\\/47LJxEvZJqUjy\\/RQ+99U2mu77ZAL3mIgA9a8UFPPwo0ruWeUA8x3QFvR85HD3osJ68CbogvT0bP72pkRi88\\/5XPdFgAT1w46e864c4OhgIUL1jV0o9qOJ5PMxpCj28bfM7p2kDvYgSYT1u0CG9XfIkPVHjZLzbIiQ9Gr1KvUG\\/8rzMAae7u+NhPfAm2TwGjAW9\\/aEMPP6q2TwCwAG90xFNPW7AzryTt1u8bXeYvBuUQL08J+i89S05PcDL9Dt7nFk9pMEfO4ctuLtPzTe93nb6vC348rwR5Yc742YivUx+lLpAt6I8UjwaPQkugzyiV2u91km1PIi\\/D71KKQK8oRRnvVm6njysqgE9WR5DPV3qLju++yU9Le0PPYJw7zzr5pO75+9gPWCplryc\\/DO9X89dvadELT2ngRa9GOXpvCnGHb3eU7a8LIpFPUO3mzzaEWQ95AdKPeIjZT1DgmG8OIVnu3JSVDzeqFi9IPTOvIgs8jx9pXk8BJ9JPcrazzvFsMC7ztMXvfm7Rr1003o8dNzzPP0iEjw6tJQ8HZMqvOJx+LwvPtI8f2ZnPWUJY73RUkG8YeAjvF3k0Dx2BAO8LcSRPCqlOj2rqtK8agAvPcYIzTyl7Io5MZAkvXSOjDxJMgC9KgTqvKvuM71cxCm9DeIfPOppVr1Zadq7RrEsPaGKqrxdbR+9LyFSvWlsobxyNCU9BSVCPeIGIjw5b1+9lKtLvWYVgbuiEkw9RMqvvFm9LL3ug9w7lyDTuwwCHD0YlKY8h8dePbMNJj3kOA49\\/+8YPWP1aDz7RtK88QXFvO7cyzy6jCy7fT9Ivat2aDwCbsC8ZEZFvGbQW73JIbE8hULpPHVv0DwHMG48zahGvJ3EODxy7ku9aLnQvNkDobz+Qka9amsrvVEA6LvdrGU9XSxfvaFzWTynI3u8IxJ0vP3JG71L+Wa97pkvvd9IUb1s+0o83weOPKxvuTtqK2O9nlsFPIMqwjx2XCo5yQxvveVuRT3MdEm9zLCbPCQ2jDwR5+i8K+I9Pf9YA704BkS8ciCWvMMLbL25ZCG7tuxePXagnTpWTmq7JNBUvWNBJT0ir288SqPaPHdTCTnWntm8rVygO2fbYr3i2To9ECrEPC5BOD1regA9884XPZ7lPDoXvN+8JIvuPFvlOT3PMju9GY7QvFDwTD0klOA8VB1FvcJ9ibyVUwM94jrZvDNvlbw45xo99c06vYW0oTwvfRg8Jmi7vDcPaL2tM1u9ZKVOvboP\\/jx3zQM9crpuvT2vwDuKxTc9v5PnPDTOwDxaYww9k+VmvUcqoDz5KC29S90zvHVEcL2IQQ49REvEvE1TSLx2+Gm9uRU8PUkBIjwq7968gZ+VOnz9mrz+7gm9vFW6vEt\\/rbzJc249QnTkvGfaMr2vu6o5cg8dvF9mCD0geVU9cBlMvYyBmDz3Jxy9C\\/y3PCixRT16oTi9PGYKvNeYyjyftLs6\\/ywxvRndfjyuEy29t3GGvCKTrLyKg8o7\\/0OsvDqYaD1Oslm9KZlXvbHjZ71xbby8Bvg4PGdEVr1S4ss86vifPGp9IL2CbWm9VYM8u46KEj1qZHy8A\\/1AveQVQzxoXU69z\\/FlvVyyHz3PXcK7UOClPM+PbT1BBkY8QDAUPRHmh7wX8dY8P1fMPHafvzyhkFm92BySvCWuAD0K2Cw9iU8Tu4UwD71ORxw8IZBSvaq08jzIggO9gdupvLXHIz2yB5y7jtkkvdrU17yi1J88EIgevQrc6zxwlY28IFBHvQw1Jj11Bjo91ocfvV4bTrvIaVE9o70APbBkIDwTCDK9t2CvvHgN7ruteRk9yclcPe\\/P0LzoiaO7a5NluwPYBj130\\/+7xuxkPKsk7jy3TMc8TuVIvZ7XSz06q2i8fkgwPeuyBj3GBPO8cS7xu9lFGb0xJHK8348+PZv1IT0m8EG86+JruVhrnjt6\\/VG9B1MrPQ6kGD2Luxs9dTzsvFOVDryk5Y68opO6vF3GB7zqHGM7Tl8Avf8i1bwGCQ89rRMMvQtrKb0A1PO8zAogvMJjOz27nGs9+WxTPSestbzmVVu9QfQBvCryR71xhz895SZIvbcbUL39szi9zR8TPT+TI7yVSCc99Q3TPA4aOTu3Syy9cb0svQ+bJTwpID09NyemvBN4Xr18Fue8S31HvfFBDL3YDnG9qdm9vJRjPb297UW9n001PWNoXr0CaRA9dCpsu5lkJT0Q0l8953UIOrzB9DzXZlG9SI+NO\\/o+0bxN8Ec9dhnovJoNYT1t8jA9Bm4WvcBoUb0qqI28Hcw6Pdd4Zb14Yre8BmfhPOAHRj25nF+95BefvNrEgjso3tM6bf0TvWJVAD0lOWo9yII9vaLxED3x9FU9HXvmOszH6rzX7+Q7RNM3PZn\\/XD0lPk69qXsAPfG9nrxf\\/uE81qBUvd6ykbz5bYW8VFIsvAIXZz2qW9Q7GU9svYfA2TnJZkE9LP00PTlZYD2vDUm9kBRCPVXoWr3oGUe9CFcmvD7S+TwMwhW9okmjPHAOmjwTlga9bKaoPJmd5jwV42S9XOsePd1g2byQdvw8cw5XPVo5obs2LUq9Y+oCPQJM3DmGcyc8B4IIPXGVIL2Nnge9IezmvLtCT70Ru7m873xBPS18m7wFTAA82+BqvC94UD2LE2I8UD7yPIvrojz3DyU8kED+PMO4JzxN8Bq8cFVVvU3fHT1A1oI8dIQ9vQYigrwh0hI9GjptvadsMT1UJxS9M+2evG4lRD3XUhG9wpuoPO7WET2v7DO9OkQjPTbzzjvWruA8wruOvJ9TBr1p3029kWEgva2Frzwyk6Y7++DuPLiabT08VRW9kjZBvdMEAT3o2xS9Ji0DPCAcobts3xw9cCqzvI5aoLxYFVe8HTlsvbaStrxxlkW8iXOJPB556rxaFYc7JRuruqLkNTyPuES9ZGNBvZWdWD1lErO8rNAFvGorID2Dmxy9q\\/wdPQZvwDx8Z5G8Zin1PBc\\/1jzCg1E883AeveJ5JTwBRic8AWwxvVGcWT3gG0i9FC1GPQFBbT0I1+W8pzAFPZuWzbwMfsY8dqamPLeZAT2G5RY9VTIIPTlvNjslhW48HJvZPOKkaT0Yr1a9wCmEPHGPGr3Uwg492x8cveab\\/7wTpnc85b4KPVCXPjwf0VW9qnn6vDXSDT16jwi9DvUDPNIIz7yot1i9CI4SveKSXD0rYms8WJA6vVISNT2dHlK8o3VbPN6n7byjuza9uSUwvRAk3ruS6JU83Rc0vI4\\/Ez0jJ\\/E5CvaPvOG8MrvGriM9gN4CvdvfkDzVYQi94aCevJ3S5DtdIlW82fzrvOYvzTo\\/Z+m8KgnDPNf6nTytd888fZZKvSlrN72LlgU82LWRvM7AerzV\\/Fa721wvvXmeFbwKfRk8eWRPPY9S\\/byGF3O6XcBbvVyCBL2GSEY96f+svD25Xr3ombG8X1A6PW5PTzzLIm+9jkKLvPialzoh\\/h+9YRzNvPgRVr3zPT08sEkovDXmOz1WBRe9MP\\/HuyS+Zjylo8e8V6sBvenGq7tNRu284Sx9PHG1s7xFLQ49F+aMPDCdXL3uHTa9CVotPVJm6ruzPuC6s3adPEQ2iTz4rU280cwDvS8SqbyUpfk82RDOvNd9Eb0hmDc9y2g1vayr9zv\\/vRy9BS1HvRm5Hr1rjjY9tdxbPW3MRT1q9P289kJvvTHsIbyl4\\/q8\\/OMQvRay7Dx2Gaq7l7wjvZWQzTwwQHG9kGTTvALJML1sNYY8GyicPEbxe7zQvNc6jdMrvPhl3jwmkmQ98QJnvZe\\/8LxKJfW8fHrUu9xgi7wbfuG84wKDvOkFKz2Prmk8josUvWw7zjyEhQc8tWAzPZXkXT3Q3CE7j7lRvLbMqLxj1aE6J+igu\\/7JOb3W70Y9pv5uunv0GDz\\/daW8I5nnO6Ab9ryRsfe89rgaPR4UHr1mub27mOWOPKVCYb1WATq8CQrnvA4Rbr2ZAz09CllfvAQYvrx9Xyq9iP\\/DOx0y3rxD+B07ytnsvNd+Db2F5Qc9ubZAvGwe5ruzfmM8qdjvPKk16rxCLBy90joVPeJTGrwBM0W9s5USvejUXD0OxVw9yWdYvYLwZD0od189sPjovJTqR71MsHC9RjmYvIhdIbwpOD094TftPH66qjyiaX68yfsRvR17qDzM8Us9yd\\/0u+ZIAbwGu189iX8wPYaTGr0Tq948leM+vbj7obx+CzM9Se5ovSF+J7vxkCo9ch46PBy6FrtUQE69lIwevYoZjzzE8Do91efvvKHAVb14KTm997sjvZgr0ryUsWI9r9c5vWkqFT1GsbK7brXPuyCzzbvPcRO9RsRAvMl2PrxGqo87YeLLPGn7ZL3QoUE90ez+vOSQSj1+U\\/A8nTJdvRogQD3b61Q98C85va6X07y+WPq81QxpPYqiWD3Kn2e9yjjmPMx40TxugJK8hFp9PGKr0Ds\\/I+k82nXzvKEGbDyHgKw7GZ87PdrhIz0oFm07QS8XOqY3cb0Fwqu7jNHGuXtuwDoQLZE6R2hGvHrrD7wu4yO8D\\/QTOxrP8LxmSBM9tJppPK3DHzzh1Cw8oCMzvV0nC72pjJu7G3c9vJn6Mr1p5wG9qXieO3UfsTmCq2W977aYPNxgTj1+Bbu7DdlePepoEL0lpeG8yioevHG8F7utGfK68DUGvPMADrtjA1s9\\/YRGvTDTijvZxbg7\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 360,
        \"value\": 361
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        363
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 364,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 365,
        \"values\": 364
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 366,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 367,
        \"value\": 368
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        370
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 371,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 372,
        \"values\": 371
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 373,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 374,
        \"value\": 375
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        377
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 378,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 379,
        \"values\": 378
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 380,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 381,
        \"value\": 382
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        384
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 385,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 386,
        \"values\": 385
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 387,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 388,
        \"value\": 389
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
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
        391,
        392,
        393,
        394
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 395,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 396,
        \"values\": 395
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 397,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQBAAAAAAAAAAEAAAAAAAAAAAwAAAAAAAAADAAAAAAAAAABAAgAAAAAAQAZIvGuVz7zrbmi7I0zevKaB5Tzudxc9cLaVPGtFQbxWScA6lgxIO0chJz17loA89nEePVZX\\/bo0QxA9uypIvPgg6bzfZSM9Q2j3PDs3Bz0OjPM8WwY\\/vEDBKDzOcB49AKB6uAthwDuL4dE8FiVOOzZARrzzIYm89\\/8SPZQkB72QBws8ALyaOiZRgDyQlhS8y6ZWvJCwSDyAmmU7w8UkPeuXUTueq7Y8T\\/MnvdslZDw29hc8EGGsPPhTGj0Lb6K8w4\\/nvLBsBjzwgqy8dAEUvUhUBz0mjRq9VieSOQvR0bvTy\\/O84OHCPMuNqTxD5+s8U5q7vAACIjq+5rE8K5yJO46hlTxUpQQ9u966vBrFDr2g62q8oJGwu7JnIL2Qyca8ACXmPIOx57xWXPs6zrkEPbvNa7wr5nU8q1v\\/ukPPj7zkGhg9gAK2OhD1PLxb0f282zOvvCa7QLzKngs9VoNKO\\/R\\/FD2GHtK8K2QCu1DiI73AhB+8Cq4Lvd6P3Tz\\/7RQ9gDvovJ7ImDz7dSw8SIYFPUNHnDzMMQM9lt69vBtG07wGX2A8ALOMvBYXmLwjd7M8CxymPGp4Fz1ACmG8gAWhO5v\\/9LyGh6W8Y+iAPGTQEr24Qd68U8oFvZDdEL3GGx89uOCKvBbiqLxzmKg81nycOiu8BbtGrcI8c1cFve9nAr1wyMM8QBfKu7hZurwG6zO8k+yZPKPwyzzYohy9VipmvBL4Cb1yuyc9SxlGvJwBCb0AA4M7Fqq6O+uKT7xmlz+8tgHkPACDEzrmCkk866MnO9YF8jrTVZ68Q+uZvABJTjoegaQ83mfbPKBK8jwmx3W8YNmBO8Os6DzLm0M8rp6BvGCpz7xwpg69e2K2PAiiG71QdMO80JGIPK7JAD0wB5E86JYRPd4OxbxfXyM9wBtxOwAAQDRgxqo8y3wfPSzeAz1IHB091qm5OmBrEbzW9pe6YPGrvCAX77vL1CY866vdO3Zn2jxuoPs81oDYu873zTyb0QW8APRYuQNfsjwrReU8gAUIO0YeGrxzhZU8UM1qvDiGtTx+K8k8uDHovIgkDr2gYqI8gLDXO8+VGz2wz1085ueDPCujmrrUIBA9TpeYvKiNq7xm6Eu8QBcnPfITIr3uuyI9\\/K4QPdaGnTrTP7M80IwMPWo6B71Apcw8NsP6u+BmmLuAyLQ61oquvMvjNTy2Wvq7K0s6OwsHBr2rE9y8Ni4DPctJVzyz4uk8WyuxvBSVHb02\\/Wc8pgkxvCAABr0Gcg481mpiO9gskDxzT7q8AuEoPRpwAj1up6w8mPomPbuF+TzA1bu7szC+PFg5hjyWNGe7Jv8OPDtehTyWn5Q7gI9Mu8CTjDsz5oY8IOQRvBw5Er1bjnq8BK0IvWRbET32hTA8ky+lvCtj1jugVuQ7ViynuyYXejyWlsa786LJvMLpJz0AEbc890QfPVZag7w4EYo8dnVvvI9+AL02zAG9nvPEvAMbBz1bl9W8iignPW6e1zxAteu72KODvJtWXzxHjyC9S3MjvWIuA72Ggmm8FqAGvcsVcbxwjxe9pg5YPPrKDD3G8xC99oKpu4w4HL27VT28WKCIvPtv+TwA8oO7K6KKuytJuzvTp4E8zxYEPXwLAT3Pkh49DA4jPUadQrweAt6862ndO2QUJ712bFa8q9RyvL7DAb2om7m8aICsvKwyFD3Hxxc9GCSWvPbntTxTbJe88DulvANIgbz+\\/aq8phjWPCvEGjsDla48G\\/IXPM7Tijwuzv48cwuhvKjMizwGR\\/w8VhuLugBYdbyOxwk93p7IvHh5yDxuhvq8SNStPNt2ZjzACHq8ILBrPGsSzrtubBo9HzEDvUD0qzvrpm28ZshSvH61hTxmGwy9YDHju1BrvbxmTs68UPeAvEDeQjxAgrK8ZOopPaDE8rx+a+y8lgHvu1BlDL2z0Ny8IjMZvefQGD3DtIu8vz4nPZZbDLzul4+8eP63vLuT9ryvvAi9+l8MPRMqobxQM+W8e0fUPDvPtrwAMOi5xvl\\/PD\\/bAL3LEXG8bqv3PGtWPbzIOgG9oAQqvXgbBL1WjvC6fiTMvKs3PjqTLd081McFvad7Br0rMBg9voDzvEDGGryWpvc7UHg+PPzMH72GLee8dsrNuxYX17sQlSo9FgAJvQvKi7yr5PU7Rn7wPOvz0DxTlfu8lkh3PABgnDl77XE8gNCkvPCeCr2rKoM8k50Fvf8OGb1o9g49Vi9vuuOK4DwIPhq97lXCPCsTsLxqTiY9a+RMu8+0A71Yqug8sPJnvOtuujsejvO8ZhcAPAiUsLyrjii8y5GjvBjr\\/Tx79Oi8g1SYPAIQHT1L\\/gI9FipDvGt7T7z28o27T94VvUSZKL1WVQA4VpWDN4sZjrvQJyy8VoApuljSjLyORI68ur8APbiG\\/TyruBu78CHkvBbkBL1ApDs7S+ckvbBxLzzLdte72KjuvNZGijzW8wu7QC+nvO5BjLzLFA28G+1FPA4X87xQ0gG8gHS+PBAADbwiERG9+9TgPNYvDrwWuWw8ZgMiPGuFErx0ZQw91j4uvGPlBD3gAu27DhrYvBt9A7yYKRC9O\\/MNvJIuA70jdco80JMMvIBT1TtgBBo8NkS4u\\/dgHr0Lpig8y1vgPHCiN7xQqHG81pCNuzZIA72bWRu8r1wiPdiDJj2eoYM84G1ZvKvpbrvWI228o1fCPFu+ZjwjJ4A8C16RvCDGw7vbWxy9UFPFPNboZbt20pA7vp+ivNZS+Lx2ALK7i+GRPLbDbzxDhaI8lnXZO1iQzrz4S6y8WySEPJYyWrwuWti81pZVu2BwlLwA7Q27FodmvOvy6rzDWaY8CwMMPDMw7DzkbSQ9rJMDPagNtrymb5i8iCuAPPDqZTzIeQq9mMGiPCs79TreFbw8Hmq6vEsDwrsGxbq8YGTmPLZzz7s76ju8A5qcPFvUCzxgLKW8uKyIPEa4hjzDYxO9D9QjvVY\\/FLpbn2w8thsSvfPtEL302hm9gOCNuqumHT0Gra08jp68PMCDD7wb6QA8W6LSvIuKoTxggaS8toyPPCBfELxgsbu7w1YFPVs9uDxvigQ9mJYdveu\\/G72r3Qs7I7SDPLMI8LzLLrK7C4Pau0De9Lx7FlC8a+rQPNbezTvL+YO76JPCvCux\\/bzGQhg8yAEPPcuqsjwwkxM8VsZau0NL+rzgF+w8UsQgPQDGjrtWhcw7psIbPcAO7Lxr+S476+wmPFYf9zqjVA+90PYdPCsn87qrP2C8kPVGPPjWhzwA5Ou5LivjPPAQ4jyA3Sa86\\/SAO1AP9Twoq8A8x8wJvVgeJr0HOQ49U1rPPOv0krwIYpK8vlEovR5Rmzw77DG8rqy4PLPb+jwms3a8A\\/oPveueRrtbjPW8ICaHvEte0Lz2vZm8G3GFvHSZGj3bGZ08LpqmPCaTj7zLfKI8gLMDvEREIT0WyKi8IBekvE4v9Lz+59Q8HNodPcdyKT2LTQM9+2WAPLhkJb3YuNA8o5vYPGtGj7tm01+8kLaAPNN4rDyE6QK91seeujsLDj1QYfk8OKn0vLxDAz3rf648soEqPSuAGL1vXCm9S5PnvCYewrzgrIQ89hmiu2sUqbuziOM8+AkHPe8XAL3LwPS7RKkoPY6o8zwAWKk8lv2ZPFYKOjqOrB09ANBmPN6Mm7zPrSW94NnvO\\/BeaLz2yws9u6ZbvPy+GL0UZBQ90vIQPasXhDv24cw70M25PEbZ77weoL888+zxPJbmoTz2QCs8luGHu\\/Pk1zyTv568DtzEvOaHPDxLzIk8S5PrvGhqyDzjMou8aDkXPSuBEDyCqwk9Ls0KvVaCGTxrP\\/E81kAgPMcbET1Da+a87sSgPHgCzzx+E7Y89qSQO04soTzcqg69AIzZOiZOA70fBxe9hlQDPYBo5jp4dPo8Q+zPvFvlUTwg9Ta85gLevLtkk7wbchC99hTruwbFNzwW4BQ9EPNkPNM82Lz\\/rw69q7nbOzYMm7wrVuE8oBjCO1DN7jwYKq28Lg0YvXx6Gj3AB3G7q4mnu9ZJq7vggQg8VhuyvECAfjsA0wY8aLG1PDNfzzzOL\\/481nXuOzakxzxW9D06y8fou4B3IbxGbp+8bpHsPPtYmbyAsj47y7wmvMDdJb2r7e86T7YPPYAfPDyb1ui8A7PBvBA3SbzudLG8OFffPHZNXzwAlN+82BbZPLBVETwAHqU7q\\/B8OsD+5zxmz6O8kFbwPMCy4jxuq5Y8QKQXvCCv3ruLSwE8xk3VPKi3vbyWOYe8eAzRvIAfvDwrV6+7CCLKvAAXJz2mEnO8C1G9PMrSED1WI5o5ay6nvIDQoryImQy9K235OkBKCjwPsw693u\\/JPBZuXzub56U8ZsAGvOuM7bunRBU9gG2ROy5yrTzQxRw9k+P5PP5S3TwDiP28GDjvPGg0mjwAoqW7OH7cPIBQvjxg61W8mxyuPMiR4DxTsaq8IK4xPOPx9bz\\/oCe9tLATPQsO\\/zxjbsE8q2itOUCIGrwASyw6J4ogvWDS7btWfBu7kGqXPOZ0wDzg3Aa9Grsivc5A67w\\/lBk94ncTPQjf1Dy75FW8tmoSPPYTlTs2eDa8\\/NgUvaB4fjySkRK9K\\/Xzuu6irLwIq6s8i3IYvGiPp7xQi4q8ABDcOraf+TuWWvi7EnwjvYi6vTxmqyG9ExG9vIO87rzzNO68dhfnO34ZBT1mize8MwTFPCBw4jurkNA7Q+kKvbOYtDzuXPi8p5Mjvcv58zsmMFq8y5IpveAIqbx2Z9g7gLz9uuiL8rw8fxy9ZqYyvGvYAz0mAxW8Br0HvBgj9jxmJHe8Nj0lvMysFT2rXKk8wHolvC8NBT3To4m8ANNmu3hkpbxgykQ8g0T+vBadVzxoEe889NwXvWZKSbwGhnC8FlSwOw4aFz2KYx89awU7O\\/tW3LzWtqC84hEnPWyyHb1cHRU9ztL9PHb8\\/zyL9aa8a7YVPS7zjjy8aAY9yKqpvOskrLy2KRu9RjkOvev6Jj2EEhq9sN4GvBjLmjzDs7W8+oEJvfaVlDtOGOk81luQu9CWU7x4DyA96GMnPaRGAT1gZrS8Y4XAPNsDFr149bS8jNQSPe4j5bxAFR486zwUPEeuGT0A3po60KTovGOB6zzXPxW9Ftr7OxZhEzy\\/gw+9lkpxvFYn0rxupxu9QBUPO3DWL7xrjje7hpwEvUYpUTzamQw92MPdPFD7X7yglSI8y\\/ryu2YQMryAJdG864gcO6OVvLwW82M8QOvOu3pKDb1zH5E80wucPBcpFj1wmou8VrVQOciTIj2rmJ28VgDKuriUz7xz0dI8GFIFvQ5EojyQERu9llwgPShR67wu5B+9u+EuPIApoLyAayQ9SDi0PAB5iLxLPu+8KxUoPF4SEL2gVZi7fiPBvIN+Bb2WM9U8APitObZWmTuorCU91l\\/6ukvonTsUYyI95tggPVZGYTo8phM929jcPGh7urwWPXE7RqivvJbDELuLerA8EKbPvMM6iTwY0Rw9VhTUPMBuGrsfHAY96x+NO1aP9rtQYB89kEuzvOs2cbxMURa9UBghPYMHxDwwqKC8RmcdvKDFxLzrRD27CksKvfsjNjwrQm28o16PPNR7Gb22Buu88A8gPauUSTxAZzA83iImPU9gED1Dk808dtyuu7YNlLz2WqK7gDM\\/PC4Q7jxr+BA9q15FuUYTKTwjRc+8aIMQPevSZzwgK7s7dtC3O9Zyx7vWnde8LsoJPdZj77sbARG9umAlPWhaDT1O+g+9m3sZPa88Cb0DAfc8VufQvNYBgDrq8AE9m9m8PDBCAbxW73k8JvXHvDa8h7wAiEw64Hbcu\\/BvdrzA+OA7oLriu8+8Cr2vXym9qzzTO2TqFz0QIvM8UxGfvBASO7yLzcK7WIL0vOumDb1E+Rm9UErKvMA2azyrRAa7WOuRPM5L\\/byIQb28SwgavSZfXbz2Exi964BNPM5KJb2QURi8VmATPZ6O9ryrtxW7zv4ZPVAhAj1L8KA7IBxAPM9sCD3zVeK84JcgPav6GbsopyI9QOIEPdYf8TwzDSe9KzfpO6ZiJb2LhIw76zpmPHCB3zzP9Ai9QqQUvXakyTvbvZ28Ro9gPMB9BT3wl2M8gIQhPKvx5jyW5NG8Ps\\/9vA\\/2Bz1KKgi9AHKvuQCEjTtbN568AC6\\/u3vTvTzW86c7IBxxvNClSzwWvY87sM0dPZg6BD0ANQs8AACDu\\/bfKL1rD\\/e7S6g4PAtqKb3gySC8NxMJPSjvm7w4KYc8ku0ZPQBPDb1QJA09kEWTvAvjITxyOCK9xnGePNbpobwrRpq81lHxOoAnmjse0P68G9uQPNZbpbuebiY9\\/jsIvdO\\/4bx2C7E8NqrTO\\/YNXjxWlwg7i5G4O3CJ0byey7U890IevXDxgrwnvRO9HAMIvQCOObtADsM8M5oAvRb3Ej0MZii9+9L8PEuak7xAnUA8BBcmvYtb2bukuSc9b+kKPYCQ7Dr2KsA74NA8vFa36TweguA8L5gcveyFKD3WX168AKIHPWTMEz2m+eS8SIeePJA8yTzrgKu8NsfOvGs6IjvzQ4I8x9QPvQJHJr2TAie9diZCPE5sJ71Msym9o1TJPN6vkLxiWCI9k26svLZZYLyz0AI922zaPMbGhjwghwM9u3lKvPs0ED1gnfg7i3cbvObcWjwrbxc8dnZCvJe8JT1eZcc8ossIvXir\\/jxLmvU8IFJ2PMPQGb0Lzo88+Je6PJvO\\/TwDh\\/K8LPYhPRZJljxcKiS93kfUPABO+Tn2eBK8Sxh4PEAUPrxmiH28Gv8lPWv9r7y45aG840fxvMMHjTyusbS8MuIVPZZIoTtWUjY7tnWsPFB+mzzLiS6805yzPPbu5LwfGye9iLnwPDZgdTyiHQI9My4BvZu19LwWWcw8lxsPPdK3Gb0mMfW8aCwjPdAc3DwAGI44mHDTvKA7Ib1b2mC82NUMvWf1Iz0rV2A89siVvEahlzz258m7npn9vDR\\/Dj12R8q8awYwPFPx0DybrOq8uMsbvZiYEb2r2no7gA6WuqPnAz1eIbY8YPJ2vFNFjDwAZ2+6tngMvA63hzzwTCm8hr4DPb+cFT3gXU08tjYYPfZBn7xQ7GC8AHRJOl6oBj0rX907a+cFvGY4pLxQJ2A8E8UFvSsftrtgbSK8M40DPYAD9DoAWHo5W\\/kOvfidBD3QEgu8llPlvKtYLrvAkDg8O\\/MVvJxEID0APfO75ksuPLhy7zxYLru8K467u26Lg7wYPOi8XlMlvev\\/iTs+iJo8V3YKvSPm87yLXIO7foXhvLNd3bymPE28Fq80vBbe5ruQkG28AwnvPJ5M+zyGx2M8jycVveixGL2anR69YK2XO2rHKD14Q5W8qxeduuMNAb32QRO9cHdaPKeMAr1Lipu8MJWovGR\\/Ib1WKMK8AD55uubIdrzrJAE7gEoivaudVjsAsyg6eLkUPfioCb1LMxI80EfwPDZD0DuQxw69K0jqPLhfkrzWY8c72+xQvNAqzrxr+LS7KPy2vADT\\/DsUbyI9XremPJZ\\/NDzoqAy9hhMKPAi0+byeyO08fmcTPett\\/TzABUY7+7qcvNMsszwAF3q6wJbtu0uhTzzwrgW8S71\\/PIu1wrurCSQ7ZAoEPeiF\\/TzL5NW7LGQevWB2GT2W0xK8MImZvNBh1TzIHSe9M6yivKuCXrzr7P6888LcvPj4gLyANOq62IYpPWMCuDwQBAU8W6IRPMsHD70W0Ao7FlMYPcB9wjzb58G8NlPBO2CQiDxmh+48mLWKvFt8rTxAr9o76MaePAMnIj1W8EQ6JmQ0vHLiDL1b+kQ8e+IKPTAUAT0mJPI8i7usPNglJr1jXs+863vtvAwIAb3zroU8kJYjPBaYi7urKhq86p0MPTZYAr3Iff08p60KvQSgJj12X+s8A+CEPILZCz0gZ8W7hregvMt2Dz3rpcE7vFEfPWe8Dr0HJh29QBnkO1ocCb07vHE8ANyPvHa1ebzW9BU98KgqvLvNoLzwdPm8npWZvBCJEryYJr+8Ky6AO27h6DxWUws7I1nDvKMLtTxcFRe9NmbPvN6GvbzL1z08gDXuOjpwGL2MqwI9NgKeOxYGSbsWras8GFMkvXua1Tz7A8C8aCDVPHc+Fb1bAsu8vC4FPbZf7bxHwQA94NcPPVDUXLzQuJw81sPjusBZyTzAiQ68C0nCu6vUsbn22l+8YLvuPMa0Fj3WxIG71pg\\/OwbGZrymnDY8oMoNPFaweTtC5Sc9w3PvPGZVSbwCtgc9e3gmvc4+AD1Lkte7APaBOuiiEj3Q0QS9tvMMPMJNBT1LtG68VgLcOnZWyrw75Jc84FkxvOjrvzxioyS9kPvvPFqzEr3GnvA8i0a5O6vnkDvEAgM99E8cPS9tDT0wXxc9W1FmvKv4JTvTiPy8Y2aoPLCRAr07OgE925HvPIoEBT3YHp08izamO6tmsrsjHgI9QLcGvFuWTbywpL68VzYcvTb0TTwLQVg8fhTHvMDbZLyAM9g6GOmuvGuUJr0Scw+9ds\\/LO5DQCDyD8Yw8RnqqvMuFwDzCxAo9pjF2vKBYEDxQds+89mTSPEv7VbyTSqq8kPPZvOtZCjv2Z9Q8E33oPIYEELybvQa9exaUvCaebTxUGic9wMZWOwjElLzqhRK91mtrPFbC8LuATzi8rp2TPIMgIL2gGzS84zSGPAQoGr0j+N48+yKZPFaFJTzWYfu7KLklPcCY9zzWga47iwt3PDv8F7zrPPc8QM3CvFvwJryA1ZW7bhUaPQBHJjoz3fI84D+BvPai97zj8eg8wL5NPA4IAz1jD+c8q\\/iOvEigw7xgPJC8ZrI5PP4Y4LwAFce7k4zyPKDs4zwA0o65sM4RvWuPUzyzCae8lpEyvJb9SzuDx4i8kPDGPIAEKT3cdyo9OC28PKCUgbx++Io8QAULu8\\/NB70AtCc9tuUePdZzfzxGZ8s8FhL+O7D9Ubyanio974kRPdbNcrzIib28jgAavRDzFL2jpIC8xq8SPY4hr7xGh1E8lrYVvcbFY7x2LFw8q+AHu8NYmLwPyAE9S0q9POaHprzG9Kc8oOd4vKMw77waixg9K7biO+CA3zvAxB873rG3PADoNLx6iw+9QO0JPdtdFT2AmFI88AWkPAbif7xgtF8882qpPHDqcLy+4iA931QPPfqPAL0ghr27Sye1O6uXWDsTd\\/e8ay7eu7CUoDxGx648oCrbvFcKJL1Wf\\/U5vuQIPW53o7wq2ik9qws5uoBM5bqQ0Xi8fuGoPB82Iz2e4A89loaIO95qHD22iaa7\\/tQTPWtGZruLZTc8K1avuhwGAL3rGVQ7i\\/5rPDMgorx+whs969fzO4A4cbxWRda6ansVPYB0SzvwWoA8+8JGvJBVxjyO4aQ8681lvKuSjrkgGM27SD7UPLbj47yI45A8H2oBPcB4zTsGm3I8r2AZvbbg6ryIrei8kD0CvP4+0Dxwqne8w5LIPOpMAL2A3Lo8EIWivPvYJr1Ap128qxCCuhsNQzyDM8A8w+LwPOAftbxYvcA8UDFWPOcRJ708GxU9uCOjvAK8Fb0HxCU9W5yVPEAA6TuAfgm862ywO3C9kjzbdc68cG4AvLZWDz3Ik948S4MovPZ+qzxLagg9W+zUvLAuhbzvmxM9qzQCukahv7xr7kg8204GvHoJGL1rZHG74LULvcv28bugJC+8OzsWPcA7ILuzC+s8ALLEvCADJ73giUE87GcUvfiHJz2bTBG9i4+KO6oOIL0r1Q68azk6vDK5HL1rXvO8VrkhuVYxVLlaOxU98I0QPeA8qjxolMU8sOXzvB6q4TyDLAk9S58NvTbTATxOmc+8+sIDvXOpAT1bgJ68c37YvABwGTsrqxm8DubbvKsY7jtOXq+8i1vzu8bnmLwLHo28+34OvAZDOzyLRwK9nl7yPJCNEjwreTa7IN6POwSyBL3r+Ee8YsIAvYsAULzXuia91g7XPMAs+bxbLHE83iGIPEg7ijx7zAE8a+AouxB1tDxAyd68K1FwvFAuKjxGfRq8ywv4vAD95ruW4AW8ixgkPItl1rx0kgG942HEvLrCEb3LZLk7K\\/yNOyjw+Ly+Ro08QLxAvN7gFr2SAQ+9o8MjvYCmeLuLQD889v2kO6vNNrwWXQK9u7pcvKCcYrxAonQ7ew9nvILnID3QLXy81ra4Ouiok7wgTb+7+6UFvRpSG70urfA8vkqovASLEb0Aoxi80N\\/XPFZfFjvw94U87tYZPTOuID3A58c7K8+tuu5x7byDOLy8q+r6uMBQAz1Wstm8KxnjvL6nBD2neSK9Vp5BuktVm7wObLk8a6aYOziQGL0+Qri8y8C7OyO3xTzWzaE7FpSiPNb92DtAeJy7Zm22PPgSDz00+ye9YG2XO5C+CrwAK3S7C6b8POBomLyrM286C0cCPFYay7tmzCC8PggIvXQxFL0+rOy8AhAKPaMmvrwcSBg9MOHuvH5R57xL\\/f4745nQvMv0\\/zu2nha9aDmjPKB0HbzQ0Q28NkQRvBa9BDwETCm9pqE5PNOF5jwWKWE7u8dkvKRyBb22NL68ZqUovJuHqrwQg5U8JlI2PCDMIjyGjlw8AGvMOpiS8TwwvPM8a0V4PNagQjwADto7oJaCu4Bx5DzAhOq8w6AbvaZd7Lyr+nA5hGgFPSIOIL0g4Rc9yHuYvIYMMzzziLU8l0AmPYt6r7tmtiG8VjAQO1aVx7geIhA9gMgEPCam\\/zyz6cG8ircnvXNEqLzIn9O8CwmmOyNW8jw4PKC8fve7vPvUx7ySQwM9JLQFvUt0YDxbMeA8C9t5vPyXJr2f6Ca9Z8YRPUPsEr2unsk8W4LJvNw5FD2ksyk9EK32vLAzPjxPxwK9QIIPPasqGLrQ0AW847gXvSa22Lz0QgQ9Q0SwPAbOnLzLMBM8oOrau2D5DLyWAAg7VjWJO2+nFj3jtto8XhvzPJzAIj17HzI8lu3mu8OcxbzgFrw8q9jyu2Cv2rxSiwi9M2\\/MPJbMmjtjTNs86AymPPa6p7sYYBM91gfduljT67xWN+O7wGFXu7ZArDwgp4A8q9rquBYIurzCvQg99FQOvep+Kb0ALve5C6VKvKt4srl\\/3Bo9TgodPU\\/qCD07ERE8G75YvFZfyLlzYq28cEyuPD6Q4byDrc+8APZtvIC+njy7kky8q0+uOnuqerxQ0tA8q3oLO2PlkTx7nhq8zmoWPZaHhTwWQVA702r7vGvnGLzgPKo7fquzPKYPtzwAOtu7Nn2Tu1ZEjzq7t5q8qxw3OrBC1bx2Rm28thapuwA5Tzo2jR29yIkSPWtmkbvoDNy8yx3Ju5awpbzu\\/sY8kJk3PPxPBT2WVZ08b\\/sjPVi5zrxQIZa8pgEQPLZgrruTGeO8QF5dO3j9kLxaJg69n7kZvbcTAT1gElu8S0u\\/PGuBsztgrWS8+9MFPcSPKb3eA\\/W8q18SO7whFj1WzsS8U1L5vBvR1jwgQBw8AOEeOxw0Ej3T8bo8q2oSuMZbELzy9R49ANF6usu10Lwempm86J6UPPjJIr1QHAY8q+EavNbdpDtgTBI9ixuWPCDJeTyrDK671n9wPJa3AT23HQM9MM4lvXbBQ7yLJs07gA9XvC5dvbzWuuw7aAYOvT5X3jwrxyI9dmMuPKAX3rzE+AK94Hx6PAM23DwrIJW6y9IrPLjA7LzIqug85lHGvG7agLyLtHy89lqcPAOKpTzbpeS8Y50mvYbJnjyTMIw8Y9sWPRA4ljz\\/qRa9ThohvfCk6zx2AL68LlDovLa2+DuOwQY99\\/kPvah1qDyAPEI8q3GQPLtcOzxG8p08W7XgPABMPDyO5+a8nOIGvdYDorpbmC68mISGvCDkAz1WyZs8e\\/HDPPYqq7uj1N28\\/lsbvUByqrxrBGC7HiWWvKtGCzqOq5K8jqj8vFZOqzyzpPu8uxHRPEBCwjyWs6M8lrFZPMN\\/6jzgUyK9AGHkvD5AJT1W8d05k7DPvFZE77q4\\/yW96ysguwPKwLxe5Z281iBtu1C1f7yWKAM7DgAqPZAgBz0mFEg8a2KMOxBpJDxG6gq8RlXKPDj017wEzQQ988HhvL6+07yA9rs8i2EaPDpvED24Ep48RuQHvPi5HL0wKvm8Vsjxupacujybe0Q8QJWju0DVnrsA5BG5OroFPXoQGL27M1681o\\/7OjAx3zykAQ693\\/MGPfSUI72Mlig9Vvw4u9LuJ73QoRM8LmvpPO4L8zzbKCA9S9XrPDO6+Dzvsim9awfju0husTy7ORO9AMz9O2O4xLxSniS9I\\/nQvKC7fDxIU9+8C8+xO6sKYjgTB8y8APOyuwCztLwoGgw95hipvB578by0jSE9AExZvNaWsDzn1Sa9X+cQPZtgPrzLlDs864VUu3N7sjwbRhs9Y5TbvLCzHjwj8Ze8VnlbuysRbbuWAgM7Ur8EPfZ5ED0gtyE8xuhmPAaUHTy62QC9wGI7O9Mz4rxmsBM8s9XhPIO1Jr3227E8VhTfPOahy7xvoim9zhCkvH4EobzjJ9s8R0wKPeBDrLzAfCm73iHivAA7N7xESiA9WzZ5PLstEb24qdI866B9vDgM+rxrDSC70JoEPFgf1Ly7\\/+o8s4YGvbjZGj2uvOk8xhc1vPNliDw4RsS80CEkvAZxaLyPaBY9OPQSvTP72jw2ZBs9VvxLvIc4Ar3o6cW86\\/psu3uyLrzQdK288iEIvRqPJj1QKRO9dlMOPKtHGD3g7PY8C\\/D\\/u3Om3bwrX\\/k8KrkKPbChJzx+PrM8k80FvYYzA7wb9jC8Lof\\/vNbQ4zsmDiC902GsvGo8Cr3UMyq979kXvWq+Jz3byjQ8Gs0DvdvBQjzLU1y8gAh8OwDHQLw23eM7RqkLPQCaqDsW7Cu8JuF0PMCOhLwGJG68Ghwjvatg47tHExw9FukEvJOJhbzrq\\/Q7oIBlPOurcrtbh908mjogvbtDADwmdoE84CGNvGZPQrzWbfO7PxAaPfNEj7wQxS48S9gjPGBz4Dv2PT68u5Q5vHY+EbzGsgM8UtIWPRtaHb2uM\\/C8Yr8lvQbuf7zrYh87IoQUPd48yDxQzKk8ji3yvFZTSzvkfRg9aCuRvAsGczxgUh09K4tbvDYMKT3ALCk7q39nOutVRjtOi7u8KgoQPdAXTbzAxWU8y9tTvKskkDsAGk48tv6aO1jB7jwWxhA9jnTAPJBPKLwoZR89AKCxOvtqNDxj5sY8Vmy8ula6Cz1Wr7C6qzlXO4qvJj0gFgc9EJRkPGajj7yLVoi7dosdvGutRTx228K8VtTcPAOy0bzcgAu9JPkjvVCfFb3gDCA9htbMPNYjlzvUJgs9cL0WvStZRrwwTFm8hryzPON7sjwe78I8vs\\/nvAZKDDzo7xQ91tW5u1YR+7qeW8Y8cBjjvK497jzwTpw8C\\/nOvKaMXbxYqQk9q9xxOqsZ7Du+Ec+8qAXkPCuPRTx6XA+95sWJPHiEvbzeE7S8lrE2O2jskLxWWZA67tTePC8qHD0mwSc8m2MVPFAFmDxz08Y82wUfvItYXLwriFk8QPLHu8YTnLyAPvg8pprbvHBzRrzebyQ9n0oLvWePG71gKfQ8XIwXvcs+jjwGYrq8y4FZPCcHHz0ANtq6iK23PEBtIDu+1p084KeVvEu\\/e7wLJCm97LsEPSvrl7q4sus8kwTRvBNEmby+v\\/i8LiwXvW8CB70Iy5m88DEhPcji5rwLuiS8g3j2PKOKAL2z87g8trCEvG78uTyLhxs9EA8jPDME\\/jzeoKm8CNGPPOCRj7zj8YE8wHaWPNhb+DzwsTY8livCvKBeiDtQOOM8dueGvCDJNbwK8QA9qwhZvLsYoDxmfZw8+Ob1PMbo\\/bwgDFQ860OLvDAPwjz6rxK9\\/6sYPVtUsjwTYIG8ftrJPDa7mrwWJDG7PmfUvLChUryAexe9KyvLvM8ODL0Q63s8S8UIvNvfNzyj7J+8LsmYvJ5UqTzrRUO8YFDfu9uo\\/LygHMc7a7oHPPvy7rwu18u8vjiVvICYS7zunoc8W+SdvFtE6rwztci8Y+m0PP64Jb2QOnK8Vhu7u5jQu7zIJri8W50KvVbnHDt+iYW8CzvJvJMstDyAVSK9cGZwvHis0bxmnuA8tie6O2B7TTwb8SO9gIy+OyBNIr021tU8q9o+OTtpID2wtu+8gOonvLP5s7wA6yY8tlSevETOIr3W+bw6AHRZO0BUCbsA\\/cy8EKjXPGt7tLtblVC8lowqPUtt8Lw6JCq9IDGVu6vu9rpWH+26S\\/8SPGvq7LwQGzC8LjUdPVOVJj0ryP66AMtrO+CvQLxWrRM9FgTnPFYRmzxgo1Y8\\/8IRvauIKzqggm68JtCWvKCjHj02IeQ7yO+XvCr\\/Fz3mMJE8AIfEuivm5TxoVvw8q4n0O\\/C5yLwILuY8q4FWO\\/aFTTyrO187q+4MPPsLyDymds483hEnPcrAFz3eLqY8tr80vADrq7zgSCi8KwWaO47dFL2ABzu8ro8jPTuyc7zb\\/hO8gJSKPDie+zwGG2E8O7Z9PEdLG70AZCk7i6XyPKiVDT2DNpQ8452zvJj7jbwT\\/bA8RP8cPVaTr7qIqfm8W7EOvSsN6jt2sIE8AP77upvAKb32Pk88y160Ozuhmrxc+Bw9gOaOu1im8LyQNWO8e2n8PHtdbbzAuSA702jLvF\\/TDr2g7MY7xi90vPaPIzxgVpK8yDC8vCtXB7zA4vW8Sxeou0ygAD1GGAw9crQcvfs7xDwwXWo8PrrcvIC1NrwQesC8bsyEvIZ4fjz77+Y8aF7mPMuF8DwW+D284PHcPKhDDT1KlQu9i6bWvKMl2TxWw\\/q7CJLXPJv5\\/Dyri9y8cDZevEtvo7tjRKy88F8TvNDJAb0SYQg95rDVvMDSWjzOr9a8psorvP68Fb0unLO8+EG4PONw2ryw1la8ZFgFPWgHtrybJMc81\\/8hvcC5ojwrua08lg+9u1u4lTzzft48qy7auVh5Cj0gQCS9VpPsvJZOe7sbKHu8BkcpvZut4Lxiew+9U37SPGs77rsXixu9e3BPvN432byAq7y68EmUPO75wrzb5Tg8qxrsuPBMxLyAr7o8JtNnPNCaFLzr2Pm8oPWmOyASOTxu5xs9jvomvQIeDz0j2SI9+xQkPFMGgLxr\\/sQ8KHcDvU7f6zwrrae8U2bLPM4AAT0G0NM8UOwMPSCeKT2wOBu8EGcNPQvR8Dtw2Ie8VtEQuhbU6DtWK\\/y6\\/grWPIrnBj1bRYq8m09\\/vJsaMTwLhQY88B4NvKud+LurAfa8kFofPMDpiTuA7y88alECPfa6YrzLAKG83uDVvIj28rzrITy7T8YHvUB08bxvfAU920gpPRbvHb1mxBO8oKDfO9ugdLwLIwy8Y9PpvGi+mzxbm9u825tEvAtJqbvOWow8FpDFvMZ0dzw+xRM9S\\/PmPOAOujxryCU7aOkGvVhQ3Ty\\/Mh69TvjQvKAyID0Y\\/LY8q25qO4buE71jex49gCw3u7\\/KAb22pRa8E4gmvSbA0jzLMMm8Yj8PPbZk9DwLYe48q2hZPEKcDb2Q+Ca9GgwEPctKLjwLblU8tmRWvLZlGzxmt1q8SzGRPEurZDzLUAw9A6q+POtIYbxT6gQ94DrXPOC6Bb2rZ7A8jCYYPSNdDj2jOQw9wtwWPYhK3zyA7SC9AukWvavyrLqWhTc8VkBQOkvDnDxq2xG9CwpmvHBWiTyQcPW8EMdPvCvaI7xWHyE8a3xzuxzlDT2mERw8e6GAPGKGCD0Aa3i8\\/geDPNNAhDzun\\/Q8c9byPLPzgzwz18w8+LcSPWuQE7yz5B69zi21POsbj7w2K1C8VrP0u+bC\\/DwehhA9O2FnPMgcjLzgTdQ7jGwiveje9LwAJxM8tq7MOyOghjyEjRw9ls4Ru2Crm7wgvyK8O0xbPFN6zDwep7y8Im4AvW69v7yW8IQ8k3SmPPCO87xkBhy9AMD2PNPAIz1OJ6y81oDePBtwSLzW73y8czzfPHtwFz2Euwm9Aw+6PDaEzjsW3xi9cDglPf6+srwwa4Y85jjRvFZ11TwAmHG5o2mgPBZYAjwDOCm9gFETO9js57wgvgg9AK9Uum5W+zzXqxE9XEQFvQTrF727DRy8UNY5vDZY6LyrSKA8+5WHvDgWh7zW2UA7JucGPSspBbyKYSM9iyaBvDC3D71uBxa91iinumy5Cb0wQCg8IBQlPFS7Cj0b2By9VmpgvKAO+Ttrm848M1EpPYs1KbxmYC68mM8IvSsctLpWlzK7QIaKvHazm7tW2Iy7GKDWvPQlGr0LlBy8Kw4fu1ictjymVqW8Hk6aPFhtGD2uoYA8tpvJu2uHLbwAEFC4S2Ymvd6iBD2oysA8TtWlPJZKzzxrxP27c1TxvMuJnTx2UuM71KEJvROT9zw2Kxa8NxUnvWvKbzsYMZc84JjmO4CK\\/DwA3eE6Gk8GPSgZ8LyAAgC7S4+cvE6yiTxbRz+8hgTiPJS8Gb1Wrjg8o0G8vA7hzLwe1re8pp8TPJZrCbx7tEO8lpJBu5bC5rtO37G8mO3PvGsU9LvOOP881jmPOqsdfLvoOLw8RM4avfvS1byLc3g87iX5vKsEazprjQ+8IEftvEaOJD1g4nM8YNXvOwA+2Tt2kta7e+ItvGbs8LymFKi8Vi8SPABns7zT88I8q+sdu3shhbxOSZS8NgetO2amozwWvHQ7k2cePYtRoDyUkge9160Yvbsns7zLiFG8sAvzvMNfibxrWhK7k5ipvO40Br1MzQq95vagPGC3cTyT4KK8iwrpPM4BpjzI8Og8SmcPPeJDBD3A8Qy9BlHFvKviLzkf+SC9ezUpvbiq9bzAf7q8K3bWO\\/adCDzOyN48o\\/UCvUtLczxo2te8zvjCvGbpE70LJdE7boKUPOtcfzw2Z+287s2RPOOOjLxggZ+80PrUvLNRsLwYC6W868QlvetjWDwuWrm8vPwMvfhNgLyGGFc8oy7CPG7rvLyGoak8KJL3PAuYET0D87G8MJUEvNAF\\/DxW1Y63gEShu9DVHTz217u7ADGjPFbvR7wrv7C7fimsvHNcgDyQikA8Gy2evKu2KjngKcG7eAAnPXuKZrzw91u8VpcMPaAZAz0LmEe8wDAzOzZNoDugs+w7nhTePMDIqLxLDvk7OEzIPIDljzoGrHa89qTOvIt5wjtG2De81ijUOjDBFT2rMrk8YAeMO97XvjymNYY8mHG5vEuC5TtY8g49SA3EvHPFBj1AL4Y72722vLAT5DyWBTk8oEsKPSaUmzxmkCO9CAgkvZYLRryrmPs8oNdKvIsxcTyAAJ46XpLtvMBMJTyQOvK8MBrxPGP\\/Dz0AgKW4P2IXPaS1FT3LiAy9BhGDPC5f7DzA0FM7wMHKPDAROrzIG5g8BzwdPUbsLDwX4gG9S3poPAtRET0yqgY9toNzPAsdyTxmrxS8dvwMPNByprzACLm8SxoBPD7eg7wqGAY9AP5hu0ZArzxAEwa9GNuOvFhPGb3eRoO89tO1vFYN8jnL\\/Ym7NqKQPIbTPLxzN6y8YCHhPDpvD70DlSI9G\\/QoPEs5jbureqE5o1IlPavoBbqI3aI8QP8aPTOr4jxupQO9Yx\\/iPFtmtjz2dMy7sOfMPP7d1rw8RR+9gCK1u+gxr7w7ojw8gOzsPIBUljpjGh+9bHMlvVriCr2g+Ia8Ruw6PGi1kjwek+O8OIOMvAuf77uYbvW8q9e5Oqjytbw22fu8VpROO6aCKzwoDt68pshzPAA65zkAwBg5q8o\\/uUYoM7zSiRy9p\\/IRvXvXEL2g1Mu71lTlOmAwyDx39hK9a2JpvPDEFDyTUoc88C7OvPYTh7wOce88m96iPM7xAL0rCdc7lsrjvJeiIj3ePOc8hvNuPAaDJr1WZau7m7cpPGvvuDu2AlA8poONPDah4zvekKi8ABBHuAs35jurgA47PPEfPXtKIb0Yzf48QyHHPKsdPbymoJ68qwlevIalorwQJAc8a78RPTCGNrzb0qU81+8bvesHhTxgMH285gevPDrDC70QyQc9yzhevDjI0zymXCG88HYBve6P8LxmRBa9qxkCPXB6XbyCSxa9241+vLYit7zG9nK8gJVDvOzKIz2A6Jg7Ms4PvdjRsLxXSBu9a0YovGBHwbzgkxm8AKCpvMdOHz1wLaw8GCUKPSvqtrpK2BC9a111PMypJj2jxOe8qz8uOtY7DjzDwNy8oKIYvfaO7TzzGQE9VkEOuwD4lbpgmKo7u\\/XpvNOpHz2Ab608ADQMueoKHr3zhN28y29HvNuynbwmCKg821RkPPe+Br0AbHq75oKKPNCgirzTw6i80MrUPD6MFD30mQi9c9jEvGv5DrxgOOc8FAwCPUMfwzyQyQu9fgDjvLD\\/Bj17MDK8IkoQPT50BD02kqU74goXvTMpwLx46ya9q3+HOvbWBrzelIK8S\\/D7O8CifrxbK7g8ELZivAjFv7zwviY9M021PLN64TymM2U8To2JvLzlHL2kGQ+9INAoPUuzg7y46vO8yIrOvKt7Lbq+Rb28KybxvFBIJ7y0PAA9BjQAPP8JFT3LK768Vi8kuojoDD2sohO9W3UtvLAjJL02Fso7PvUgvabdLrxrpoI8e5B2vHMj7LxTeR89Vs+ZOXiqrrw73P68wggWvX6Xrjz2KvM8ALk9u2+QIr3ACpe8UhAiPQB5tbv4h+A8YEKdO6aLaTwrhCK72ByFvAuv2jvA\\/RM8YuMFPcCEYLuujge9frjSvGP1nLyw4my8AjQgvSsOr7wWC0W78OZtPMDJwDxmOhA9LxADvXbPU7xTQ4A8EOIevAvu3Lsr1Qc9gmQjPZhArTyj\\/w29IDHXPMpJGz2LxuO830cpPXsRx7wHIAw9ANgpOdpZKr2D9M68NpMWPVj35zwG6r28aIUFvbt52DxAJw69GAjwvEgOubzS\\/A49Xjz1PJPgAL2u\\/pm8RtdkPBA64LzUARU9k7wlPft\\/BLxuDee8qyTIOlPFJT2usq08Fmh+Oz+qFj14S6g8Vpw3POssS7srqGM7IIqcPCCDkTz498Y8DAAdPQD7dDycoB894JLFvIv1mzyL8FK85i9+vPt5hTxrrha9VNkSPZaKCD2OYPe8cI93PFuXnzyunio90FDJvIA8RDsbtcG8gBGsvOBdE72Dzii9mAW7PG74m7wjWMm8plg0PJ7l77zgZvm81j0vO6gwqbzz0hm9\\/ryVvFOAvLx2oti7VqE6u177Cz2mxAy9w9ymPJiMG73DGPi82z8LveNbHr04sJg8YvkNvQCcXLkLvQM8K9A4PKggBz3gXOc8gyXRPKb89zxmDrW80Hf8PIuU3Tt4ENe8OnAUPRbPXryCURe9FnlsvPvmPjyrDEC6ho4APHCj7jxOrYQ8MC3uvFTSEb0m0TQ8hAEcPVvAELzYpOy897MevTuGCrxLVpQ7iOXyPAaAYLwAtao8lNQkvViIAr0A6OW7i+pZPOAfF7xO5808QuslvU5asTw2ad28duvauwYQirxTexI91q8QvWjl6DywXQu98+2pvF764DxDYeO8ex5JPLil1Txkzge9ls5ivIgY9Txoj9e8wBLAvNDkZrzWT4A7GFyxPDAP6zxrFus7nDESPcMklTzmCDM8QCF2u\\/BPUryE4wO99k7HOxQRCL0GUB09EFi2PKuf0zuL2py73huPvBsM07z6wRU9jvWUvLaqcrw7kxY9I\\/S2vAB5r7ycXhk9BufdPK8kKb2aVgo9S+n7O2OEhrxm\\/d88VqH2ukANZ7sAqu48jnrJPAMC3rz7\\/wi8EGVyvMStIL2WghE9GuUoPYuCBTyur6+8W4KNPD5F6zxmfpq8gwOavBTlBb2gKhu8oHbfO84UrTywhdG8Dv7qPEfdCD1+qMq8ywAbvebbI7wAtQS6VvXcu8v79Tw7Iyi8KzruO+v8OjuuyAy9YKBEPCsIWTvgVyW8dpb1u6uz1rp3mSk9pi2bPDbcIjwTnyk9Cx0nvOu9HTtDTtu81p1jO5NvH70G5hK8B\\/4JPRA9NjwowJU8WCEKvTgR4Dw2maW7gMZjvHzHFT044xY975cOPUfWHL2bNCE8A6nVvKPRkrwew4Q8VpUQOWvPPbzWqcg79jEoPD+BEr3AT8O7YMn6PMtvoDxWBHS7kMDoPAA1jLsmn248o8yTPAjhqjyAt8w6JquQvMAKrzun0RW9yjESvXvTg7wH3we9A78NvdYfyTsYXuk88Ka7PKARP7zQuNY86DCOvIC1Hr2Tne08K5dpO+iNoLwj+KM8VkZaumbMjzwjqJQ8lrFuO1MF8jw+pua8tuc+PPZJ3zsWNkO7q1xbvFhB5jywQXa8P3QTvcBf9rvWBJO7q4a\\/PAZ0vjw2Ky48i2mvPMjjvzyjCMo8S39WPIzwBj1rNwQ9KxonPJjCF72wFiS8Q9rXvFbNnjhu4wq9yxwiPG4y5bzkLRU9C5cgPAPz4bxT04E8AOEgOliFljwuRak82\\/+8vMYyGTyT7Py85icSPPsQArzbYiK9oCzhvCs\\/jrogdCM85iAcPE9FJz0HUho9NjPOvI7R5Lxw8468a\\/JZvIOPvTxWnVi51hLrvJtRGzxrln884IAmPULwEj2rwS689jktvFZp7ztyayS9a0RMO679GL0bZxy9IE75vEAOxbxQf708SC2yPDbx4ztWu\\/661gWTuygLBr3o6Rq9OvgmPWLhAD3g+8W8TA4gPUDB\\/Tv7FZ68S62yPKfAFL3AniS71DUlvU4iv7yAs5s7UGC7PEAhwDxWGX25wPVQvDBROzzA7YI7htanPOspxrsQX2q8gLc0O2DU4TuWHwy7QLplu7L+AT1rsby7WhgFvSvVFz3SVBq9+3nBvKbZMTw2ewy86yF\\/PHs1aTxKiwq93FwKvSrLKb3I6o68tgLwO\\/Zer7w24zE8YKiDvJAUw7y7t1O8T28nvQC+f7yucqM8CCftvEhbKr3oC5W8q1lROqb9mbzO1JI8lFUEvd\\/MBj1GQDu8UBERPNQ7HD1WLzk6Bpm9vH7foTz7FzM85phyPGCQxDyWXdi8K8iqu4Nu57yWkfa70MsPvKtxcLurDhc70JNIvMLXIT0gPIU7avcBPSaiAD2Lhs27O8WsPAvABbx+6fe8IMoevOruJb2ITpG83tYivfSfGz0uzaI8qxTUvMCRSryrKoU71nPSOtO5Aj2G\\/iQ9NxQXvR+SE72Dciq90IIOPLtF1bwG8pg8K\\/3DOjuD+bxmwnu84OeqOwDemDqQrNi8lpkLvRaycLyonMy8rkegPHDjAr3zNB+9BlVYPD5YAb1+N+y888C+vIAW9bqrQZI7u+W4vHhF+TzgAhE8Vu7KO5AP8bxWIXq8qn4oPfYifTw7gma8iLGWvABMxroDQhk9KlkmPYABLjur4vM7fjSmvBs5vjwLT068a5HgO0tx4jt+yBc9Pm\\/zPNZiYDwAwvY7Fsw2vHZ\\/O7weyPm8zvqlPA5Syzw3\\/ie9EPeQvMQjIj3g41u84zQaPUZxQDxACc680vsKPaCYiTsAk+Y7qKClPAALLLyQSqm8lmpMvBjcj7w+AqW8HqolPfOSjLxL6io8ThEdvZbBcDyr97u6QA5LvDb6nTsQJr08YN\\/PvL4bE71g\\/IY8pvOnvNCS0bxuGZU8VmDiO6sL8DtWH9Y788gEvZQ8Kj2AtcM8Ho3aPDoRJz2jnSa9uoMivXsQvzwrQhI7IODBO6sAEjsGAx09y\\/PVvLCqbLxW5zg6tIQnPUxLEL0kzBi9mushPWBrmTxWOwg8q0Jwu\\/ClBDzuG7w8QHdpuyvQ4DwA2fc7wA2gu7M2Kb3kmhw96K2dvBp3Ib1rwuQ8NosbPP4p2bzQzFc8NjWhu6C8grzYbqu8QKFDu6ANijtWOyU9xkRSPGDusTw7QCE98OZWvIC\\/s7p2+SO8a0pKO4utprxWTei74\\/e4vP9xGr0biqE86+lzu9x7JL1b7++8pjOSPND3ODzb3vI8K9xhvCAcqTzru3i72CD8vMB9xLxQ\\/pw8tkbCPPgLujwQhuK8EIDQPB6I4rzb6Yu844snvUCKHT1IwPq8Vv+iO9aT+ztbXiO8azs0uysP0jy7I2Q8ZjX8PKsbvbsrd9S6Ng0bvOuVgDwDrvu8zzcavRwCHb2esrq806qePEui0rs245Q7HhEBPRDHn7xWIZY5AIj7ugAaYztL+Nk8W0cIvKN1\\/DxgE5G7I\\/yBPNbMZLsQ9N28xj8DPXNziLzD7c88toNwvMTQHb0jFuu8wGP4PC6Hrbwr+VM8XrTQPCBK7zwAMUs6QIOEvNu4HLyW9hw9yzjhu65VCT3DRv287zYVPXrQHj12vqU7xP8YvUudBz2raOW7i079OyauMryGjQO8C0cXvAsEzzxLdWQ8QLLfO8MWGL32Qa488G8nvAhKFb0+FMS8xrarvMD5mjwrwjo8ICFGPALZHz3rihY9MPbYPEtPETzkTBu9YGSNu1alnrqgrRQ9QCrMO9D6B7zrUVu87pvWvPYkZLz7Fj68yyDKu5o8HT1muFU8E8nwPCv2rDsKDAM9AI\\/DPCiynDwWkw47q9P8umcKJb1o0LY8UGKgvON95DyaBhc9E5SqvHvSpzyrOIq75mSJPDIlGr0j+Na8YDEKPbbzSDwGBuY8tl\\/MvACMgDljc+A8lsYIu8sXQjzGW4w8Vs9PPN9kIr2DscU8VkS4uy9cEr17ZWy86CgGPYwiBD1WUHu6\\/GEgPX\\/1Dz1reVM82PL3vKDfqrxbRCA8ECSyvA6jgDywxU+8M1OrPIi5u7xcqSm9oEO1vFL+DD2f\\/g+9dvO0vDj847xA6O07rB4DPcBhtzyGgAS89qTgPJuiJz3mUmw8jpfmvMC8Jz1WCAI8ph6uvKadCTyYtPK8B9kgPdb817pcbxo90Oq2vNA9VLxWXsU7gA+EOoA83LqbXJ08K1OmO6Z0Mbz8ySM9dkURPNveurzbAyq8U3+hvFb1XjjARi671mIvPNi50TzY\\/oC8fikkPdgfGL1KSgA9fiSOPODTfLxvpSO9oObHPBD+yzzrZW+7Y0ILPc7WtLzLzqQ880mdvA4mkLxQH168\\/qHtPMB2Pzy4Idk8KIkfvaZJtDzGB3i8+nADPcfRFj32Kp67c9CSvAiDibw2h5881mp4uy5MHj0QKuI8mhMqPcuAfjzogRw9ZqPoPNt\\/ZLxGzgA9wK7mu\\/ue2bxemyg9m3I1vD7n07wrnwY83jMaPcP48LzIBSe90+4VPUQ1Fz2soAC9uwX3vKgl2DyS+Qs94JuKPDAPMLz+wQ69VyUBPaYsFzxbWNi88K3MPP7Z37yABcA771IgvUvisDubBaU8Xl\\/jvKYu5rz+7go9cpMVvXvIhry28SA9e4ZNvLaJFLzATy68bqwMvaY81Twgr5S7eHMJPUvhEj2L4Le8xuQPPfYFyTzejbC81tWBvN+kHL1z2qU89OMYvYvanjsYcSS9+\\/C+vAta7Tt22bu7QvkDvViNtLxm8\\/48jiaPvPjRszxmmEw88LZavDZBMDyr\\/Po8YzKKvCtroTx2OsW7WOscPUI+Kr3npyI97rDivDO+nTyWaTE8FtX0u9v3bbw+3Na8G6mEPBpPIj2AxaG8W2lUPFsr8Dwwi8+8lGEWvYquDT2ArRS8Ll\\/NPKvtAj0wsAO9llJ\\/vGhw9LyesqO842\\/4PGg2gryA15e8IBrXPG\\/wAz1G\\/gW8XMoZPUCD4LvqCAI9EB+ovD4A7Tymk148IDZOPGBY7buwHRK8y6u\\/O2ALITzelv88iCOEvJDWkrzm4wQ8LmCLPCjIrLwAxjM8d2ELPTbfo7socik9wDTTO94BtDz4J508IyuUPGrsJ71rFvk7k50QvXvQC7zWbUm8ngGHvOsp\\/LyApUw7C\\/a\\/u3MbszzWcf476+TtvKvRfbsgW927Q16vPO9cGz3syA49U8PFPICCM7ugAtk8uHGMvIAUTrzYDIQ8qxszu2uHQLxA1RM7exxBPDOQ6LwG5fQ8P30lvTBPKr0afRa9FkvjvEM12DwWsMY7Vu5pPFYe1rzbUV88ZiV9PMYdV7xrooy8AIRTvGMLlLxz0Yy8A76RPBY6sbzbviG9oJYxPFv1KL12Jhw92HKtPPZBIL1jrYK8q\\/9XO\\/tOELxO8aa8hsLZPBrsC71AUSy8c\\/fNvEsUSjwYhoU8znvLPIAeX7y2sBg8eL+AvM6hAj0YI6W867tivBfkDb1AigC7ZhlPvEOWrLwY+Yk8Ng59vBsvb7y2kBG9qyqrOSh\\/xTzLRz88MO6evKLXIj3zQIK8u57iPOZuTLxWwVO6lhVVu5uXoTwLvsU869EBvauvejrWltc7JlBPvGaBED1vYAa9C70kvELUHb0whK88RD0fvYD+B7ywaZg8f5oCvava1bwm\\/588DvwLPfovJD2QARG8vqj\\/vNx4Gr24CBK9LB0UvawKJz3QQoW81I0MPaCQLzyGbU68kJkkvYAaFb3Dzs48QKo8vJAWmDwrBRY9mw6DvO5Msry4atA8K658vAAS5zpLggm8Vh2WOuziHb2wOig8qAfIvMD6xjxAs5O7YC9uvDiDlTx4aya9W9c9PHPfvDy277G8lmI\\/Oxi0wDyT3f28GH4TPXYs+rs2J7A86yqXPKaPRTwj0qW8az0ePdBCz7xA8Ai9kO14vOsyYDtv1BG9QGQKPGjs+TyujdE81nh4vBacu7srTiG7AIRmuis1AD2bLA89a+RVO6CQpjsrRaI7wMpCvBskpjz+t\\/Y8NgExPJNl6DxfGxA9EHUxPMDOh7uwY4G8Q57avLO2gLzzNBi9Fqq8uwAG9Tsrzra8AHcpPbYgUjw7M7O8IkkLvcgHHD2jQZA8lnijPDYs9jzmq3K8c52HPPCoBj1eyRu9mzkEvCaZBzwAt9q8u333PKboYLzvCyS9APBPOvDDzjxgwew8k9oYPdbcuDxWT2w80JCcvI+NH712OtY7NvKBOzfYDb0Amo25dk30PBurWDzE4Qq9w62hPIDEK7tr8t288OFlvAbAC72OVbI875Qkvd7Rq7wexZs86APCPNBKSDxW\\/1o7q4jCuU4i9jxm6Hm8RhHmvKvG5TxWZUk4U+j9PBBt5TzLSbS8g8PqPLs9hjzzjYs89p6Vuwt4lDtbALs8AAdBOhvJ5LwIhB+9G48EvaDJ8zymJ8c8Fmp4vGtyTLyGbx29wMJuPAAvtjwIeMg88PnsPMBTBLuANqc6UJJRvPbSlDz2u0m8ALq9vHs1OjxvLA89xgypPMDmMLyA4AG94JDbPEME8LxAF1K7E8GgPAY3KL0An6+82I8CPZaVo7v2kNq8Vic4O2eJEL3wZ3G89uyOPBjZ+TyffA89gHrHPPi7\\/ryCkRY9a05ru+DUbLxChxQ91kLiup90HL27cQE8lmvTO+BFUTzg1EG8Q9mfPPaZkjskBSS9U0\\/ovMt79jv4uJU8JjDvPA9mED3rvdG8lqeWO8tYcLzrLIu8Q1IUPXaU+DyAZrg6FpPEO7ASL7xYdI+8ACAIvcu3Ej1wwX48P6EqvVbbezyWLEG7281XPAC3vDyS\\/Q69VgNZPORRCb2r6\\/O8cNJmvE9eHj0OmqS8NrDhvLhAET3bFr+8nOspvcs6lrurIrA6EIH7PLz9BD1W0Z+7kFUPPcBk2LuARYy7Y+WXvNCBy7yesRu92MHkvFprKb2Wy0K81kTcPO4Q+bwgqt07eyS5PEbWATyAgwE8q2b9Ob7SyrwAsZC6eE7+vJsC1rx2ML88S+3euyNeurx7fhw8u7AWPcBmpTxQG8g8GxSDvPu0+TxgtDc8ju7GvAcVHT3re2i8gMBHOyYoHDwrThi8IG7TuwTcKT3Ol+W81i\\/nPCMf57x7+C4846qJPNZqg7zHthy9AD11uyDe2ztDrMK8Jp0UvRO287zAAik9y6P\\/vCu00jzG9MG8YIjHvIPsvTynEyq9AFNkvGDRjjygHGa8q7qVOuqvET3\\/bBk9+NrEPPOZ6Tzgh5g8dpomvFDRZzygltm7aOGXvN63vLzm2Au9COjEvFuzijwmftS8biCWPGYy9LxmO2M8gLzlOsONs7yO3Si9+NWGPPPE17xrlsK7FoKIO\\/at2juQama8rMgbPSuouLzIMsk8nuHtvOtUPLs21Lo86yvBPGj0DD3e79a8ZIwNPepxHL2w3yk8NrIMPcpFJz1GDBe8Z\\/cQvWCXAb3Gvia8ju\\/jvIMPEb2ArbM7cokkvQcPAD1g42W82mQbvfb3JjxGjQg82JImPS7OBT374IQ88zGyPNttHD1jY\\/88ZvMPvT6ynrwm0168Jj5jvLY1yLsLjDi8+E+yPKtFCbswZSk8kNH4vI7c57xWlAE7xu5APGAbtLurYqI5htaKvKCwBb2WMUc8q2VIPKvgMryAqUQ7lgXoPDCs\\/bwkzSi9QwrjPNZQNrsuX7u8vAgkvfbhIz3GDdg8zykWvdbzYTxG\\/Gw8SxLDuxj1xzwbqqm8QHrEvHC\\/Ajxj++m8y\\/mDO2zRFT02Z9M8fn\\/oPCu6Gzzg0\\/s8duEEveB63DwoMO68INehPLs4MzxAlyA8m8xOvOtkhrx2GpO8LIIVPctLkDw4URc9F68fPWMazDwwUzg8ljZ\\/PIYriTwgxte7+LQSvUsv4zur8Ou6FjIou2\\/VFr1Woc+646ynvP\\/SFj0rV0O7AqcAPQAg27oYKKG8+Db2PBgos7y2G+C7Cl0aPVZ29TuwED+8gigLvWs4mjs405y8Mzj+vExFEb0W24M7dsUfvYN9kTxY14g8NmcMvOCglLuQD9w8RtKavJypIz0WIlc7RtPMPFhNHr3r7E87c1C4vOs9xTyGi\\/u8gIm0uksO6jyr8B49zkHzvEAz1rsfaQ+9IEq5PCuv57rLRYi8Nw4HvaPW0jz2G\\/47IKsUvDja+jw6YwY9vl3wPKOIrDyr3Z288NYpvKCQj7yL8\\/k767cPPfBpgrymVTG8uzy6PHP387xw1ca8QLwku7sYZTyQDZS84uMTPUiKybx7EXC8QP54u\\/45pjybi2g8GGLkvHNEIz1jA9w8qze8O052q7xWUhq94CQrvMC0fDu7wGU8VroPvDB7grxeNhC9c3n8PLazo7sAaI66wArjPK5kDT1W8nu6funCvB65H72QAzq8umQqvRAuCz0rkHE70FcXvTiGCj3LaCU9xMIMvUPVqbz2j+k8oF01vINghbxmTSc82JIbPabdbrzEsRO9KCbFvOuC6LxXiw49RjVnPCupeLwQ8lg8pggrPLYePbyzSLI8j7kgvRbxGTvAtxY9xr5gvKB6CLwr69K8GxTDPBC+STxLjP68Lhz8POJ1KT0A+Ry6+zEDPY+ACL1rEYk80C+6PECB4Ts+tua84CcYvctlWjz2qzS8rluovKAGAb0XAii9gA6pOqs3HDr2VpW8wKg+O7cyBb1YZOw8f+UjPY5f0by7unk8SxYovDsTqTxeFJC8lkY7PFb0pzxLxfG7SI8FPZNHGT3rWri79tu2PABRhDsm4GU81shfu8ClSzs7neU8i\\/jyPLBUVzwAAGS7gEjLutahYbx6Pgi9a0LSu9d7Bj0jEtc8AHFmu4ASLrs\\/dg+9QP6wuwsiijuW+gY9S4OKPCCJSTwA\\/Fo7cDmnPOOxGj2uBt480C72vPvRHLxGrAw8y51ePEOE4jxrsRu8T4oqvXulQLzwnDU8a\\/IFPQAaWjuYoBo9Vk8OvSYHnDzUsgg9zn4pPUM3srxbxzo8tpRwvEtv2DvWkNS7\\/Cwlvca0fzwWOjw7+EjEvFaIC7s+1ag8EPAUvGi1uTyrzqq8+06MPNSbCj1AFv4883zrPFa77Dp2ll68i3cPPSCJyLx2E4s8e3\\/QvP7BlbzqHgk9ACNvuhy5Ir1m6PK8OxDSPKCnU7xA6RG7KBqLvFgoAr2Qls+8iLMIvaO2Ir3uE6o8oHMqPKvp97wbGEW8g2yKPEfMKT2W16+72JPlPCb0JD2oapg8OOQmveZCCD1WVdw4Y5aQPDD0RDxA66K7VuyTO6qHAb3ohBI9ZpjEPNuZDr0u34g8OPbVPPxpIL34Xqy8LoLmvAPtBD0LasO8ZyMUvZZtBTyWL+y8RvcOvZd9Dr3bIzQ8NhMkPdSMEz2gbGS8q7jpvMD\\/6TyARUu8uOv1vGZeKLyLcfy7H78PvUap6jzIPvc8dqqfu6sWUrsW0U87QNT6vNucf7xgXEG81n7KOuBQyLuQq\\/c8PiKtPLLZGz2gSGA8i\\/f0u5O7jbyIiJa8XN4iPVhZ9DykHSk9GA8MPVvQbDw2nDi8TqbzPCp9FL2Q\\/lY835sIvYAcTjxbTeQ8S\\/btO6vrzryLVcy71vvEuk6t8jyrvyU66\\/DIPHt4gjwepZO8yuscPa49Bj0raPg7KxFiPGB1rzsWTQw9QHO\\/u3MtmLwwTXa8kHdfvK4QCL0miQa8AFJ3OjsMmDyAers8GMcKvZZcnDxAGXY7hPYNPc\\/cAr07ASA80I7rPKszMrqYgxk97uvSvJammLw\\/fxe98NPZPBxKKT02V6W8YPaTvMCARLtAolG7FoVnPBKiIL3wng48kPQkvQLNJL3moiO9kyTdPJ7p0bwgX0e8trKhO5gtr7zAKU08vr8fPa7d2zyWiB27QLrpu6hCrzxg2IK8+\\/cXvdDwGDyIHfQ8Bt7qPAz9KT0ODcA8wBA+vHxLA70QICm8TujivKumODqWlCQ9s1jovPt2TDxo85Q8xv8ovO5bs7xglG68Zn9OvNsGDr1LZQW85JQAvfuvYrxgNuE8yFe5vLj247yT7hW9drnpu5a9+LsASa47q8Q8OtdjKr3WM2M86A8RPTfFGb2uhuA86BSCPG5orbxcvSi9yq8dPYhTGT0LEzO8n5EqPbOa\\/LweOvq8ABb1ucvruLvwu6Q8q+NBO+5k+Dx2s1S8Sy7ku6tW0DygOx68FkA\\/O75LIL1gCgW9dl6Lu1YEUTyGGw486ISRPMsW+ztOTPk8VqnyuSC+Yzy2giQ8tppLvIbdMjxWoDU8kMpvPIajfzwEfA69CxjjPJDZx7wO9sW8YtYUPZOMDD3b1Im8C3DsvIC8nDtWA146liUwvCsbGz3YKee8G8OhPC\\/CIj1Tj+y89mUpvF70kDw4iBG97gkSvcp3JD3DiZc8aw9uu2sjPDuoNOE8KCPAPEh4Cz3Wsj28YJa0vMBJdrwgJte8AEcQO5s0QDz2z1G8AEVzu3vzwbxWrU+7XnvEPKvOFrkwnyI8KKTQvFDYETxLcEG8JrwFPGZhRzwriTe7170KvbqHDj2bbty8XqgnvU6\\/grze+fa8A1kXPQA8ULrgykW8eA2DvFb6VDzbAcw8yDgaPcAkL7uQl+A81scDPNZZ8zo+vb688JFNPOAv2zxwcN28KL78PObmPzx4Z\\/Y8QwIYvWvlO7wchwS9nvzVPD4wIr2GrB09x6sPvXaO0zyOv8e8nuUQPSgZxbzAtew7ACLWOuCG2Tt0VQ09a0w\\/vEjYkTzw3gY9xP0NPZD2+ryvtgK9VtcOuitsGTub54I8482wPBOAijxQlhu85J8APRCSDL12ncQ8UDpDPKr5BT02Dps7cMo3vAD2azrrZ8K8MDWCPHATSDxLjTK808GfPGDGfbyOGKw8y8QpPMtqArzAW7A8UyXUvLYqDrymaZ481ofPOuuPY7ubuQc9VqgzvKsFgTqm8+a8HrohvfCspLyL3t28qlcpPYfJBb2A1\\/46QPipPHLdFT0oy+i81vVNPNZ5RTtw7bm8K2n9O3qOAD07Ef48cKSavIAjATso\\/xQ9zvS\\/vMAzGb0Dq6+8plvbvIvOwDyATI+8dk1lPDD2BLzgWjW8Z1gFPb5BuTzmMRM8PvmWPACeX7trbRq9y9nfO\\/KUAT3mCuy8e3UzPPPyHj0WV6q7AIw6PLZBBj1A0hM7l5gDPQA2mzrAp7o84P2Nu4bDNzz4DrK8KAUgvRqpBb3G8Ro9q0ewOnhHkTyOtgk9AIYyunsm2bz+xLC8IAC4u2u\\/MLwjL\\/O8F3YKPXBOmrwAMSm6gNknu7ugYrzwGM48+4AZPNt2d7z4INO8GPMfPevrljzYova8Ni+VO17eA72u78M8C\\/cYPSYBkbxDUYc8EDepPHalA7xWkSS8YBLwO0i8mLwavAu9y6dcvDpBFz3wHgw9e7olveDmZryLeA+9sArfvDPrDj2rVIE5jDMTPRbDSzy4dwm9EqocvaBvqjxfbgi9Fp33uwZIsjw\\/yCe96OzRvJstOTxQNQ+9wCUKvdpMG70\\/mxu9VsxyPOgsxjxSZxw9S6+du77i4jxTTwQ91qNEvAj66DwA7Ug7a0QOPb4zxTyfaBi9+NkIPcuILzzG3hA8BMEhPa\\/RC70gPba7sJZfvDYYtLuGI3S8bm2wvA8DHr0bSU28gJbbuuC7Gbw7xxg8uKEHvcNbvbzG7vo8SyMAPFZVZztTbrW8e3FMPFcLBD3+2xo9koYAPYtbkTswURm9iC8RvZDkyby23ns86\\/I\\/vEaHLbyrkZm6hC4PPXtKPzx72Zy8piqpPPaL7bzAXTy8kEYavdsZVjyWrSK88zbTPIZvDD3LGpw7M\\/S7PCuMEjsW\\/AW9NmCqu9yRFj3bxHe842AgvZ6otzxYiKI8VvruO0ZBBLzGGLa8S7lavAOy8jwGJXm81w4SPQihxLwrrfW746chvVab3ruAJLW7JvmRvEMiqDwTDw09J\\/wivbY1Fzxz4QC9q\\/hkvBhRuryjLvm8PuUMPUwvAT2HRRE9q7r4OrY++zzL4++7K0hKO4K0Hj1jxxc9QDOUPKvF7LvgKWE8y\\/6CvMASi7sDZOU87zAIvRKlHb0YXiO9QIeNvFYXXbsgVYi8E3arPN4m4rwWJ6m8S\\/VFvKw2A72egOK8WC23PGPElbyAUvM6Dve2vECy\\/LtL7P+822dfPEvCxrsDZ+Q83jW4PNa9oDtWnQo8QFPEu1CZK7w4roy8ON8Qve5Drrx3DhM9RzIcPauzATrGN8u8gE6IOpbmcby2SoG7gMjgPM4roTzAbAU8ptamPCB0hTzAAXu8q529u66po7zavxU9FhV0PIvm37x7GaC8QH5Gu3Dp2zz4DAA9G2gZPeTQDz02SBa8djifvLDMKLzcZgs9oJIoPFZJVrlmCkG8q78TPL6KDL2sfSE9EIkJvUst0zuuTtc8b\\/wNPaZvxryDkPC89pRzPCAYH71GNPq8KB7uvBjwhDyLRXS8bg71vGu\\/OLuWtxe9IhYXPSxaF72AmSC9A+\\/hPE4I7LzD2qg8C8R0PJt\\/IL0XKRK9m1rIvDahcDwmyZG8iEgcvWAGpLsrVaU71n+au2vKI7v7\\/OY8NgTcO7uM3rwTvOs8\\/GMBva6pHT2OAQo9E0jHvGuGhzzWhPk8+zg3vAP7xzxQw8Q8EN0cPMvmEjwwB8U8VvElvRNSpTz49v88xgSJPKazUjxbABk9ANAvOOadg7yml9C8myuevKtJzTwgCQi8uDAUPa55krw7dZW8oLt8vDDUwjzok5S8gHIhuyto+bxG4x+8\\/tHxPFYRxzpgv\\/88wCFAPIZMEzyzfIc8oOQ3PECbOLxDfRU9oD68PBgvkjwW6Ei766eKPHCPBj0ACN85a0aRPHaf1rwGccS89ibyuwvaHTw7Tqu8aC+EPJvtpTwS9Q899meuu65437yGzCI8GGedvITFBz37WU88P9scvXYoAzzrQiM8s3WJPFZYq7vAKUW7UwruPHAusLwLFNY8SmsLPbvArjyoucC8q+\\/OOhCG+rxLFUc8JmI6PPAGNLygELe7Vs1qPMAgJLvWdbq8tG8kvSAppLvu5sy8Y0OLPLah0DsAJES6FmloPCCqEzy8Vxc9YAgqvA9eCz0rlOO6YLSXu9Z3brxjHK285mzNPJxQIz2Qkl48ADPNOta2LLt0eh09UzTwPLpZFz1Q4va8i5\\/IvBDJ7Lzbi\\/I8sKyjPBYh27tWZne89msZvYxpF73OsQi9c1PxPJJ\\/H70QKqm8OHsZvaYfcjzrsoa7Pt6mvK5nyLzWeBU71k7pusuCsLsrwxg8tuDrPCt3uztA8Hc792YqPWPT+DwzgIs8AFypOWbVrLxgzmk8YBj3vIjeuzwunwO9K2yUu7Z4ibzQW\\/A8QFjLu2DtCDzgk+e7ezinvPZRubwb0uw8lmC6PENI\\/ryrzBm9WncmPfZ9Hb3L6gC9xGYqvTZGoDsWgb+7lpQMO6ulqDwWFUS8hi97vABMHT2kGiQ9iFQQPauPJrzGEe689t9JPJt4f7yrTJI58BagvED3Fr2WXWs81holPbaPyTuL7J+8xuYoPFZuXbxw3u48pmCnvGYZIT2rse27YLuJPEYZJL34sba8VCcDvfZYBr3olwU9y2rdvP6EHz2XvxI9AGUqvDYDizsuJhM9e2sFPWiR\\/LxXbia9YL8RPNYZgDrU7yU9wFqDvH8NKj2Q7wg9M9yWPOZEGL244+i8VkKBO0jCIz1LOpQ81hv5u25ZhjxTtgw9ADgAO8sACr3Lp5u8gA74uhP5D73IbdM8q2k+vI7h6TxDps+8BjSHPItZ5DyeTwe9wI8gPSDAkLwI3vQ8AMihOO\\/lJz0rOnE8ZmRxvC9cJj12et68NjTBPPLCKL1+D+w8gMQOvBpiGj0rp1y8kPFvPFYbhrnW\\/\\/E7IJCOvIO0sDxQj868BzoEvSZcNbwwVlm8eyvNvJM44Dwo8bs8NsKru1ad2zrfCA+9oGPAvHvqXLygFMi8dq2EO6ZavzxW9Yq5Fh7Ku8YyL7wGv3w8ph4wvIBihbyQd22809fOPPbogjtj8p48m7QGvVua9zzOBgM9oBtmPNO36Dwy3h09lsSBO6CeNryraRY8pBEnPeuUNbvWmyw8ACe+O0SWKD3bwSo8phcLvQ+5B72u1KK8SzAOPVDD3LyAlvO8BDgCvaZWETywXlM8QH4Pu2Bi1bsrwZe6C\\/8gvBAq6jxL3wu9OEQVvdvuBrzA8XS7nkG7PL6Y6Tw4wd+81uq+vMNEzryeUPK8q4L1ulAohLzsUg49jtMQPYASlTurUkO5YnYnPUYzubweeuY8oMXnvDACKjxTaME82OnjvCv\\/wby74O28OMomvcxzCL0szga9q78guyay9DyjHYm8hGEZPSvCYTsjDc08ezcXvUYkAL2E2yK9iB8YvZZ7STwvpgQ9BL4FvUttpLvObOU8AHUMOjDtDz2oZJU8WowCvTc9FL0vJAq9TsztPLA\\/BDx20oe8q+dpO6qyAD0eUKE8K88QPDt39rxYXSS9O6yhvH4NDj0mKuS8mxAVPP5cGr1+9N08u\\/iGvNsD9jyzA7q8sBVkPHaRwbwAWL08q+sau6v1VzuWJvg7yLIhPRsVPzy42Cm9E+6ovPtuXzxWyCy7mmIHvbON1jyA92Y7WpIEPcuclru2ny48QBQTvcTzGb2jE4M8K3FPPAtegbsORga9iGynvNaEHDzfgiW9pkQQPLiG+rzLN5i7GyuQvDhI0rzWHi87y0kaPB7XF72rAGu7q9fdus6l9zx2qp87+\\/nyvKtGiLzAHly7uyoRPFu2tTywV7i8cyf+vBBrIz34At68ZhYavUaBZ7yWLIw7CKwfvc4loLzwWyM87ogNPRg4v7y+Tu481v6HvDDFF7xG\\/gO9htV\\/PJZKDD3eavS8lp8Pu3CTG7zs+gK92KUoPbYT7rtzRbK80B5BvBDXpDzgJmY8EJvqvAaCXzzY5pK8t7onvZ4p\\/LzAmj676HTGPCPbyDxGT5s80OYxPKaSerx7VMS8oEcYPV56HD0rRNu8yyFvvD4E3Lz2GXU8a4D6vBdhEb0AajA7tuINvOBj+ruQq+G87rcNPZZJzrwW1587DvmzPPiJgbzu7uM8NtSDu2v1CLuAjZ877r35PIx7Cz328WC8YAoMvCtuh7pTrOc8VkEzu+vSs7zAo6G81kogveaAuzyU9hY9gNlpO1LCFz0fUBY91GEVPVa+H7zwVxI81tbZOk6l0rzfkhS9Jp8lvNbM8zo2rzm8SytuPEZGBz1gN068i29nPOtmiTubX1M8wDB\\/vIjcsLzYO4m8drlPPGPKkzyrNyE9bjffPLpnIT3LVla8IuMdvSt3EDym5+w8hi3IvGAv0rwaKAi9y5bau\\/akrbwAFqi8wiQKPRTyKD1jr+O8c+kGvSDb+bxY3RG94EXyPCOb\\/DwIqec8VundPFb8AjridQQ928o8PER2KL2wS+W8myViPCP+n7xIlZA810kdvfZkrjxwcrU8gAqbPKC1CbxgWia8ogAAPWAYFDzChii91h6LOgaTJrwL9iW9ppo1vFZ3fzpguiA9VlTNvHdjCr0rq7i8S5YuvJ6AojyuZ4+8r+EUvWtE5DugYbA8AF\\/gvF6u7bzgGzC89seYvDvfvTw7NEW8lsAOPLPn2DwT5hy9CHMEvR4\\/KD2zyOi88wLuvKsd+DqM0SO9POYTPVM6pTzGPOa8oCNqPCtGHztwALg8PkH8PBQQHz1cWR09loqYPG6HmjwAb9e7ViS8O4COIr08iAC9CJCwvCtrFby7GvI8cHGDvMtS9ztuLPA8Kz8Ku0jGujwAs7W8Ux2avHZ217srf4g6Vi4fOvsThbybhxY9zm4QvfsOCL0W+nQ8w7P2PHY01rvDPbs8ntvZPLDnsLwQvSe9+OPAvFyaEL1gp+k8I3QCvSC4ZDwmvRC8G8gpPJ7PxLzbJB68qHuXPOCujzwoHIw8wJ6Cu1Zz7TxACmU8kEmqvGATKT0YdA49xnYSPEAeuTurmJw5dg20OwDAhjz4KSC9qGGqvKu6T7vrxJw76NWAvGBHnLvGuyA9cEolPbTgGj1QtJ88K0mRO7QcDL2LtNA7poTBvHcPJz3aiCS9m2RdvCD5hruAXiA8RpZaPJDODL0uu8y8IMwjvJblLjxQC1a8bmaxPESXGL3bIhU96Dv7PMs1ajxm38I8YhwVPVaT0zkza+m8IGQJPCtBZbzQrjW82AImvdhL3LyTA528y9WNPMvWozv+vYE8jBYIvUdcIL2uIcM8A\\/yZPJZV77xriFI7lr0+Oz4QAr1SlxQ9i52jvBZ8oru7IZs8rnvVPJZpE72GY628GH7LPGC4ybwWbBq7QxvGvHvBwDzgBMG7K5jsPEB\\/Bztgjwg9P0IfvVKrEL3u5Is8YPqpu8B95DsArD67omMmvd5M4LzudiM9yxWmO6v7JLtGWQG8du7Pu9BTCDzwHZY8QIwZPNacVbvYL\\/M8lrQCPdDpnzzrXf28S3GYvIDP8zsKzAu9432APCsIsjt2oN28U0f4PEC\\/QTv72wW9UrUlPXCOCD3mwla8i6oYPA572TyAaGW8y78ZPHCi3zymfVq822oxvHojCr0bGf080x\\/5vAv9Dr0AKgU7SyPSPF6NpjzqBRw9I7jEvPAXF71WXCA9tlAkPMjvi7xA9Z87y0\\/bO2bd+jzLxng8ULgmPeQiCb28ugG9AHd3PFbuGjwe1IQ8MCdCPCsYU7sgTA882+kZPeCs9btmigq8UPrevCsRH7xEtQ69bhgFPSsv0DumBo88E\\/wgvSA8BDxQxLI8W85zPFabATtgiFS8+HSOvKtE7znrFeM80GkkPMC5A72L1ZG8hh4qvTip8jyrIAu6Vg4oPHZ4ozwrH506UxSrvKCAgDzTHsy85sqbPBiJvDzXOyq9y1QCPIb2hrxAb5W89r0Pvd8aDT3eCry8N3cdvY54nbzWhuy6eHsqvVa5E7urxCS9q6FPOyBSnLtIlMg8dNQmPRtQGr1CUyC9xrEaPIsN4LyjJwS9gJvlvOtdVbs4UtO8YEoLvThcojyrUa+87r2IPOuMPzvqShQ9q8+gvNas8boDXvm8XIQZvVvUYbyru+s70KCXvACfq7q+Uc48cFN0vH8jD71auB29gLogu4jZCT3z65c8O\\/MzvLNx+LxAXzk88G9VvE4t8Lw2Gom7vnkYvSb6Erw2wlC8eNr6vGaqKb3WrCM7JIsovWipJr04BB49SPfHvPeNFD34X\\/u8tvQLva9yBD1zS5m8gIeJOtiiw7yGU508AEmRvKs\\/DTzLLuC8BpgHPVDZFr1weci85kr9PL5R\\/LyAhx881pYiPQZ4Fj0LBvQ7IEfgO6CuRTz3+AG99gOvPB6P7zzkmBu9V+wWPVaCq7vwfjs8q1xGvF7Ym7yALO68BM8QvWvph7zzpNg8VushPVZ527mPoCQ9K3BQPGioHr3riu08KHAEPfiYBD03eQe9Gz6uPKtR3zscww69UoYJvVa6HL1rVuy7a3RivA6A7rzGqq68o5MnPbZnWrwmekg8O9y8vBbQ2DtbXH08rg2hvP8WHb2WhZ088P3qPCDJ4DxTeqY8VNAbPYu4Jz07NBi8EjkLvUDkcjv2Z+g7eE2NPICYhbwWG8e8ABZ1O6sLg7wPPx09htnyPKuUzrz2Ly68AOsDPBbBHj2LRdw8kwXnPAtDp7vy0gK9VmdBukC+IL2rXIa8gJrVPGCutLwOcJ+8cKCBvGg3\\/bxgyP27tM4GPYCjFzzQnsa8uB2evGAQGzwQW5I8MFIMPdj9G70Ywo688DePPFD11rwots48S03NvBbtWjyrDbK8mAqbPCLZEz1mqmu8S5C\\/PP79zrx4\\/aW8YgEfPcMUBj0wzS88\\/qYHPYARRztmKoY8L4ABvfYZqrsCtCU9S\\/Y6PPAi8zxbUaW8AH0TvTrbBb2AaB67ts7iO97FHz2bIu48JtEAvRtFSbw2r7Y8XkocPS7Xj7wm77Q8GqkRvb7UD702ybE7YDQqPZgaqjyrko+568Dru7aoPbxWxyk9EApmPE7y4jwacik9ix0qvEaDH7wHLQu9VgnCOnOXGr1QFro8lLYHvTbTszsrfu479jCmO7tnYrx+iMY89geSPF6\\/4TyCCQw9YGKuPIDiiLsEWwS9Fsezu5srjjz2UmW8TvmJPGtmmzxmc+u8Tg\\/TvKItH714ce08661Gu8PIr7y4r968K1KtPHhOmLwzvri8ZkKHPIuuSTwWVUi71sNuOyYwizyWPC28pL0gvY5pobzOVZu8iyKavNCCKb37KoS8pA4PPX7kpjxWTma6\\/\\/gMPY5BqzxzrsO8ULtEvEhXhzy7FvY8gOAKO+SvFD0Atyg8VlzWu6CTCj3YMNy8ZrkUvDasIrxLe1i8u4gMPfYJGLya6QQ9cAo1vAqcIz3WWPS78DfyvLq6Hj0gGyE9K4d8PKsiFzuLl\\/A83pQdPePSlDz7XI081jxFu69sHr33Qyk947yUPMIbCL2AwA+7RjftPNCh+ryrZAK6pphvPGv0ATz2ZB08zpHmPAiZubxIWtk89ikzvKZgnDyCqhI9k8KnvGvfXjysNxg9FvYuO6iQu7zYlfq8e5+1vPYiz7wUKgG9G0WOPAAlxTwju7y81ih2PJ4uzzxM1gg9Sy0PPACJJrtGJ2q8e2WXvHarljuAD826YvAdPZuj7zxro3E7w6HVvMPMwDxEOBo9mwOdvKsaIbiLgfW8uDWbvNaC4jtOdqa8CMjyPOr4GD22nhY89unhO+dvHb3r50U8O8rwPFvcIrwA2po6C7nAPFbGETpA8j27msIfvXCzcLzjQJU8doDFu5SnCL0WQ5k8y8DaO1bzN7zWL4i8dtMIPH5lF72D9Le8ttkAvIAx5rpQ92W8s3mCvOMEpryeEJq8a+Y9vLsApbwjn9E8AFeLvB4I+zwGGzS8a7QpO7ZT2DuLLJM8y42yvN6B7TygQae85voYPAvgALwASE66VowmPIgLKr2rine4u6xevGt8s7xDkQe9UIzfvIYMKTxTf9i81j3VuysRujuA4g+7AKA4vL95ET1CDxy9LDwdvaBeMDyL2Aa8aAUmPeCctLu2kGk8a\\/CSOxbjjTvANEK8S+OavJe0Kb261iC9nk+KvPjj5Dw2HN28wFHlO4uSnzzrlEk8Lu7WvJbU9Ltok7C8eO28PGAVXTxOq+28V8MZvWuRtjwwnfu8sDjCPMAv\\/7swlD28Ey++vDbTtbtA5Qo7ltZjPMLXIL2QZqY8k4YMvatbzLr2no+8i8ycu6uN+rq2ik68j\\/sgPV6w1Twgzso8VklIO1aWfzzO6YS81i6BvIAfOTxgmW48A46pvLjM2rzePtY8GFcmvVYqeLsIB\\/M8ioQmvVAmJ70T6xQ99l5tvMDsbDzmqzk8h8IWvQa0cTy4rwA9AMMuO0YtLbyDavm8lhdAu+vaz7yrDJm8R+oUvRs8wzyGevu81rGMOsa\\/FzxoBhI94IGuO1a4tjwHRxe96zI4vIDu1Lpr2Zg7E0G1PDhugzwLnr88W58AvZt4ILyGuuu81sy0O8AGnzwWEnS8CyvwPMaAGTyLzTs8VPUnvf9dDL22FvW7cDEnPLqlGD3ufww9UH3WPD7P7jzWL1k7rnTBPHC16zzkYRO9G5f+vBMegDzXAwA9f5UWveYxOrwgM+y7NpFoPIY007xeL+G8sPA3vJeTKD2rQ3k6l4QSvUtxlzsXsBi9EjocPdyLDL3j3ZO8o\\/iuvADDBDx2Ja68p4gePXbhDDwa+gy9U2MTPbfKJ70GHZU8a4YmPbRbBL06Thu96GyTvANngzzWYwS8sDwrvNvHAzxgWd47A+XRvFBa+bxrOFi7qCyWPIBZKjxArVG7SzMlvW4v9bwWNIm8bnyZvC5i4zw7Ny48H58UvSD5aTyWXF27wPcNu4BzhbpMNiM9lrh8O4ZHuzyGbtc8hEYdvcDft7y274y7VgTLO5ZIx7zAwQ+74sInPUvk0zsoH5A8bunpvBCI2TyQ8hg9OyI4vDsDybz0nAS9q6oMNkv45zt7Td88C3LrvA6Gvbzwr9w8Yk8kvYC4mTqX6R091hJ\\/OwA\\/ozsjSKa8AJM0uzBjPLyAv0a7G\\/VXPGhfzTxQpAi94\\/alPNBsi7zXwiE9SHPHvJNR0TyTddK8FrO\\/vADsT7wmj5m8sGHsvL4Khzw2bbW8sAmdvGPzxjw7uR08g0APvXbnqbyIaYE8vp29PMgI4rxrf8i7K6Jnu6aza7xQiko85tIevc7Y2DwQ\\/h09cOYQPJB0Crx2U9Q7651HvL\\/NGj3eHLC8RpFjPADDJL1Ltuw7o0LfvNtDFzyIk9G8Hg3PPLBMvzz2im68gJSMOobbGDxOpJa8gGhUPJbKDbuG7AW97nGMvECefbuA56k81nkNu+ZCXrzWNWs7Uj8SPSBLujyGkvg8q8aOOksRVDwelQY9UPhYvENKh7ziwwA97mOEPE+8Hz273+m8wGiFvGt2DL1e8Q29Mn0oPRBLLjwO3tC8W8vNvNvnIL2jRg29kEaPPBbYm7yLTt689u\\/6O\\/azZjzT5cQ8VuBIukucl7srORq90KruPFadqToAGZY8ayKPO1ZIN7xLOhY8Y6PHPNhk6DyrbRa8NjXHvERjKr3me3S8e8xLPK4qyjwrakE8JvxtPHb5zDwgVBM8Q7zovDK\\/Bz2mU7m8kosavUMFjrxMySU9601kPFaMyzwupoE8FjlYPAsterwb46U8VmpkOtMm7Dyol6u8mJjxvGKdAr1vXB69q2ybOlbMijtgUKE806jZvOuwhjuWN8c76\\/jHvAur6buWTAY7e3gRPI9sFb2LZeS7UAAGPG5fD72LOMo8NkXsvAj4mjzuZpO8xwQLPePHGj3WaMc7K+gJvGa42jzgUIi7a9iTuysxQTuYpCm9lk7lvAiOrzyLLbG8FhsDvT6ajzxvgwW9PHYUPfOVn7w3kRo9Jva0PMv3hTuDqYi8sCFPvLIOIr2eXYY8Xr\\/PvKiPA72b3je8QEZQuzjTwTzgWfU8VuTQutgLnLxMvBI9sA7tvFYwbbyWD1q7dJMfPRDIAr2AFm88rB4kvSvfg7zm0xq9+AyNPNY+ybyYgRC9KwXEOgti4LxLb66847gTvdPkBD3wY2a8C0vePDQrKL3gssA7R\\/UHPTsDDr3Ay868cx4TvSBxe7w+0x09axUcPKuR7TvAH5I8E04TvXMoGD12PeC8QMjfO+7UkLyrDBE6oCHPvAvJVTxQPGU8AJnFuv7L0LzmQBq99r0wvBD2HbwzvqO8SAWKPKBCtryAfgI9G\\/kpvXtjDzxLoZ28ZAAXPdungLzjqvK8x\\/kUvWQKGD1WZQs7wHJuu9bYGTsQX2A8ECGAvBAEAr0vMQM9izW7vFbxVjnjA+A8gmQgPZZwA7xTQN68TowGPTb6u7znvxs9yyTAvAB4PLpuVIE8kF2FPDvJCb3wwR48yP3nPFbUijtWE6C5a+oFvCaIdTzekwe9y9W7u6jCCj0evLG8+2UMvK\\/FAj3rkp+8FqhEO0DstrwOzqA89mnHO9CSGDzUfie9k\\/ODPMt85rwLG9a8U6GwvGKaF71XDCk9AOcxvCNsqbzanh09Wswkvbx+Dj26tQA9PtiSvCDz\\/rz7B8G8eAa4vPDsDL2OBfM8a3XNuw6dmrw4XSq95+UTPffRAL3ru7W8k\\/S1vH\\/bGL3rF9u8oBCdvKBdqjsAQ2e6FjwRvMxkFj34YuG8QGByvKYXSDwGy9W8Oxgkve54jrwLvBc9ywZIPMKOJj1WpRS8fKQHvRa9BzyApnq8ookXPSD9MDyg9r882\\/8yPHZ\\/qTz7Q\\/K8VrcSvI+7BD3+Xbk8n5sjPdZ\\/Ij0LI+O7AJ7tu6PwuDwQJ4q8qx9FOrfJJ703UCe9ENcYPE661bxgmfG8YHqLu1C2qTwAuJ07lpqEO6BwZLxWy1Q85t25PLBTI7wAUc87VgywPM5OizzoLbG8W5HyPB\\/EAj22hjm8Q5EZPeu43bsrAsE8KBoLPQYimzy4Js08kMOOPLCxdzwUZgK9CypVPCaVDT1uNMM8i1d6PKt4ebyqAyo9vs7NPKRlKL1YE+O8e+myPNjP1DwWEQ+7luYtvNC3rbwYZMK8a1DzPMiOyjwomKc8FtY1u8vU6DvmghY9roUnPRao9Dxvugu9q9\\/4Ou5Qn7zT1hA9wDWku2Az9ju2oyC9UHwBvZatpDzeK7M8gPHvOoAE+DxA2xY7kggovSB7qbsI5\\/e84KW2vPZYGj3y3hA9VkdOOyreEz1W1fk5FycWPXNN3jxWERm6b+wOvWtOBDuwipq8yBWRvIa+U7wApBY6BksqPaTIFr3gWwC9UNhwPOblJD32BaS7wJK5O8\\/xJj0YyNO8FwUaPetQCjxMnBg9gFIRvXiCuTxAW6Q7FieaPBb9xjzLziU90FWgvPaw7rsmeyu8e3+oPKtwp7oXQhK9hzQMPQCRFDxMDiC9eJaDvCByprzGHQ+81imauwalGTyrAcY7JysUvWZ9SDxj9\\/Y8FkcTvAejH73OdYC8on8FvZt\\/wTw2aqW7iyu3u34h7LxWH0k8Z\\/cKvQzLJL3\\/YB89c4CdvGI0Kb2LQNY8RguRPED+uzu7zw+9ll0aPcsRLTwwrb6868f3vEskdLzi6gO9R0soPQtGHDxWn8G74LdsvICn+zzmpeS8uKoNvRuzoLx6tQS9q+b2OlYzUbxLO\\/s8y8hhvLs8frzrZfY7013NPLDiwzyrvho5lqsVvSvv9jpbe0o82MfLvMsEHrwrdhQ89hZsPIQWHL0gaQQ9dtGfuwua\\/rwwtmO8++DaPLYBwzvWDqK6gEqzvO\\/zFz1EFQW98+XiPANBqby0SQi9DkOsPAAARDd499a8L0EWvQKHHD1A9KM8YOaCO0AEsTvLzwm9zgGePE59oDzmYgU9AyaWPMP1Az3jOyQ9rMgoPQtdm7ym23C8NjYRvFYT8rofEA+9SxjuO0b\\/ULyWkXu86ySIvJgghjz7qWK865ACu1boiDsz0Ou8lMMIPS6plzxAN0c8Q8YXvS9rF71g77Q7bkKLPKtRlrxQp6A8q1JJOvgp4zzDv5S8gOx7u37f07yb2Fu86xGju0vYuzvWp2G7BtVevPaM6Dsi6hU9OCnDPEwVAj1I6sQ8a5+dO04z1rz0sx89VoGWvAtfJz1bPg+94FMcPesoIrzr21E8aCrzPK+MGz0WEE68S\\/AzPBafAr1vphi92GsXPZjC7DxWHYw8OpgmPVZU0LzbhZo8QIgYvGNe3Dzexqo8YN3nu0avszxWsWk78N4OPWPM1TyAz+w7JjIVvHOQ4zwgrpu7wwHXvABEdjsLyDW8UyntPPv89Dz6NwK9Vl6QulYYKTyU+wE9CF6MvCgAwry70hA8Tpe4PGbpTbxgWMa8yCOjPOtQlbsivA49ri8LvWtsEzzPoxC9a434PJCPNbzjgRa95uE+POIRHT03xCC9NLEMPcYJGT2b\\/4w8Kz0WO1CJgjz7V8m86+WBPMgcubx+vZS8MFcLvUjVEr0AAGI4NlRhvHaBHbxrIuw7B6cHvfaUJTxv9h29KwKHOv\\/iAT3g0328OA7VPAALMDygSNy8hqQnvJaejTuDBde8Q\\/QFPUDfXjwvHRk902sePSv+sbyosPQ83H0lPVCyULzDGIM8pKUjPXO9uLzbwV88K\\/+CO0YpgrwQhAe8q3zLugYyWTy7iWk81jIHPTNSwzwAjz86a3guO1bJebuGVJa8oqkBvbAW0ryjbvu8HI8RvWY\\/IL0H4wm9jvqgPIPvpzx\\/VA69p7UHvWufFjyA0wY8u6W2vKC81TxrTaW7FyAAvRtmmbwcGRw96xHRO6vxIbtmD\\/U8FsAOuwv1S7yDB\\/I8sEESvba4hzyTdwI9Kyt1O8v0dbxaaQS9q+RCunAwHrxGuIG8GH3xvKMvJj1QeAO9j7QHvd7U5jw7Nbk85vn7vNynJb2zzSa9cExDPJvcrLwbg0o8FNkdPdZ607u47\\/M8ptHZvFiws7ygpF28CFeyPKufjLpwECo926QqPBZcRbubS048pjwNPeB5GT2WbdK7wHhRO5biALyyNyk91oJ9vHuXS7xACt+7jq21PODA1zzyXgY9dsU+PCDDGb3rh6e7SrIpPaBEPbzWxJ46P2MMPZaFobtu4qM89IQJvbAq\\/zzjops8MMQePPAkczyDJbO8wO4iPJZokLzrtRc9Vk+FOfvuvbwAEW+6FmoKPOD7nLur4h056xS+PA8iCD0jKSY9nx0BvXrYJT2w9NU8qwuLurDFhLzkjgm9Sxv\\/PDvszLymUOw8tNkmPYZRSLwgm\\/k8AoMmPetwHj1G7LY85jAVvZvTXrwvaQc9TtbyPDAAVLyrco08A5yWvE\\/4Bj2W2fE7ywsfPYhwqTy+kKK8c2buvMNI3byGeSI8ZIsavXScIr0AtUy6d2sEvcBemrs2tec8y5bwvEAX2LvwI0g8MFMGPFZn\\/DzE6yi9aLIMPbjf\\/LyT4uC8U6TbPIs7zDuWf2E7I+XHvOgtF73IIdM8\\/uGcPBaEQDvIoo68G2hxPCb3Ljw42xE9y9H+PCA8lTwmGh09cEG\\/PAumJjwLtu27q4y\\/OTvavjyYz5e83nTRPE\\/MF71Swwy9trGwvBZiljyryBO9KyOCuovKtryrzmW76OzHPAtoyrugR0a8ny8FPR61ibzwNqA8AG7muWuahry4M+28YCCYu1aBtTl+NRM9yyrWPPNysLwI1tm8QIo8OxuV7zxGJii8u47zvIORlrzWCC87kH3jPFbMXroTavS8ALgZPNtqG7ym\\/SC8PrcHvda46TtWX0O7Kv0bPXDfAjwrsYU8M5uhvKYl8LyG6B28exQKvYNHID3AZjW7eFW2vBLXGL32EuE89m4GvPaCsTvjfxG9S3y2O6sxtLx72Si9XhrOvJZVaDzQWQS9kKWhPBfzEr17k9y8i1Kau4uUyTxg1BY9gwuLPGDjprzQbg88e97nvDgQvrwQPJ48ZmIgPe6V6zwjTCC93u+6vAA6QboAoFC5NuFcPFAp9ry7AY88h\\/kAvQDiT7s2S3s8lgP8vHfVHT2zhcA82u8CPUj46jzOKPi8uHsUvR\\/lD73IL6y8gOOHuzbgA71+zq48AMrdugDxV7q+Rck8UAUmPRa+DLwLQQw9cLRmvO+FCr1o1768vEEivYMUgzyrILs86\\/0MOwsaNDyb4Vk8i\\/d\\/PNCDsjwwXBW9fqCHvOvgjjym9RM8iPfRPMiwzjyIpbE8M4m+vIBTqTqG4bG81iEJveCx6rwAACU7wLTEO4vt+bwbSjk819UlvUBy3ztDgpo822MOvAaw1DyaoxO9ViZlPKCe0DywNcG89qXiOzBd\\/ryec888K2+zugY+7TyrMl08qyKdugjaC70AmHe60J2\\/vCCKAT1m+uw8EHb6PGYltDyjbtm8VlT5O5u2+Dz0Jhg9qLSmvCaisDybWVW8wNUwO2A31TsIUx49g6\\/7PDQrAr3ekSO9lFEePeubDjv4tiI9i3eZvKzRCr1ri1A8BksEvdh08DxirSS9ExG+PDvURbwWGeM8Rh5CvFYMBLxUvhW9Yx2wPIb\\/FTxvkx+9x1YfvUipAr344468W5alvPjBijybQQK8iJC1vJse3Twru746M3HaPAC+KDv4W\\/c8AMweulMxDr0wXks8lhcePOjDGD3WWd088PF7vBtBHjzHThI9czwkPYMDm7wTCse8KLDPvPb4tLtO0rC8ftCyPKtGmjy6wgC91jS\\/vJ63lbxgUIi8oNVzvKbRKjzrSiQ7NkRNvMN+4rwQ9wi8R6QNvdhfIb2W2Ak8RjWKvKZLSzyjrq48pmGyvIsc2bsmRhK8a+FnO7IOCb3r+7Q8K2SYPKIjHD1AdRY91nE7PEun1ryItoa8Bo0iPVaUw7pG5X48IGsPPAucrry7kHK8lrLNuwAkFTpW8RO6CrkZvauSBzmzI+o8a4OSvPbm+zzr8w888yQAvavgRjymxL48IC0BvZC+ArwgayY9s2LtPBYYXLyruYe7GHXHPJhLFr1enYk8BqsXPeBckzzo4SO9wKqqO0A6xTxg26C8FneCPKtrm7qwqwc9TpS1vFaBkjwOjqg8FhoTPSuDy7y+Yig9wOAAu5NODj1rJyY7t5cbvROyi7yQZSk8bvmEvFZh4TuAg+y8E1yVvJMSGb1gAbq8qpcYvUA9nrsvTQI9q5eTuuC+C71ffBS9gFn\\/vDreJb3LMeC88j4KPTt16byAArY71DYbvYZpRbyOEOu8ozHcPD5TGD1Yw\\/K8tjWou5LyIj1g\\/iI8a0SJPPvwdzwuUtG8atsDvfC2JzzYQd68niWivE6CKD1rcNo7RJgePY7SyTwLLke8o9z8POgr\\/LxA0rK7yFYSPVampLtkdBQ9+2+3vMuTybzACkG89tPCPJYhVDwbVK08oo0HPWuJ7rtG9iW9IiYWvZZiB7uAC7E6KLH3PJRhKL12SY07yEv9PBip5TwwBuo8uE+UPOjpybzaLRi9lkQCOyCt0bwAi+U8lqONPNvcBj1GQ3o8HvcAPca9Nrw2V847znC7vAYUhryrIV86gAtdO2sEbDtAZDU7+2TnPCDIGD1bXcg8xr9VvGhYuDxTjK+8\\/qjTPNIfGz2A69+7XjvlvAvkPLxwhZw8Oz3cPAAY9bummDO8kogPPQ58BD3ABE2867nVu4Bj5bwrRum6K0QPvQuJcTzEUCC9kMqpPNjvmDxLsJo8djm2u0+RJb3gKM27uMy7vPtyNDx3NA69wKvCPOa1wzyQ1Sc95nPZvBccAb2nnwA9Vq51vKg\\/yTzjTsQ8q50JPRZmPbsL4Ak9XtXAvBjsGb0b4hs9mzohPHj4\\/zxrGhM98Hh3vFuNeDy7OzI84mAoPQBQNDi2p\\/C8iA2HPKvZlDr+kPC8DjcCvSDE0TurHcA8eKcTveMEl7xWWW+5e4F5PGuD3jur1w67Xkv6vDzRAb33cSS9q7WeOvO0trxvwwI9+2RYvK6htTxMiA29FnQKPcvMp7z4huO8mwKhPFaNCTousgS9xLoCvasqiDYaIxA9q5pnOsO7pzzjdYY8K4P\\/OjB87LzTrbS8t34XvcRsEr3KGgk91piJOtONn7yATqy6TrnMPOYSFTzq9hm9i4Q4PKiDvTww5yQ9gKO1PDvWQDxAhHo8E4\\/PPE+XA71MtiY9\\/vaLPPaAB7zmewU8S8n5vCAvtTxeLL+8zzEQvbAzkrzwIfq8W7ECPCt4yDqr9dc8iBYVPbbItzvA5a68Y3L\\/PFYQEz2Iq+c8hrQ+vE8nHT3zOfo8CyRfPEBK+LygBBq826hOPLt7Az32cRC85mCtPFjcsDzWWRS7uzPOPMeFJT0u4os8btyTvAZrNzzrehi7Szs2vCZW4zz3uxQ94ucSPfByCDxsliS9X0YjPaAh0zxglvA8gMFou5u0PDzO9Ag9F6MdPQYFzjzrlUW8hqGQvIB0UrumyK88ZEAIPUbjiLwwCmY8sABDPKDqiTtg0Pc7UIgOPA7klDzrHwY8sHIIPHCh1LzvkxW9INKFvDh\\/+Dw6ZBc9h4EmPf5KszyucaS8i1e7Owhio7ybkFo8EEF3PCR0B70AW806rk2bPJOf5DxndBC9wFdcOxfeDL2gSxK8SNWHvEAtDzs0Cg69spMEPWNSkjw2eRe9W+w+PMtxIjxrMrg8uD8CPSYoaDzePsw8lqsevLPCGr1bS9c8qyDEOvYHMjwYuoK81kfRu0ZRGD0K1xu9gHOIvKil8rz7o2g8NrfPu2DOID3rRNW8yAiXPCvWvLpwIGA8a+vYvKvP5LtD14a84lMnPavm1roiAxq9V1wlvdt0FrwWg2m8e8vgvADj\\/Drc4Bw9aymlvGDpRLwLQDQ8COSuPG4YgDzo0\\/o8lkLhPHijE71PoCA9oFHrPH6TxbzLs9G8S8bUuxOJtLzILRe9QAXFvCuYDbsrgaU80O5TvKu4hTvLc068EEkkPO7jtrx+QIg8AJbAOqBGNbwAJBG5C8esvJBztTz\\/6xk94KWBOyjvzbzktwg9MH4TPGDtJr3LIlC8plZqPAcDJ72Abl271O8BvRMc9bzbknY8k4jTPLAADz3Qais8NuHau1\\/MJT3zRRW94FvbO4vwJL3gpLe8IOjlPECbKT1WhcM6yEslvZZE8ru20A69voIUvdhqgjyA3xM7Vly9urRQIT0wgyA9T+AiPVtMVzy06Bw9fn6hvHYu6LuUGhG9Dk6uPD6i\\/zzXqB69VpnPujYkNjyrTHs8sABdPM4j5byWKxu8FkWBu6iMwrwSEQo9AADUO05VIj2g7xm84KiXO8AGBb1nqhe9O7udvKuZGr3WpSQ9O\\/Y8PIB7E7yIdxo9QGy0uz\\/9KL32JiS9Kxyuu8JdEL1A1Be728ITvX64s7zwABA8wL\\/8vJvsQry2YFg8Y4CnPFYabbqLD+a7Fu2lux8pGz1re7A7iyAEvDvhnLwmKSM81tHlPBYf5zyKYh09+xOPvCuh07voF668Kxe5OhbByjuwTc08SswGPZhsy7yYyBO9rvOwPKsVdrtyUxG91jO1utcBE73W7Mm8DhEIvUZdFz2QOiO9VJsOPUANQry7KLa8PNgdvfZZBbzb8D88prUQPK6l8jxoL+A8VhVqu5v+lTwwmCW9iOGjPLsNZbyQ\\/zI8gOnLO2B+H7xitwA9JoX6PCgCDb1AvCE97hSlPKtKDbnLY0W8KvUHPS9xEL3gUKi7sGcZvJbvebx0iCm9dm0RPRe9Ij3YuyC9rzINPVsxtzysbxe9bpABvQC23LvAYv6826FbvJYH6jxOmvy8ZjaDvBbe6js\\/BBC9YKUMPC8UBz28fQu9QA2WO1O0\\/byAwbc8\\/LshPVMzlby2hG88jIsLvUDA27vkEgG9oPIBPdBrUDwoLfI84tkCvUzzCL2EEhu9609mPABYMzp4Ct28IJaiO8oKFT3WDu46n8olvU4fHD0AbPs5hgj5vBAHu7yAcI28gHRlPHblIDxeWqS8QPa5vPBDXbxgpOm8FrLUPNd1Kr2IJPG8mHfrPA82CL2bJrs8WL6vvBYOeLuaOR29vi6FvLBopLzWxdy7AFruPNfOFD1+sQO9DgAmvUZYZTzuiJ88wxCwvGsH67sQoTC8C8yKO+6Dzbz2wXM8lnktu8YNPjxQx8G8Du+dvK5JFT1g4jW8MMUYPFZ54jzT1Qe9QJ0fO\\/7IvTxefbi8Kza6vCg\\/yLwjAp28Hi0Wvdsz3LyA\\/ue8NAskveauibwz5Ia8SP7LPJY\\/abwQt188jCAePXPC57xAtIK8dgQuPL4anTxuVLW8gMtMu4tHPTzWNPu7yKHzvIZ5RTyXOCM9eOHHvGCrJb1Q0QK9AATUuzbQSjyLmY07dFsHPZguxLzYV8o8gCsbu3BHvzwLzYy7bj6RvFafj7tE9Ba9gGT3O4tn+rxWPUy6flikPHaViTuqHCg9NlYavLbhrrt6OAo9TgUSPfApfLxfJyW9g\\/fVPATqBL2qRCA9cKtmvIuDN7yAj\\/C8y+QbPcBGLzv75UW8C\\/VLvKtJWjoLDNO7PljBvE6y2TwmV8G8p\\/MmPaD+mzvzvhS9A7kJvSvG67quDSO9pgiDPDafMDxrIa+7Ewu7vDziGj2TisM81o4YPTYs7TxMrwQ9mCwevdv5uLxmPXY8HiDaPEAtLzunKQI9yOLMvPawSDzbkF68Ng6PvLCq5jwAx+g8AEDjuZxwDr0QodA8kzPFvEvSJTwreBO8S+hUPD54AT0IjOk8WxnDvC+TCb2wbQU8u2zmvCZS7rz4f\\/68FrdcO3YLb7y+Apw8WNHGPB518TyrBx26cHhHPIDHDjurAWG6puZ2vEa3mjxmgK48tGwhvV9wAD3W1C68VuQ6O2ub9LyeSYY8pq7uPINHkjweFQU9rCEFvVYF9TsAq\\/e7vszGPLBAIb3Gxa08ntKvPOsNADuyZxi9HpobPRPUsjw\\/ThO9XJYSvbad\\/rsrKmg8fNcLPVZwN7y7PH488K5oPNTOHj3rY9S7szYSPUN1+jx88wg9VsfiuUvfSDzATgm9hngLPKttUDorywG8UCEevaZ4Abx+haM8JmscvGZZ3bxjG408bnHOPCuoLbvYk+Y8YK8ePSZ6+jwAQGA5K1eDPD8iFD2zrAC9MCkHvJzbJr1WV3C6q\\/tBPOvRq7sGUbS8CADAPIaCmLxTXeW8fu\\/\\/vBvv2jxOuJK8e7SyvGN5krx7lVU8JqiFvLe\\/H72r55a6E2iFPChI\\/rwzK4i8a4aFO3SPFz0rv4m7HiPavMtHq7sWn8W8awe0u\\/ZH2jvIb6O8XvfPPKRcHT1OZ8K86s0bPfY1Fr3Wmds6gyeVPLB90Lws9CE9KMH3vFO08byvRwS9w\\/azPHbKqDzAPzE7ph4iPPpdIr1GPuY8ZuWsPB\\/GKT1r0H47RnGVPODWGj2boyC9QAguOw5aKT3mq0u8wAmTPHYVmLtzy+C8i0GNO3ttzbyCiQY90LlEvGuaVDyYL+K89tdOPJ7eIz0zUhE94DnSu2iB2byrISW7GtkcPWZd2ryzSby8e6sSPdut\\/rzbuiI8E8W6vHtFf7zAqwE9uF76POAivzxmq2M8q0mYulDS5bykdQw9jrfRPMBMfbxjXrs8m8tmvABLgLq7vQm8kCAmvUCN27zgNfC7A1MBPfNQpTxegfg89oQLvTM+xTybesm88zGzPJ4IBj3GiJy860n9PHOu0Lxgq8m7VvmFu15CHb1vKyo9OEPDvAAm9Lz2Rlk8H10XvaCpRrzzrJ68q29aPEApBzueMKg854oFPXbeyrvAVG88TJEovZTyJb1QCQi9wA\\/rvNbs2zxbcF28sE8PPGvhfTsTlqg8GxfuvHMmDz22wuG8wH8ZvCbkULyOIbu8GEPevDBQFLxAO4g8lg8+O+Ytr7zGdVs8hlzSPEOF+zxA1BW9vge\\/PGZECLxODPC8i+b7O5YmyTtTspU8LirPvIDCfTwv9hE9Pi7DvDsdEb16yxg9gL\\/pu\\/Zo0DxATEq8oOQrPPCC7zx4kqa884Eiveucurx+\\/ty8a29jPJsQYryolLK8E1QVvaY3Zbwb4do80z3nvEYzBjzWQES8oLH2vB7x7DxmmR68RjUdvatf4LpGHq483uuOPBjS1zwblqU8SymFu9Y+GbubCR09JD8jPesIDjzrO6g7kAugPCaomzykiwi93GQEPS4k7Dza1wU9s66rPICOjjyz+uK8eOGLPDcvBL2Qoga9gC6NO5YlXzy4xc08nBodvQKyDb2w1Zu8CwhnvDOg8jyQ27a8cPfDPH5zEb13ZSC9i+DdO3CVWjzanBS9p7MKPQu4qbzrWbS8O6iqvAtf27vAYR+7sCSmvOTnKL1QqiG8awsyPABeWLsQzMa8LwgnPd7c4bxr\\/zU7fpElvTZWuTy+0YS8AM0WunoXEj0o\\/ao8AOxLvGDsPDxryiG8o6XbPPL4IL02oJC8eza8vCbmOzz2CoK7c92ivCZ6DL1WMNe7sEskPfb5tDtQFNS8C\\/GdvNi3qzzAyym8sKN2POZU7LzmD6g8AxrsvP99CL3DlN+8c4qfvDAklLxrW0O8Y6MRPQpWEb2GcNC8yP+1vDceFb3eZZw8DjWTPBZjCD3WlBk7mOP\\/PItuFj2bIxQ9A6X2vNDIILzjRAu981TavOaELrzr8s+7JngqPGDseDxQlNK8SyVQPNdfHj0GIN48I6+yvPL8G70Wmyi8q+i2OeZNEDz70NM8sJkJPVbl7LpLkm28m0LIvIDm4rvAtDu8gJoCvMv+5juCqRI9wBqxPGv8S7yWZkM7eK8BvSswurpWQpY7JIgfPUNT4Tyb93K83LAPvb67v7yrNvS7kJgSPevheDuUJh+9jrPQPMCgizxg65E7G4wsPBiIEr0W81q7Tp+svAJOF71bBmq8eLcSvYMl6TxQGHE8YLY3vB52lLxG45C8q3fiuqbBaDwbArw8SuIavQA2uDvugRe9sJCEPIsuWLwAU3i8tgwZvQZaKr1nNAC9EMUPPFv4Jryc9iE9KwZ7u3ZRE73uBsS8pPEYvcOY2jygAV081s8IO+K5Cj3Wo1a8+\\/LEPCBHnjzrzdU8Pv6YvKK6Cz2o+PQ8gA7tugs4MTwAjDg6AF4NuuBQ17zYWAW9NiXeO\\/C8ZLyDwQk9mgcYPVBT3rzA9ZW7IAzgvKCAubuYh9U8Vs4vO1TTKb2TgNS8EoYePdYyEjuAtqc7BzENPXjDpTzg5w+8AKxhulC2UTzrJBI8lvgQO3YjsTx3Xx+9O8ROPMbqHzzLfGu8uNoSvdjpyLxfLge9jocDvS7x+jzAzXC7ILHKuzt0DzxalRe9PhXPvJbdIrwztfo8Argova5wnLzrScC7m9SFPGsYhLzi8RE98CkNvIfQFr2LY4c8M3XwPO732jwTv6A8NmEjvRD0JjwQ\\/JC8cwvSvOYJrbwj+PE8ljshO\\/hv5bwraH08TjcYvZaYHb2+Fqc8mwOnvKv07DsWnkK75pgFvWszTbtL5og7y1MGvPqsCb0gXDc8AChgvDAjzLyOGYm812ALPdPOvTz2GZQ7U\\/MdPUtmYDxuccs8ezHNvKYbJr1jEYI8aGkgPRMhnrzOUAS9q8TzOSuR7LondhU9k5HmvBZFYzzL2567wIgRvQDJOLrukMG82vEJvQb1JzymwxE9Zlg1vFazOLqrfMK6az0XvQNigjyAgso76wRbO2B9QbxWA4u567r0PPaOKzzXDAE97uGOvACyGTvgUYo84KQPPItbkrysOg89SAWfPKt+N7zw8te8\\/FoIvYjRtbxblCg8xpTJvEC6JDvWjGe7TPkDPcAynjtu69A8ezRfPFolBD0gRIM8EFkJvI8gAj0Woxu765ClvMQ+Ej2jcvy8EMghvQCZBLo4AZ08AJxQuztr\\/zzAXNI7ALKtObzRHL3gWt87NkY5PGA3VTwLnuo7kJkLPMJTJT1+6La8DCIivaDJiTsIQZe8Cy6DvADYSzlkTxg9MDD+vDaM17xAM\\/A8zoAcvbCyBLx71mc861RIvIbyfLzmQao8bnj\\/PHCuIb3ITSI9lla8u3YqETxwuoW8NqU0vEbkHDwbYO48VqOZPPcsBL1YxeI891kgPUuKpbxfRRK9k33vPBYquzvaJRC927HFvObKFT2WZUO7\\/oz5vDPK37xYIce8oyiDPHyTHj32oCW91pokPRaH7Dv2X8s7duwfPWtJHzyj+Io8mnUovVYaAjreOiU9ToUGvVZRarwrTU28hpqgvJPqjrwm4WS8QBAOPWDBjjzj7qE86zzqu9NRJz20VyI9i1Ygvcs+rLtOnsG84KIfPQZUPrxmqQO8xpHMPBdmAD0oAR89KBy8vDaOIjywog2802CovDbKYjzT4oc8YK+2vFpRC72DiLu8w0DwvAAQVrwAV5C7a2BRPHYQTrxAMGi8AAmHO6B5DLzOLAQ9u3+kvHYg7Lzge9A7m1ILvMCKP7tmC4y8i60DvTcADr3e9\\/g8m1IPPdgYhLxqAQM9i77hvN\\/LAL1T+CA9gMX2OiNKljwWW4e8I1+hPDgVyrxydia9y1iSu2a597zApsI7eJ20PHT+AD0ul9K86gsAPWBx+7zSjg29VsnJvJYlD72bqc+8aysOPHANBb1mDuu8lutJO4C1TbtKgyU94CKhO0BVVDzUzhq99paYu2tmzzu7Z0+8FnctvHY4B71j9PI8yCoevZsrkjxefYq89onZu+bFB70wF488azsYO2OB1rwA1B27rhv8PINTzzxY+rq8rtwVvXD1DjyghcA7kIcUPQAz0zpWVBo9dihsPPZRdbxL8x284D+kO3riKT3AlLQ8O0rnvOA7KT3goec7A4bFPNg0qjy\\/ZSS9q+DhvDDYIz2guXk8hkciPKO+wLyLnb+73yYXvRaxtLtiOAE9N18PvWt1wrtL3ce8iP0ovcg3GL3g2fQ8I7j2vIBK1zuARqq6axAUvRAdSLzz5t488\\/HoPJaAsjxWND07CJQMvU7RizxQNSo8Aye6PJZ+ULsLTxA8HsoWPSD9+DvuWSY99DEKvQt4dDxr4TA7gKQuu17zKb0Qoqi8HzYBPTaamjx4w\\/W8J0UAPVaIvLqehSg9k6AnPYZDsLyewMk8a\\/Axu3sPwzx7wRo9QMOcu0IjIr36GQ89YCSRO\\/t3bbwAEAk53sqfPNalobrmdiW93moDvds\\/FL0rVjg89s+Cu6um4jvPnSW9tuHVPLgXsDyrIao6wB\\/0vLtsuTzwVB29ADS3PDgsyrwQQBm9pukDvU4q1ryr+lm5oOGwOzCRUDyoddC8asoHvX6TBr17XFK8tlaNPIufwTveEpa8I6C2PECasLwAAIE71nAtO5CjbrzQAOi8KiwDvTtw2rxuPCQ9Q+OPvHAy5Txz4OK8yP62vHB4pbyrwL86VgEVvUuCozvOjII8MwiOPEYbcLzDkcy8i+Swu5CS5jz2Ili8lsKEvINvzDzrD+27q83JO0Zr97xLuYG7dieUPEjukLyG4Ww8YPCavDM04rxzUAs9lo5kPIh44Dy+CN683F0kPXv1ELz47gs90LAVvQ6047wg3Le7fh8CvUuf3bxgNMw8KwHpvCvxIb2Dipk8xj4xvAvgHrwWqYW8mmcXvWjetjwQC5W8iwWcO35Y4bxLDHq8DvAmPXD1Y7xAz7K7i2S2vGhH3jx35SW9FrPQuxZrK7x2vZ27a0+kOzBwNrxW+vi82zkAvAgFqjwQs428JwEIPUv3oLvrJ+27yMLLPHh5IL0oU6i89p9xvAs3uzswzAW9c7EOvRdmGL2LdLI7YAOePIAAe7yCcgI9MINmPO71kjwm+cm8psu\\/vDNCHT2yBRG94E2DO6ZhZrxCzye9ZviEPPs35zzQIIo8Q2naPFAqLbw\\/WAm9S4KhvBjBj7yGtx09Vn8KO17d3bxwD8s8QvkJvaCy3bzWDZI7q94CuuuDV7w4x608WH6SvPBTIT14C4+8gJ1GPMtc9TsrLXK7J+gnvX5Tlbx2+YM8VpeMvEa0Sbwrxpq6gOV5PFDGdTxwoEA8gHd6PHvhl7xDsSe96HWDvLCnzbwrKzE7pOARPdYa6rvf\\/w09qAvCvKPvxDwr3ZC8wCuwPKP0sLyABtm8P3gEPQvRvzybQQ89tHgjvcP\\/7Dwwbl48kyzrvF6ajrz2Ryi9S1uNvEuedTwGR7E8FvX2vIC6Wzzradg8BqfUvFgp+DxLOPm8kMMtvNYkIb2DqvO8iyGTPBN4sTyjT7o8y\\/6iO5DO47yAqEa8Jp\\/jPODMKry7JyE91tekvGCRMrzmtoi8U1b9PMN1oTwG2iw8W8l2PFRnCj0ADQu67icLPY+MBz2rvjg7VOEdPTALJj3W7hC9YDrPu+zhFT1jlhg9C9iMuxZqELvbORS8W8klvYbXILyLhhm9gggBvdZrpTrLsZk8cJUjvaA9+buAa9u62gIiPabLQLyjdPU8nGMjPYbl\\/jyrHiy7FOMLPcBT57xKjQQ9i2tsvCtlsLt2mgu9G4bdvMAgrjyW\\/2S8q7F+u7uGXjyga0k8GNmwvDc9JD1rpU88pjtOPFii57yEpBq9QCRLu+CjJ7xrskm7ojcMvSaGkryW66a7z9cSvXY2C71guzc8YL\\/NPDjF\\/DzwW4y82yEBPdB5sjwY8\\/+8AA60uau2mrwWUto7VrxROuZhZDzQNfY8eA2tPBtlAjyzVBk9rAoBPStkGrsAGIQ7jvWdPKvphTsbMK680k0jvXip47yDZoy8k0X1vNaQ4LuwXQ09q9r1OLyGCD049508gFZ1PFYC5rtO4448Tq\\/\\/vIDP8zww9Tg8nzIoPaO2AT3a1Ba9oDyEO1sNBjyLrR28460KvZYmGDxMYSg9A4LBPGNe2DwCnyM9AATDOUsXOLxClCi9Ux\\/PPDBw0DwewaK8bq67vDBekrzWBkC8Th7tPPCfh7yAJvo6QxirvFuAPLzbaOk8UKA7PJuqtbz83hi9SEjBvGu21LvDepG8s7EoPc\\/rHz0+0+E8i3vcvKPT7LysQCg9MJ7FPKBOljtrwgo9I5WfvD+MGT37+fc8swaUvPDo1bwC7Aa9gNQyu0aEIj0mxBK9Fh9yO5xnED0Axhy9FkD7vLbsMDwW7dI7wBG\\/O5oaGT24KPW8wiYmPXeSEz2reOu500ImvVbe27urljo7bKwDvWtMsDzTr9e84OaSvNwEFr2j2Pa8SJuLPDMbobzrYJ08Bl7tvANeirx0aCk9gG3oOjbkRbyb9qc80\\/gMPYchDr2Lt5Y7QKdMvABOLbwzmx89j5IbvWtyMLvwo4g8dgvYPBNPJ72IBoO8+3qtvACznrsrU4I7a6OGPFYH8rxwiyC9FuWYPOYl7Tww+8i863qqOy5n4jyOJNc8\\/4EBveaFxTz+M5a8jlINvd6t2Lx7CCO9q6Zwuo6FyDwInia9xFgFPeOkBD0jbrg8bHMBvauEZbwbptS8wPmyu2uvmLtWnLQ8HtAgvb9DHD2\\/rRy9YyuFPGCnXrx2y7c8O8IEvXDoCr27eaY8NA8APe524Lw25AY8UM3rPFNo3zxraBw8mlMJPb89Fz3jgLo8\\/P8APUsq1zy2CL08ALhrut9sJb1DHd+80MWqvNB59TwLe3g8aG\\/YvKRgGb1oGPS8jiUcPYtGJj3OVII8kxr1vCYK8bzLQzo8264iPTZO9LuWphw7toMqvUDVUbtGNsy8g1aNvKD2cTy2JA09dk7CO7qKJb1CQBY90qwIPdhBrzxQrBe98HnNvGtZKzwLFCO8837BPLa39rwLQry8wCyfvIt+5Lx2qGM86z55u2DPTzzQGEm8ZxUcvc7flbz7+BQ9IFWnvCO0jryWj9a7oFuIu1YVVLnA5Lu8B6EYvat+KD1iMRq94MffPLts1zygr5k7Bl60PBaRKjuj4Sc9QxnPPLfDCT323gW9GPSgvC6Z0Tw2wu47Aze8vEtY4bvU\\/g69EKXwvAuYVTz7ZBo8VqDTOgB9XzvzGN48+2q4vCt1Zbt4UAe9+M2CPDZo+7suO7W8AB1du2ASHT3o1gK9wGvBvCsrBDyAvPi8E+DTvDahWjwAmSc95gM2vIOFuzwYopg8\\/lPtPAC7KjqDmdi8W4uKvMaEeDxLVfm75kWDvFadHT0msfO8K8Uau7+nI70LHdg7Fs+4OxbEN7uW+3A8VhNfO1usYTwA\\/x88275dPFCCYbxLQxI8VPcbPZbYBLy+pwS9lp9EvLvkEb3uDgS9xuqUvChdBj0YN4w8cg8mvWePIr14RqU8gKCfu5Y1CrxI4ra85mlvPGJtCb02drC8UAxKPDv45zwA+Ls7AM0YvbtHDjx2c7o7+4KrPKz2GL1wxcU8cCGMPIs\\/qLvWQyY7prlbvCo0CL3W06Q6qw0dPeoEEj1IN9s8+1ZmPBaoJzxgUiI8F5QePVZcIT32ydO8o7YOPdYQQbuAUXS8UIxVvACZhTwYu788Jn8KvCaxGbxjedG8ANaquVj4oLxD69W8y\\/CQOw4L8bxLGv47IMO8PIu11TxDICW9dqPtPDA\\/Cj0mYJM8Ow58vCuY8jzu1MO8awqDvCBrRTxHzhE9+AzzvOJ8I71wlTM8m6BbvEIsKb1Lq2S808ytvOB9u7y2T1m8EK4IvdsyTLzX7ws9dtNOPFaz0rwmUeC8pKsUPU7tD72Yuou83o2aPG5gjDweLrG8UxQavaMjEj2bxFu8vnLiPHsDNzxm6DS8WOzRPBM+hjyGxAy9hhD6vHTmBD0ma4o8AN8qvI6FHz1QRdg8iP\\/MvLv3qLw\\/cAw90GgPPIO5sLwwbs08kG1ovCudpTqkbgW922YrPFYb9DmjDgA9y5C1OxssfjywRHC8W9YJPSZqADyrIJ68FsGFPDY3j7x2Mxq90B0HPMsq4bvG3168e0skvG6MGT0r9m27gFfhuvDLzTz2Am+8xvG5PIxuCT3Abc88OKG4vBDymLxWeBQ9wLIdvdsQrDzWtQ67BlqBPC7+0jyEvwg9ax8Wu6uNarqLoZs8kHRrvDsvZDw2\\/dc7E1gmvRul6LzWvSk7EwMTvUsAgrwwRte8C5UGPRaGHD1HGiO9zoCQPNvPeTxoc4C8+6uTvDsBXTzGFOG8y1GpO8bTNDwANP86S\\/jruy57tbxrCEM8AIzputtauzz2F+27ayLau1YhFj3WMuM7VqsGO3AzCLxA22k7drNmPDJwEj2WnpU7awqMPCt42ztUNyC9AswSPSP52LzQbS28gPyJOkMZBz3+G+c822cKvNp7Dj3om6q8e9NovGsRHz2GUBG9IDzAPOCgNbzwu+28FrsEPe7P4jxA5KG71nizOl6bAr2wDSS9qDHGvJp1Kr2jlNa8AARAOlbH1LvQ7208MCfSvIY1gzzrFZo8q3wSO9vzNbwAL4s71qvKPDYGrrtWrW66XmCXPDC8bLzmY\\/m8psAZvcCcn7ugraW8Voi+vP71Jz0aKQ69OxBuvDBRwTyAtfI6O8CSvNhf57ygNpC7oBmyuxawMDsD27G87jWevHs9Gb1WJeO4d8oGvXNKBL1jCJ08K4fUvBSGIz17iBq9fqEMvVa9\\/bpA7\\/Y8RE8bPUBhbru2NVs8mxI2PIZDSLzcpwq92NApPStkLTtKRiO9kMs4POaWFTwmEGG8EKw9vLY8+bzmpRI8NlY9vCtc6jt7tBu8U8S4vPbnvzvwspo8vj7rPKuzxTpAGMW71nSQvAaNBDwAev85ZpwFvL4PmjwmLHU89oItvBabXLx3Ch09K3+4Ohi+o7ycWgE95qsKvPpSAL2L3Ze8QPzzPBYCzrvwgi68yKP1PDuKYDzDwdA8wAPAu5au\\/LuDIeQ8cHEQvLa3q7s7C0e8ADHCOlYsRbozHh29WCK7PGDcZzyWCaa8Ou8YPcBB+jxmkG88y8xLPFStDT1ECAi9Q3AIPfZChjy7N+Y8KEeXvFbsSDqwmsW86zPcO1OyFj1mRs6803vzPMO4nDzkMyI9VjdQvED81ruAvnu7qxSeu\\/7JiTxgQ6I78FS3vPDIqzzrfcM7c\\/voPPj2yTyA8i+8G5gMvUaEqLybPbg8gy\\/wvGfjIT1onKG8quUMvSDWLLymIH28u5KYvP7CAb2XmAG9u6+xvJ6dIj1ATmi7q8l0OiBL5LvmaMQ8Do6KPMtJ\\/juCdyC9xpYWvEuSsztg6Ui8EDY1vKwGH70uRYy8QMqivGjr5rzb\\/+M8YM0bvHNGxzyjXws9fsgdvbYJ6DvLLii8O3JOPIBarbtIGJm8C8vDu\\/ZQ\\/7yWc987UCH8PADPAbsAuma6AFyTuivQuzsDIRq9cMF5PLBWwjxb\\/1e8m8mnPGfBBr0LBtI7AIFgOktDxTtcWhS9YL62vNYoijpWj+E7AKjbOFD4BD2zRKc8qx0fvdiAGb37dAm89NsXPauJGLzWhHy7a+N4vEs407ywi6m8hsrpvCgH+bxgr+Y8ULVAPHgc1bw7X4Y8UPhIvIjP6zwA+7A8vpoJPSuclTrixRM9IB1TvIAn3rzg7oI7joyQPEjmjDxozsY8AEEqvWYLOzxQJek8JmXkvMDuHbvQilI8AA5DO+szBTw2NRe8YIO2u9ADHj08DSM9T9UdvQCMarzOLp68mxx0PIhAx7yGwFs8lrXIO3Z3FD3LJiM9oBajO0Aq97xTS4a8xhcFvU6fpjxcnhm9O70lPZvufTy3IBG94GysPOItIb0gMx28O5TNPPA5pTyAlu0726ROvOhgo7xAzz07lsZAu+a8ALxPNgs96+vsPOPDgzyuBNw8KFCFvDBSJT1rN0U7\\/hcKPXht3rwAJcy7q66yuiv26DzrsBm927A6PAD4prsTgac8lin9vABMI7yrUpa41tgbvAivIL2mJQW9q7fyvLs49DzuDRc9W64GPFAcGb1AfE681jaTO0I2H71rW967MKTwvLZDMzx234c89rb5uzCs8Tzbjxo8qyynOgBb6DpDXAo9hg+YPFCNGjzgIPk888P+vEOrIz02aqa7gJVDO4CHEb3AbCQ9QObqvMqDGT0A7966ANNsOqu7w7rQMiK8v5AIPSsy2TtIJP08e9Y\\/PIajujxLaI48NuMivK4YFz2kPAK94I8IPXvb6rzLPbS8NspnPJZVR7xzCqs81mG4u9b8Rrvgjom8SwEXvHbRdzyrlUa7U6gevVtC7zzg46q8EweOPGudyrwSFCc9JjDVvAuGrLuDgd88JgLOvNAnYTyQo4S8mMUdvdiztbwro5e8Vr7QuybdlLwnRQ49kzeYPHikuLzzgwe9cs0LvZY5ljtwdfI8EINBvOCsdzwz5fe8C13yvFjPnrxGtgK9grEGPZ5YCz3eAu28PM4MPdavrbumZO68mqMUvZQpET2A8b0864alPIC6CDyAWC+8RibTPEtUCLyrzw+8dhCaPMst2jwTIo+8YBaKu667szyDeeu80NAXPGs2j7t7aX+84HyxPFrpDD0recS8Fpl1vMvxEDw7PGa8EGtBvNuto7zLTn68frGTvHRBGL2Thv08NsRBvFa8FzwAWRk6cHtCvAD3nrwr\\/BS9KG+zvJ7QxTwLXEU8q2\\/OO8BrCDuWmJK89tLvvEB8cjv7hym9SJ2NvEYYf7w0DQY9gPlfvMxoCT3g15+7Vsn2PFAEGr2r+U08Fif+vCZxyLyY0Jk8FvCWOwBsZDxqKQE9mFyPvKsqIL1Av268cxC1PCAwWzwrxpq6+gkJPZsIhLwGsqm8gCSdu6L1GL2gwNA8j8kgPRaai7ssQAw9+PGdPCBWJTwA4CK51oj8PGvlaDtKkh49A0+gvJCD9TxDt+48q567OYCsHzzWH5s7BBkiPRATXTxGYha904IHPZYTqjvLCQu8C9I9PFDiuTwmXuI8UICRvNaUiDx7Bj08LkchPZs5Dr3roou8bhuFPJgGHT37\\/em8nyYnvWsq97smZxw8K5cru7Bvlbzj7qg8u3bDvADKhLmAhHo8wOUNOxbRJzvuqpo8gFj8Ozuyjbybwu48lnYlvDMkjjx7U1M8AE+Juhs\\/0DyzVx+9q1YiPN4T2jyLnXs8UOFmPD4eh7xgOCG9y6y5u+ue8jvSpB09cuUPvYuFhTsk3wE9qNC8PMjih7z7bFW8BkuaPBvkaLzGUvu8i9roPLZJB73beg28zvmXPFZwHro7S1C8QDAou1C3PLwAAGm8xhoLPbbakruwQYg8yNSUPPh7y7wLhPw80LJtPEBygLuAq0m7VjZcutbdYzxAkci7qPKcPAD1gzqCAAq98A0KvDiOHb3rObo8I1+4PCuNCTv4qaM8aHWAPLasrDvQR1q8EJo2PLsXHb2YgLO8VjYsOnirizx2g8I7+xSdvIQXGT222nm8N9YnPZqXAz1DysQ8houTvKiP07yOtA49iAEWPXslJjxjstY8WAuYvEa20Dxbtwm88mYovYAdcjueXgI9xo\\/YvMueXzwbXJo8qIPzPL7iAj2SQRC9m6NiPHuZBb1vkhI9q\\/yyO6vMmLn2b4i7XmzxvODD+zt7cme8+6cxvJsQS7yL1TO8gB8mPLgp4TyAlAo7cLkivA9WAz2+mc68gE8oPLZgUjyWLjU8kmcVPfDXYDy+R9u8tuyHO9Op5jyWTbe8a66oPP4fzDzAOoc8zjEkvdbl+7sWMOi7JovrPEabFT22R\\/27m+ShPPDi\\/LzW\\/\\/o6cH1dvKC9zTuAAOe7RuuFPEvOtzxg8e07ADxuO2YWpzweNiO92sUivXZjGrzw0To8APcGPMAVPjuTlcU8KPgiPRZJ6zwbnMk8MGMQvagO5jz2E5G8S4Cgu6QBET1Y9QE9kAyUvGviqDvLLt67oG1LPP4ttLxbu8s8a5mCvCbHHj02aQG94CAAvVYZpjprr6e7m\\/EBPVDTqDy3Mga92pYgvRhexjzrEIK8QEVuvDCAyrzmV9q8lscRPUgrtzzG94C8a4dFvBt5wrzw7AM8qz2PPJaTrDy+Ttu84CdQPNOmtDzj2xS9dofpu6sJrro2Iag8kIQTvRhk5bw2RsY8Nj\\/IvGvi7TwLkzm8+zyJPKv4mrsmHnY8aGbZvPD\\/dzxWrEU7tHsBvausm7wYPrq8oJXdO\\/AGTjyAHOu69x0CvZZgNrvr82a8DjrsPBDyIr0A95k7U7QKveqCAb3gV5c7K4bYuyu0XTzY0wG9MwrXvCvSmTuA9WM7CwGPu4u74jzAG\\/K7qNfovCt\\/27t\\/BR69fo+OvOB2Ubxg4qw70ncmPYAAWzxb5LE8tMMCPRbo5rvgsu07i5XwvPaZGj3W7TU8Noe6vIurjzyD1aK8Bo8ZPRMv8rygE8U7kDbEvKhF7bzzX7i8cPI7vOjJurywKRy8KyhCvJAKWbwrE\\/08K6ahO+gUCT1gAge9VkNQu8sykbwj1bY80xWqvFcVD72wX7c8L64LvRM52rxWjWq8a8JvPIvUGrzLHro7Ho\\/HPL4W7zzA2a68MLdDPLYH\\/rtLJbg7h3oqPWPwsbyWxc+8hk26PLfSCr1DBK68MgkXvbrxJT3YiAI9zsqvvHuAgLzvcBw9I3IBvTPK2bwQ\\/R69VvjIug6uGr0QWFo85kM+PMoUFr3bf9g8gPvHOqu1aDy27L6769IUPSt73Lpw8y+8rwcbvZCRbbwAnRq9g72tvHDGHT3rwHK71lkXvLYZ3TxIoym9uNkkPbDUKryOt6c8gDblPOZkxzxA22Y8NvGMO1f4IL2417Y8LrgFvdtAiTwoeJQ8bpjNPFYv47xkMh+9Dnv+PFBdwTxgUKg7PhrPPMC3SLx\\/bAI94Aqgu8tt9jxudY48dycqvZvnT7yz56w84G\\/Ku+JIIb2TNPI8gOnbO16iirwACb47k2X4vPsIdjzL2SK9A7rOvAD4Y7pgKsk7MyEWPRsZczww\\/5g8m0kEPKuwIDpAFh+7o5P8vCOs3DxoNSS9+5okvOYOOryQDN68QGSWvNM\\/jDxbTAC8ms4SPQaViLxGmFE8SgUAvQZ3+Dw2Pcy78HDkPGDRVrxO2xk9kjsgPWsqRjsORN68U8oiPUP5Gz1QbQC8rPARvYQlF70w4428kAsFvGABXDy4O9y80KQGvco\\/Gz3LdN07tg71O7a9WzwD0gE9Vk7xOpY2qLxGBQQ8MAaJPM\\/nEL3GURO9y16tO6aWWzwr8Pi6IAHdu+v9NDvIOsG8QIeruzZe8jxWCVK7WIyqvBsq6DyrgeS8NjdZvCRrKT2wTyS8S7X1vPYLGrywaaI8\\/M4CPcfbGj3MpBS9sIjhvFYVsjp24dG86AffPKa+TzyWLVe8eKf+vChhAD3i9SY9J7AlvcAv3TvTXso8qwLaOyCnhLxe9do86Lj4vIB7qbwOLrU89q\\/Uu2usCD3740K8EBAaPDY7xjuGl9s8c2XWvIbk1bw7tuQ8I4KxvKC8KDzMTQY9Bng8PDhk\\/bxmMSE8MuAMPSCD+jxos9O8g\\/wePQiH8jxWrJU6dkiSvNCdLzyWkJs82EwcvdZg6zoWdYm84FKMPH81CT3gRA28wzyavFj3pbwyrh89KGPiPI4Gqrxbb1s8q4nvOuABLDxOb++8COjyvGx3GL2r6vc4Y5\\/NvACJ+7vm42I82BaevCAVMjxGaT08o7PAPOy+Iz0j2r28uw8ZPAB8L7mA5za8gKeRu7broDyD9NM8rp35vFjAijxQ2Ja8lrlZPKtz97sbcOs8QOazO\\/cgAr2rcbY8Fh\\/PPIsd8rvgCB+8+CWMvOSDDj0ADFw8Kz4VPdJQBr27uJC8ihMRvQaIVbyrflQ88DuyPBbzp7tWhPA7YI6+u+b8Jz2r8v+7KFi5PIsUAD2ATpG6hkfZPDOMGD0+UrM8MlIpveqnCz2bt74897IpvZjeh7w+SJy81s83O8DCiTvyfRc98NwhvCABrjsbbQS8WDsQPd57z7xL69s7Ql0KvUM9xbzrFNi7ULYDvEvvFjxIBRC98z4HPTNLyLygxZM8W7xBvAigz7xmGw+82waZPKiBzzzWh8+7sMMLvd6TJL3APik9sLrmvMCl8DtAGYy74PvuuzaLrruApNm6Rpl5PIvMRrz2w\\/e8tgVpPOfbEL3rDva8px0TvWqLBD2\\/mgm9A9+HvGRFBr1ge9C8avEDPYDZtDpgl6E8GALFPDhB4bzWftw66CXwPCDVrzsWil08QC63O5vz87zeV4S8G+nXvFtHxjxa4x+9i\\/RsPIjDrjzLCe+8UILFvPy5H72WJQe7Rt9MvGYq3Dyi+hE9NmA2vITxH71WBm87S9IMPRgNG71SoRs9gBvsvDaq8bvghb67S8w2PIaHVLyWen+8MHXivOASvrzaSBk9q+7uuo6t6zyAFeU8SwJUPICNyjvG4CA9m\\/pUPMhOi7zw3Qu9q6zpOUDg+DwX6BA9T9kTPa6ihTxWhQ8963htu84Mtrwutui8oPXlO0NsqjzQqQ08q\\/ubujZjkTv2e\\/W7VqMUumpPE70mPSM9mx4KPE6E1byzj7w8e9RGvPvfrTzOxZU8Hp0mPe6YpjybMiQ8iwgavIvB6LwKgRg93m36PBMeBj22+ba8XvbWvMCnWrxWtVs4bxcZvQDEhbn2IhG9tg2kPLsVlDzIeqS8K\\/U9PMaPsTwGwwe8+6r3vMumj7xSkBg9AMJTO\\/wvBb2rhoe6ii0MvfOiBL17ep+8LOsAvTDDBL07lUK8626yvPyfEr1OkNQ89NUDPXa9DL1ILQ09zpSlPDchKb2uEce8yAcYPbbxbryTCZ28i7biu7+6JL1ojLE8oxkSvfvd3DyiaBg9G3RwvDAgyjxrLrQ8q7rnuNYvoTrmx3A8H90UvcCQRrw2w7O8qw51Os7PzTzQbl68NpWkO4BJIrwLJtA8Fu8wPMBKDrtWnj+6PEgNPShjEj0ry368aCawvL4pgLzgP8q8TkSePAY84TxL7Pq7CKXIvCzGDT1oFBE9IBejvMenB71ovB69JuPcPPCqErxGTR+8QusEvZZDtTsSQxK99rf9vIP5Bz0GbT08a\\/xGPCAVyDtizgS95t0VvVYS2Dy2KPI7HkqFPLgz5zzLD5w7PnjlPDh7gTxuMrm81tG4OtaZ5zvYUSm9NgNWPAu+CjwjD\\/i804GcvGD5rLymQY+8uyQFPIAJzTvYz7K8wDRmPPD1Wbye3we9Q9IgvS+kB70PHQU9rPYCPdYGHjs2ZP48nh74PItMbbyAONA88xWCvJKvBr2AQSS8YsUdvYsetzvk+h89dKMGPTZr47yu6AY9gOtFvHCHobxrHfI8ILFEvJYYt7yAv4c7+uMRvfpZKL12RHs85hmNPKNB\\/rwjTpi8qA+JPGOK7byXUgy9QhgpPSgUmbxfrAk9+6g5PEinHD2LPIs88nsHvcab4bwg0AE9cj8avWZQv7wzXiG9VOQgvRbgbrtweCO9APimusu25Tz+l6i8ZuyLvENY+rwoI\\/E8gLVuOz\\/gCT2AkNk868T9vOxEI734Y+g89HURvbPWhjwLZZi7IJbVOx51oLyTM4G8tuExPNN\\/BT2SJQc9FhoOu7vc0Tw2FY+8mAS+vCu8KTwrmGQ8MFFlPJZVirxLwQm88LbePFZ0rzryngk9oFGGvMaqYLzTX+O8AOjVuPNstTyWIha7G9bvvFZDdjpw6hy8m5JbvAa38Dz4sfg8dt4QPXsHMrzgPO07MAj8vI66+Tz\\/Yh29M6jUvHDykzxW8Sw5qocfPZNt8bxOhNm8IncmPVOi9rxjDPs8wPEpO862KD3QvcI8FgKwu6tbtDugWKm7dhkcvXCfx7y2LS881vK+OrSjI70Lol08FoMjPEzzI72rRo26jqkJPZbosLwXewo9K\\/kdPU5clryDAfm8VhKzunDgH7yQp0M8Y8K1PPhBobxOeY88S8KAvKtVL7yLDY87Zz8ivRDewDwURQq9frfEPJazhju+Fq48g1ApvTbl\\/DtbV2k8SlUXPRBqDL2AFLc7\\/sW4PK7n0jzzuqO8Dx0PPetpaLy+SNM8xsytPAgznzy2zym8xsDcvEBW3zwTwNQ82wOnvFilIz0YRv48QtMmPSCh+ztWXcO6yIIGvbDK5jz7SeK8VprmOmbIJDwrmuy8gqsnPQDSo7rAb8M8q2xSPCdvE70D1SS9ljlSPMYj37z7jR49AqcOvVYdFbzwSLE8sw4KPVbonDzfxgS9ABCeOIhkGb0AXio96IT4vD72Kb0jm4u81r1zvPuc+TxmJyK9yOfKvMLrG70bSpW88y+jvCaVqzwLka+8KKXXPDwuIT1LCvw7AMAit2yQFj2OYiS9G0mAvHIMFz0PzBu9gI4RvNDvRzyXKBi9LlHqvOhX9jwgHQu9HrHwvMMCDr2fKho9gJ1juxphIb2GhkU8AKZlPFgdlzyuu5w8MP4kvVupdrxAzym9+7N1PEjT3DwwETc8AtEavc72JD2rlg+562q0PNs0yzwfhg89VgXyO9Z047qOw7y8a2XAPMuqX7yTVBQ9ftiTvCh66DyebhU9AJJfOmvDITxWWIQ7\\/AsSPd5slTyYe9k81mKQu4PkFj1W9CQ8GhsCvQvIyzt7dBK98EdXvKNO+rxeQtc84FjVO1tNKD1PdwO9EC73PC6x77wu6ck8SyblPPJ3Jj0Th+m8btDRvFrnD70bWFe8q1\\/FPDvCb7zWv1s7oBZ5PIZVKD0jG+g86ucnPbDAw7wA\\/eu7c2efvKDf37sIO\\/S8AwDsvAAAHztYgQU94F\\/gO2b517z+yvs8iz5HPGBSjrxzOg29cIhgvMsms7uPYB69iBAaPQAFwjzjlMg8S7y8OzbTwjuYWL8881GMPBYO+jwGmsw8\\/qzOvFbShzqAj\\/06aB3DPGAVsjy4LgK9K+wBPVzDE71Lxbi8+0RIvCCiDL2jMJI8Jj\\/dvONxJT37LAe9dvTUO89MFr2qfRO9gFC3vABlfbs+hyk9QECXPDsMwTybIEY85igaPQ4I\\/rxjq6K8EICnvC4dmzz7YOo86+C4O5QJFz27NIS8oCt\\/PIvMnLwA2Ms6G687PEu4FTy27+I8jvXlPCsrEDz2q+k8fgu6PD+EBL0W18S7u9nXPLDEnbxA5nG7Vg4Qu\\/soyDxobcY89tPIOx+YDL0LhoO7AtAdPVaBdzvLUvm85pZqPA7tmbwAxmm6uHCRvH7f87wAwPO89m+TPPuftTxuV908AJttupuiArx7L8w8N70nPdahr7teTv+8praGPPDLwjyywB+9WEmlPAssibsrjEy78DU2PLB5LTzAfE87KyGAvMsEsjsetb28XEMPvSg+2TwmEAM8A7DAvNbEJr0umgy9\\/hv9PA5lxjy49gw9a5GYuw5dnjzjjhm9tnACvcBNEr3o1xk9mFPKPLP2jjx2p1A8W84ivRDQxDz22q88hvZFPHI0HT1W3zk74zKuvL5GiDzAgBs8uzWFPKrDAT2jbQi9JhoGvQCG8Dog1QG8mKmqPGIWJL2Q\\/qi87oH0vN6wsbz+ye08loVmPMtp1jv2U1K88DX+PLd4Ej0kqSm9HH8PPcswijtAmwA9K34VvKbN2zwGklk8s3XNvEZHGbyrQUq6C0GTO1bnk7uAA8I6VlSzO+7+ujwLR3w8mG\\/6vEobAr3rw2k7xmSXPGtjaDxkCye9Bt0dPYBd+7p2ZSW9YOShvEbVBj1g4pa7u85VvJBbzzwb1HQ8wMMTO6uLYTrodfm8LhwYPTaU3ryA6am7eDqfPKCEkLzI4\\/o8ljBwvE4hKr1Wlea6eH6VPOIrAz3S8Ri9SCgeveij47wibCW99tjqOyOb\\/rzWLWS7MGMOvW5ZpjzmBQm9IBxNvNBhuDzT4Mo869CBOwpBFz1Kmw493lwBPat7bjprtSO80GvAvGtoUbsIz4k8VnrMPLMO0rzWp4a8m8i8vG9qKj3Wh1U8gHlCPPBFCzyAPga9YHHDPENtjzyGL0a8H7oXvRa+5jwQyyA84hgXvb5H2jxnhSk9AGDKuDafFT2gw668Y\\/S2vEB3Jrsc\\/RA9zvrbPLMInzyb3dW8liq5vDuB6bx+0Na8jiabPAirzbysZSo9G5ZOvKsc9Tm4BQQ9a90uvIPbn7yWErY8C2Xyu7Ysa7x2PiS8KwoGPYvxCzxwmyW9PqvOPMvGETwmoRE94KpMPIDijbowUju8qHv1vDw7Ab1jP6+8VkXDPCxZHz12f1m883qGvH8dHr1D3hu9YEsivbZ4qzwr+pY6TLcPPSj+3jwbfwK87LYXPVSoDz3L81E8buTJPDMx5TyQ2\\/+8sHQmPbYOK7y2u4u8ZqcWPMgYCL3DIc08zoeVvI7AmjxrJwQ9VmeQuWZFALyemJQ8OPkOPbju0byQPh09ACf\\/OihUBj332Sa98OB7vDcWFr3oUQ+9Hk\\/dvEBjJL3ozYC8qOnEvMBMWDwWMEO84L04PJC6mzzr7Yi79hHWO7L8G72zd+i8NrT0vMg01jy\\/aQc9gDizOwDU8zlGhS08QI5uvE7C7Lzm1Fk86g0EPXvy87yT6Js8pr8LPHAhHr3Gouw83pT1PFZG3ry73bW8ILz6u5a07bsuiNm8sOltvIg6Bb3QA3i8Fu77O\\/suJT34uo68C3HuPDCX4Lzm9jw8y0ctPDvokrx7Uj28Zhz+vN6\\/\\/bwQwko8kEF\\/vCNvhDyrWHw6+Di+PHC12DwgrgO9aOX5PCNFpzzQ\\/is8vpG2PJS\\/BL2LxMA7m7QUPEO+lbxQnmc8YO1PPIJMBL0Gfnm8C5nHu96Pm7zeQx09svYivWttOjxQQ\\/88owukPLbPzjvYovk8UATLvGth0LuGS4A8YrIKvbM0xjweEPg8Y6ScvGvzn7usySe9lutzvCr5KD1AZMg7aPHuvLcvAj0m26G8m6oDvDQiEj1b1NQ8WKj0PNbUUjv+bcE8iPAKvUAQVrzW7yC9AzbavFt8LjwY2\\/Y8tpicu6vl9ju2pAy9q6XAPKtMyjlHGim92\\/FMvHBiCTxQqfI81ppXvPCAprxWdVm5lmwFvapaAT1jleo8GFa9PEukCryrL\\/y81grtuoKmED1DE6o8AHX1PGA6szs2EvS8kE4bPVa9DjmbNFi8\\/iDWvMgWxDwASOI7MGNivNt7\\/bxyux+9ewadvOvQy7xWuRq9kxEnvQAY4TmrPr65sySNvIsYODyHrgu91jG6O7Dsnzx7Vfi8G1N9PKb0Trw7SRI8BkUzPNbr0DpGOks8lpymO\\/u9CLxgECs8jl7OvOACELyr3dg6rhqQvPK9CD3fBAs9tsAQPQ4Xgjzmyi+8oHG+u2uPMDxoKeO8a4kku4DxI7wA5I08gLZpPMDuvLtWr7U8hhJmvDDNF73QFTi8br2JPAB1NDqgepU7dgalO7Z4+bwDgCm9VuX\\/vIjFrrxQfTc8l9ANPW6dp7yrPLk7H9Ucvej0qbz4gY+85r0fPBYYqrveG9y8KwPQuwAnQjy2M727QwO1vAZzqrwLfle8QgwKvTurUzzzkI88g7IavQvesTzT3hq91rBEvGvpZDwUxyY9\\/uX5vICmMrvwazu8QyuFPHOugDw2f9o87sW+PHuUlzzO8g095NwYPb658DwL8dc7ozibPGu3EL0WRI+71nxqPG6niTy27xA8YGjavPYpojxWreA4xoZxPDBTvTxuF8686wruPKud0ztD1Aa9Zt0IvMBJGD0b9DU8OHGPvOZQgbxTP9u8VupVuts6YTzu2Pw8gPI2vIsD\\/bwrw6+81pVxO9ZVEbzsuRW9riwFvauzkbyA\\/8w8NlqYu2gJ1bzYzdW8z\\/gaPWs0Fz22ZdO7IITGu7aTsbur\\/Ky65\\/givcYwjDx2rCG9lqUJPCvDQzwWyFc7\\/8EDvW4b4LygriS8aA35vJaFtrzHuSU9o5fnvAbT\\/Lx6eBw9nvoVvcBQtzzeM8w8C6TcO8sY67xymSG9kJ0jvCwlBr3iOwc9YFytvANIpjwb+yW8kCWrvHBHCzzILqk8QB6WPC4oAD38aQs91npIO\\/tIADwgEdu7mze5vI6BA73+z6y8sAGVvJbic7zof5u8q\\/5bvGh4HL1gAZU77nUPvWsO+DxW6cM8y9SBPDaT6jv+qdw8IAOmO6vcHrvYayK9FrkIu0\\/BKb1GpXK8rq4cPSYf+LyW5MO7Noo7PCr0GT2PsQy9VlxRPJ7u8Dxgbl+8AwkTPVYaZbuG6R49AGz5OzhNmbyOH8o8MIAkvUbPcTygRks8SL3wvKCoyzxjNvI8ZKsTvSgnwrywC2c8Zt3JPFBUIrxgLbG7BokuPFu4J7yU1Cg9RsJsvACDubzL8M87mNzLvJIzEb2Qt5g8SC4kvcvAx7vmvoA81nT0u6vyh7ub+n884z\\/0vMtP6DsAwGo8MHPpvECQTLuYYhi9ngGdPHaZZryUkAc9XpLAPI6TprwWQXe7\\/j4oPZPhqLxygRC9eLsiPavhmTtgOwg8QJm9vECycjwQskq8Y5LbvGAXL7yOtpG8OGKevEAhVjvwQlI8VsnBOojqDj3gBT882FW6PKfWIr2WvRk9cGwvvCtYOzsTctk8HGcjPfuQRTwangU9OwWavBeSBb1TZw29MJNPvEudPDxmFn88WIm3PCCXFr0LXum8o5MHPcjJk7wQR9+81rnWvCh3pTxPNAM9rhDOPKs0\\/jtmKzm8gCI8vAZg3TwWktA7+7\\/XvDhijDz2uBs9l+4cPVaY3jrw7cY8bkPxvDouKb0rF5+645bIPNvZuryTJRc94Ou1OyuR\\/7sIlBK92O0avae7IL2A5GS8BuNYvBYZA7tAkIu8aOrMvNtKzDzgOgs9sAgoPQNFHL1PiAo9q4YpPeCiLjyTdZ4801q3PNbjCT021se7q7StuzYKvTybdEA8GHuFvBDNajyQKWA8YOvNO9ZHazzmmVK8xmjWvOOQ5DwrFL+6bz8mPSBX0jtj4hU90K0rvGtsErzbyGK88JXIvLMcnrzDKgo9wEaUPDL1Fz2TDLU8ri4cvRBKBDwwXti8XvatvNapCTzLaby8KxbWPL+wIj3oTv88cFYHPGuh4zt\\/SAW9S4aHu4j6EL1W9wK65uNzPKBhujuDGq68dn3zu3YJ8zywQTk8ju6\\/PDNH77yr5T08kDgNvIDFPDtOsQS9U1aaPDvngLyrcFQ8azOyu2ZxFz1+V8Q8N6QcPevQ8zvuVao86h4LvSai\\/7zTZ9u8loBdOy+UBT0gEkW8KOYIPbb+WjzuJiS9dvmKOy7Z4jzznAI9Cx2ju6tkVDxGxEi8iCXDPCPP5ryzh8U8ngnfPJsQA71gge88eBqavCtWMTsOvvK8Vqvsums7K7yUBRQ9+HLYvJsr7zxeF4S8EHgKPOuj7TxYRSq9XGQYPfahcjzrufS8W+awvCS0G71PUiA9IP6zvFaDmrkDgBK9Hk7IPMCZDTuoG++8EGkiPY7wED1+7+a8awjWvHZBCL1AfFa7NrFcPHOd3LzDZP68a7BcvOPmqbyK6iK966CWPORmBz0u8AY9SGERvXBLGLxLGI686xuyu7bgBr1aiR+97h6RPJsXBL1rH1U7YNIlvSN9sjygtaE7Nn3\\/vA4uCb2IQRG9Sy24PLaM+LujWRW9it0PPT5xDT3fMh49HsupPJNAorx2gky8dgXWPGv+ajxLipq7FtAnvLAUOrzzKem8FLsPvZ4ty7xQYEO8iLe2vIbeATxwMwg9wFiqu5vuH7xeH628zlrAPMC4FLw76yA8yCOBvGZOabwAcIU74M32OyswEzwLDT08jgrnvCtfAjyrMVe6yzmSO4dPEL22BGe8\\/5ALPQqDIz12Eb08IEwcvWshwzz+lNY8QJ2TO6t2xrzr1X08TtbiPJNDjbyW2Bk8q5jpPPjaD70D6bs8lqulvO4N+7wOLPS81skhvaCc1zwO+v486JHNPDY6xTzSDw69W2ATPLp9BD0qFRg9+OGpPFa2dbwIO+s8pkrgvKDU6zy4KQi9vGQEPQO7nzzYvBC9CvMDvYraHb1ojOK8Fz4hPWS7Hj2koia9oHnLvIPD7TxDDBe9+6f9vLYv5ztLHuS8VmM+OsPiJ72+2sk8PA4ivbcuGr3Dpe88IM0rPEYkqbxYAQw9Iye7vP6kCz3ohNe8xpM0PKYMQLx4\\/Q496zklO6u36jubpYS8wL2ovCssc7xrJIs72HaavKAGkLsWTTK8Xo\\/wvMus+7xTCvI8i4DKO65iubwLCyA861MevJZWXDvAeCA8dt2wu+itjbzLOiC9IPm6O4Pmtbxmow+9VpAnu4D7p7z4a5U8awiwO4uIHz30Lhi9gFo9uwBeADyMnCq9QNBBPBiIJr0gyBU9pqlwPPsfXbzQ\\/HC8EFphPCLZFj0rXcg6VqIfvTizqLx2Pv476L+FvKYKtrx2uZM80HxKvAvsijvrlY87Y6zPvLZwx7ym7dG8VqOIOtBMsDzGaGM8ePLUvPDgj7xzBvk8XKAYvWiHAL3wShU8gCyFuutz17tT0x29bCYTvQTJFL1I3OG81hYXvJbaFz1Ig5w8e7TovApgDT1LGjg8rgbYvPMa1LyGcIQ809CwvP9TJL1AtOK7Ji9+vMY38TzrsVs8SqMqvSsdWju2L6i7VkIvu0ssn7sIbpg89ubjO6s72TzrrQg9+xclvOguoLzrv7Y7mzOOPFY5PLorUdu8FrbbO5\\/WBb2KaCm96z+NPCimBj0rJGU7sMvkvIBwfLvA7ie8fzITPeuTUTxYRwk90OP4PMsgAjwAftc8lsL5PBRQDb2UJCa9ptAPvDulkLxLaE+88L7DPAj6pTxQ\\/Jm8kPl5vHZuO7w72wK96338vEuEmzyLegA9COu2vJt3gjzLRoU8zkaDvIAgTrtWSCc9q+YOuRbT2Lvbssm8Bq8RvCPGzzx2J6U7262hvLMrpLzg\\/E+8K0vSvKAzWzxWrqU63kEivRCcm7xzse88UJqsvJ6ZHj1bx5280+gYPWDsqbtDK7i8Vq2au+v42LuroIm6UMcqPEvAjzsGxSk8gOIDPNZFFzzD0sc8dkn7OyBFgLv2uwQ8q6qIPPOppDyrFzA8dj7LvJPmGT1L\\/ea8Vo4GuuDY7LyKPxq9UJ6pPAYH+7zwkhw8lsZ\\/PObtJr12HG88DhLkvGOmn7xGNHw8hE8mPQBD1zvD1Ri90BJ8PPbAl7wOvdo8VlIMuwrlJ73rMmS85NMQPau3jTwODI+8i+KOvMAXCDwMlxw9xmpNPAzWIj2gtla8HqSZPNwrH71Qu1k8Rqw6PLTLA710dAO9C8QzvE+AGj3rwfC74B+3O\\/bwJzzjHqu8ZKASvcse6bx4icw8ABNyu6bC6LxWouo65ivPPOBjQbyAHho7o0ikvACysrpbJZm8i5euuz6D4rws\\/Bw9W3uCvJYz9DyrbY66dsBQvPsjSbzAq6+8kJa4vKi\\/+zxz6Qs9AA1MO\\/SUDL0WQo88a3cfu5hn\\/bww8wO9u7WlPHtFDT2u8gS9oEzkO2aQ5DzbkIW8xqyZPMB7tTtCDSm9k83QPGBQozzzHq28u3BsvPaw47sgMOg8g8DFvFDqKDyq1wc9\\/magPL69tDyLHNy8YEYFvI4KubyAwE875k8CvCZ00bwWfYO8azNjOxyHAb2D9ZM8ij4KvXsaMzygmgi8IPAMvFZlL7qwuSC81jA1PGAb7Dt2m\\/Q8xkLuvBN7mzwbbv88gwrvPFA\\/STwL9Fk87oycvEZkBTyYRwI9rv\\/qvD\\/9Hr3zFa48tme4PNAd\\/rwWNYK8RlcGveuljDuYSYy8M2uhvGZne7ygJ4K8q+e0OygEq7zOkii9Vu0NvA8AKT3TCI68VnVUOLNW57xWDDy71jO8PL53pjwba3q8Bk5aPGsCG70DKh+9DEAmvftK\\/LwA+P88C2uhO4uvl7weahe9AAzwuiLlBL0gEYU8JLcpPSTAKb17qvg8kxyFvJOht7wySwY9FrW+OxBDGb0oZZ08Y30qPcYWaTzQni+8uksXPeDvyzsWJzA8UPEjPKjW1DxeIso89mhxvIBGGzxT1wq9QNiUu2aU3ryzPJg8s5aJvBPmKL0zcZy8ADGeOtDgebzAX24749m6PABWGb0ULgY9F0UcPYtksrz7EQO9y\\/+RPNI3ET1YRBM9QEbEvMZfZbyrzUG7\\/h7nvDhl+jxQUx08WosFvcA54TyWj1I7Vn9uu7MHh7zzxZu8FgzBPOsfbbtrwYu87jyKPLDfrjyOhKm8ZDEcPWsRBLxQnWM8A0cCPfPMIr0bHu48y37gPKhH+Dy7XAW9lohguwtnDzzoU648GAPgPMvBXTzr8A69nseOPMBJ0jzk9Sc9yyYPPBaRvLyQldM8frL6PEiOhDyL5ac7VpXKOgtu\\/LyrPjA6kDJJPC5eujyHrxI9wKJLPAvdgDwQeT28kIcCvcCvDDyADc888LO6PKOYAj3L20Y8jjGiPDZnFT14S8g8QMoPPUfcJr0u6vM8Ex7cvKCe4zxW1Mg6gCTxu5Baw7yA8\\/M7fj6AvOAUAzwTRZE8ApgIPVhCxDwwXCo9cDWVPKvh4DxTUNs8tu8bPWapVLyADqk6i4MYPSPDijyA86m8blHsvDbD5zsr2so7Lm2yPNYMTrtWF0M8qw6VO0rLHj1zgZo8ijIZPQCrJj00TRi9kGkEPLouIz1z3tw8K\\/oVuyDhQbwocJY8LvrBPAhOID3I9Pa8hrZLPIA7SrwrqQS8S\\/+pvJbltDuL0967y7A4vE5GzLzI\\/qa8LqMPPVYIWbsLaA+9NmYzvKtJxrwAVSa69i\\/7PBNs4TxznRm9L6UdvV\\/\\/Hz3XuiG9POMmPbyHCb2SVQO9fD0ZPSaotLy2ANa8+NmTvFDynzx+RAm9njKOPPCRqLwLQOY7J1QTveYfr7zGmOm89qb1PNSEFL0zYPI8k9DJPP56l7xAi4S8ljrvu6COvLu7tQm8Yt0SvTaW8rw712m8X4govdskxjy+Piq9trgAPdbTW7trbSC7iIDTvG58wjwAI\\/68q5NMvLy+Bj0rCwK9sKHIvCt6Brxw1x2807+cvADzFzqgtVW89iyUPAC7A72QWpc8qhcMPcCR9juggmg8Nr+NPNaljbyYYoC8AwGdPCsk1rsAKta5VqfVu6tl6zuLBJ67gBStvEBPATyAQz88I6emvAiP\\/bwr4UM83NUiPWaOkzyApoy8ePObPOv3nDsTWiW9eiILvbvizzzWgas6qxItuW\\/SDr1rdZS7wMGAPJB2E707L028i8q3u6CoibyW15u73uYOPVbxbDpz9wW9gJ1EPFYodDsIevO8Xl\\/8PMb4lDxQkAA9K3z5O5AUHzzQF4e8FrpuPIOEC720zhU9+isLPfCenzxuCNQ8K392PEgTx7zA3wk71uKMurRXFb2eR+W8gAB4u+tBVzxzI828ducDPHj8nzyLzom71pBbPICUMDy2r8+7UFLyPLZkGj3XbQA9K88iO5chAz2rZHO8wkABPbZCEDyLmoM7M5QqvUcEIj16FBs922NvvN8sDz1Q3RS8QEfUO\\/iGlLzEkQ89gAvWui5jBL0T4ui8zPwIvaM1gDyuno08c6ySPGPHsDycdRS9Ss8YPStvYzummQe8sPymPJ66vzyAfmk8FtYoO\\/AuujzrGEi8q4JnO2jzgLxzUfk8plMdPCucf7uWwl+7gJxnu2Dr1TvmCw691p8ku499J73r1gk9SGm3PC6DGb07Pj481m8Zu8anVzxK9xe9lhgEPdzxA70W3To8C1q+PJahFzwLjjO8hsiBvLjRHL1r5AO9AIrDuhgGEj0asRm9CmQHvdbOuruOOIG81h33OrtTuTxj2748gDOYvNZYgzzbOhM9K4mTugCJzbyG5Ou8KM+RvHJVAT1gs\\/Q7RlMiPNBvcjwIkxQ9i6m1vBswA72w21G8dqVTvCvPiDogMGC8IA51vLA7LbzCsRE9Vis9u1Yn6bpwGRw9BKcTPTPt07zWwKi6c2IaPdPIhLwom5280KYrvL4S6Lx7mzq8i3TMPPtgKr1G3ko8XOAQvVDXn7zQkAK83FElPdas3Tvroeq8dhTgO6vqh7r2W+S7FtY4uwDSUDpQHwQ9ey53PNsZRzxLKLi7QFEzu5+yAz0Ahpi7FhXzO0YV+TyWU+O7yBP6PPjj3jyYAt28AFGAPP9UD72f5Ra9VlvZvAhOF717Ghg8uLrmPH754Dy3CwS9AKgyuYZsOjwAaFA6K2jkO1eYIb0G+FG8JjymvHssQbxWZiK82q8ePXJZJb2D+e+8Q5ygPB4ujLxzQeW8yHOovKsSgTuatAy9q\\/KfuNZ5hbwgo9A7ptFMvKifJL0bZ\\/u8Zm1BPMD8xDw+68o8ZnmrvNBNUTybwNu8jvzaPPaRtTsAonm6QHvRO8ZiSTzLz9Y8Nl+NO1b2QTvDHOM8Xt0APUN+o7wrjA29FrXlu6rxEj3WucM7EgUovSZsLDxArxe8OzCZvDjp0jzL8RK8eC6wPMseKr0bs4+8AMx8uRY9ubzDwBw9M+InPUjjIb1A7Ks7QIVGO45kuLy7lyq8UFPcvCbi6zzwb908oLShvECQ+DwW8FU8mCuNPIslYDwLH6a862TjO1Z\\/gLnOyhC9Y0HGvJsUT7x2rPe8eDOKvDBQEbx7\\/mE8IFgHPGvTkLtsbSo9znqzPLBRpLyuMbo8Q47TvKCJb7wAif46dhSgvHAnILxmVJM8oDsUvVgdBL1giBE9qBWvvHBhtry2N6O7C630O2ZM0bx7OHA827wkvOtkdrsoJN88TlWZvCYq8jxQhv28SDkOPQsx+jzW9\\/E7bijVPMA3E7sg8bK7b4AFPSBkaDzjBuE8e0YCvIBBhTv2oQ694MxvvHb+TLz7RR28aPDFPJafzDurrYO8y4tYvE6Q5LxATzG8lvfiPM9pKT0HSwe9hokVPSiJkbyQbkM8QP+aPKOw2TyAubq81rqKPABEBT126Oa7dPsePZYj7bvYihI9YxqrvN5KkzyuTcW8aN0nvcs66zw7mEA8\\/uYNvV5C7jwjh8I8B+wHvfOYDz07ECC8tpeqO3CzAjzAvIO8IHgwPDtaSTyaPSm9qxKXOs5SozzC7AK9oInzvHtB4Ly7ifQ84w6JvLaPZDzzKQU9I\\/erPNKYID3wrCO8EpMMvevvODuGIVI8K2sWO5CAE70rTLq6JtnXvGB+xbwO3568YAf3PHZoQLzrVcU7SEwPvYBqhjr+y9889mgTPQPBuzwAVDI6WBasPMvVRDzSwSi9C1SxuwAUk7nT0Zs8W11FPFDsIz1mxgU9VuZyvFpbGL2rgJk8lkPZPJjSxLy0aRe9697RPEZvyLzq7AC9w322PPuXhzzGFSS9U3vyvFDyODyv3RO9GCMhvUsDn7ujbsA85gT5vLZeP7ywLT68VqXHOYan3jw2a4M7m8UbPLYqBr1jrcU8y8zLOxJ0FL2AZYK8Fh84u6MPm7wWdUk8e6BHPGA9ezx2Su87c\\/DIvK7mwTxe6Zk8F0ICvTOJgzzIA9G8OzT4vENDibyWXXU8K0bnOv5p5zzQYQE9ViScu9NT0LxANAK9QJ9DuysIljpElRk9A977vNAakbwUSBg9kJp3PFY4Yjsbq\\/i8NuDWPACwBTyr+xM9oyilvIaI3bwwY5K8+Dy4vHS1Bb2sdhG9oF7\\/O4MCwryOF+G89t8ZvdaNqjyYecu84MH8vOvqaTsrBNU6uxnrvAubErwg76M7g\\/nivEIQAr2AX5u7wDk1vEeqB704yfY8+7gEvGuzkjuDf7s818sIPfaDfbwWVCm7evUVPW5jB72bBgy92HTCPPhHoryu0yC9oMCePFBlqjzWqza7QAxLO8aFvrw2a4A7VlG3O04bJz2r1s+52G+CPE5tAT17zg+9xAwcPYC8B7tmaw29+1ZfPKd\\/Ib3kVR69KGS6vMa1rrzoGbc8qzdvuzsi6DySBhY9y5qevNb2FjtDCY+8VgeBug+HDj2mk1O8ViUsu4s50LyM7yU9cyWMvPwtCz3jFqo8gPsnvb7fEb1DrZq8ksMkPQBaAb22S6e7huIdPSu0ID07sgu9i+FSvHSnDr3vnRA9cBtCvNJNFz2r5yK7C7O\\/u4vr4zyWkxm9aPSXPKLRGj1QuGC8E2HnPOA3fbx2WL48MPN8vCCEA71mkHe8XjH2PNb9DLxjga28fiAZPSbIXrwDU8u8VpkbuyMmqDye25o8gx\\/9PIDU1ztWOfc6q74XO07HgLxmHAm8gKQ6u4DVrboXUwK9S+6GvLuwHL1WKrw8YCwWvftoSjzbccu8VlXkuQhmEb0ryKO74L\\/NO2CoazyQNlc80zmnvBazqTvOGAe9MFcjvMu5wrs7SR68gPj\\/PEgtibwj4bc81shFvMaVGLzu+xk9Jt\\/bvAvqgTwQoRK9lrhsu3Dws7xLrPE7264XvXbdk7zCtxY9BgS1vCvszjqYPfq8NIgkvdafoTu+s7Y8ax7ou5bI2DykpxG96\\/YcPPvCDD2AU\\/88NlWNuxY8wbzQTnI8wInNvO9FGD27XlW8ABC1ODiXoLwW1Uu86yzZPHODh7z8Bxg91lWfuzDfMDw4QyK91jnfOpbRAj0rNt88K63pPGDB4ryQDcS8FyEUva5ly7z2J5C8YA7jOyt\\/\\/bybig28BgPqvLb\\/lryQYSS8tlQMPEumJb3bwQU8lw4avYgAmDyvHBW9oClRvJ+UGL0OABQ9FsAlO9B\\/lTxwSr68hwEovVb5NryQTIc84L5kPLb12jwWA+88K6IjuwbHPLwn+wO9uxEUPNbsBLy2VOi7UIwWPfPezjymTdk8cPIPPCt9mTt4wv28KwrEPPvkeDxmDrm88LU2vEN6gLxXgyK9QPv+vI5B1Tye0\\/E8npLMPKsXSjuQdB29VsZ+OgCB4DwDj6y8C0MrPDa+Dz28AQO9i9RPvG61orwSnRa9qiUOvabqDD2LV2o8o+XuPLDXgLynQAO9lh\\/1vMAdgryYmYg8cNMtPMKKAb3qfCU9tiKbPF5niTzwfsy8+\\/6EvEjVgzy\\/6im90EATvXDAazwLVBS9E93fvIBfZjwrJcS81hqvvAAQyDjWMiM7xEwIPRayQDwwATK8AH4+uyD0sLtACzM8UKHwPBtzUTz0lhu9ru28vFYrPLt26BW89sGgu+gipjzPlRm91jgyPPsvW7z2zao86wIhvQDms7yrSsK4wCadPKYW6zzO48y8rvQkvbAk2bxONs+8ZuB3PAAzCLwY9+G8AO23PEMDrbye6Lq8ZqDVPPADc7zwfma84Iv4PK7Rp7zGon08O0Z5PCiMwTxQ+zG83lLvvGsjWTwUdyO909kpPX+CJb0AKMw5UKNlPBuEU7zmTCo8zhioPGhlI72u3b88nrkEvfZk7jtUWxa9tlDKvJs2UTxyrg49ADAjOeOXqbw+1vY8RlD7PBt3GT1WYmM8pvLrvLaz7Dx7Abg8+IoEvaINHr2WrWC8UAK2PN7AlDxQsYK8w1GxPIA1kLsr6hY9ZtNBvN6h9LxbiLm8APrsO8vqVzyCChs9C+gbPGjg\\/zzmoaY8GyjavIBqyjtzdtA8rjkhvQBo6jpguNy8AIx\\/OcAYfbyLq5M7O8auvHuRmryrP846C6Xzu6On+TzWzza8JigqPZb0BryAnY08BoriPOw2Az08BAA9467pPEvJBDwAgua5fju5PObjbzxErwo9\\/iWgvO43Az1gesW8wE65PFOK+jympEE86ESXPKtEazokxBC9plYIPJadPjw2NHM86\\/N9u5Mryry29Wq80LFlPBs9ILxgryO8APmzu8uXDrw7Qk28AsUhPZMRh7w4tgO9iF0FvVZl+Tzbx\\/w8QjclvUa5Nbw2X8875iVQvHOZEz3jkRQ9DjGRPOun3jxDOwU9SEuwvMtq+7xLCgU8iFPJPAOuKb0iQyU9M6KbPDv0qzwQUSc9FoIfu+juDr28wSO9FOYmvcDiQbvAYTq8gC1Pu4vK5LsjNZC8FiR\\/POjh3DzrDdw8qyplOJi9wjy47sq8a\\/mtOxD+Nzwgklq8eyddvKPJkjzLywE9wCHau6sg3Dm35BA9qhwjPWsF8jvQW688uOXvPJBfbzxG7Oy8ALmGusAodLwWNRi8ChQgPXSlFL1Wih+7q2ImPKaz8Dxj78e8w2AYPVvq+Tx2HiS9s\\/4iPXC8b7yG4gw9ipEevdMVxjyWw3Y7lpFWvGCCjzswz\\/w8Lk3svCjpED0LTiy8Pi2vvKCz\\/btrqlk868bXO8hSIj0Q8w09q8A9u1Z8jTuwQws90GqWvONXH72us9m8SAUfPVyVCD0we6c8VogNutR5Cb1m8m+8nuWOvOvwuLvQkaO8u3pBPOhE4TyeQ9E8KH34PKj55TwAqbe8cKgLvKNlCr2T9w69q9qXOEsFFrx4ZbO8S1JHPMY\\/jjyQeGU8Y7aSvOcuFr1eIN8886cAvetctTtbxQ08q+xXu1oEJz1bGoi8tn7Quyh9BL0oBMe8mpQaPeu27DuL+ii9wsoCvV\\/iBT1ABRq9vrwSPQAv8LujqtW8s9iJPEAbJ7wg2qG7izuJO8vmpjtr\\/9Q8TtbzPKgJG73TRYE86NiPvNsHhDzHkwo9C2e4O1aPhbwwT2Q85ko3PFBmybxABvi7FlJluwMqE73GUqG8iM2TPJbZ07yGagg9gM6hOo4b9bw2Bg29pj39POOV\\/rz2if07BvsOPAB1Nbw3+h49SGq6PBwqGD3o6QG9POMivWOtIL2mN2O8+ykgPM77ibyjBto867ouvHYrMjyA7MY7hncLvNZyU7uAKcS8NtBgvGDLgbygEdO7CwnEvIBGqLtAnu47ezpBPKssHDvmWY28Vknpu\\/Onz7ybTnK8Vg3JPAqbIr2iTiC9DgKevF5Zi7wuF8W8UI13PNM8+bzQB2a8mzeNPNbgJDur3ke6oqsNvVB7Ujz75Qm9JhHzPP7St7z7VQm8cJGePBhlqLz+O\\/U8VipOO9M5w7w71hk85hHMvGsewLvLUJ08ttr5OxbREjyLMRu8En8kvWsuS7wPeAm9oIqVvG4kiLzAGP47bticPMAWGjuTQbU8G5JaPPartjxzqiQ9wNgGu+NEkbwAWjW7K1vYuoYYqzwn8RK9VoSIu8ub3zwbt5k8drhSvBsqa7yYfCa9GKnCPCa+rjwm8CS8M54BPQvwvbtr4e28Y02jPPPQ67wzoyS98OlHvGNV0jxw3ZC8y7ImvS7hhbwWzzy7Vre0uti09bwmaRQ82vMMvQ6PxDzAX887Jj3vPOOg7LwHiCK97pqUPOBXK7xAFRS8V0QnvRN1q7ya8RE9NJsmvYvHDzw2i2M81orzvIBMFTyGf6e8KP\\/UvJAed7yrE6661kGTvOAwvLzggZK8FmzsOwDIwLngz7u7Xt\\/4vJCM67xwaNk8tlXuPM5QAr3DwLo8QusWvaf+Hr1TpR291oXLvJ4DpDzb1Aq9I7aWPNvNArwgmOm7RpPNvKMkJT1wfoa8K1\\/IPAMgs7zr7RM8Vv\\/mu5ac7LxLGxQ8qwVxvEYIHr3rd7481wkBvdaeizrQFRs80A6MvCAlHTxoJfC8w++lPLaDBDxr9Sm96D7qPAuu9zt+C\\/284O+qOyjRhDx+0J+8FyQFvQZ17zwEAAY9ZjcjPAuvAD0gXEc8szWSvMhOkLyfeCo965\\/tPJspZbyrkmO8q1rlOhOl0DwDOsW8hoCtPKudeDymOXK8o+joPAQqGj3vnBc9s62QPNNSzLxA3W68a74IvYBvsTtgheI7QPGzu7bn3jwGkcM8uwE5vBb2SzwOR\\/M8M3oQPRbFrrugyl68dr6fO9jZ7DyOFKc8FhvFvLMrtrxQ0U88a5OQPFZn1bvYYYw8FggXO5KGGr1gRPy8vrqSPOt4uTyGL6M81nuXugPetjwrkSY8FKspPfaG37uGx1c8hoIQPILlKL3Q4zC8WAqIPH4PCD2+sP08GJWTvGDWCb22nZq8U2P2vKa88LzrJzg73lusvODRtTz3jxs9+xDDPKhcJ73s8QS9IK4YvGi3DT0oJrO8ZskdvfyvDb1w0yi9cLX0PBbLnjuAKxq91maBu5s6G7yOrye9NqVgvBssGzyumRC9hs7zvPsxsbzuC6+89s2KO4DAa7uAi128ACprPNuLGD2YcMY8Rk22PJtAYjywZyu8No3MvLw3Cr3LPVY8q1m2O\\/NftjwWmoY8sLAXPMDEaLurvUg7AD8wvEvRhrtw\\/hs9rvmAPGvmDjv\\/Uhq9GJu3vBD1MDwrD7s8UAXTPPZkXTwHwhS9a9lHvIt+k7vsMx694O\\/RPJfnAb1z6f08gOrIu2sSOrtT45K8wF2rO2YCxzy2p6o8yPWhvCtu4DyWteG7K5Wbu+tUHbsaOwg9kFwFPVYJDrzWyry7QNVFvDieyrzwRaw8CPGaPBD5Ajybe9O8sOiOvOivxTxqzg+95hk7PFtUF7xW9hm8JlRyvKBu9jzL1LI8SIQWvRCIJD1g3d08ywSSO4DArLpoLdi8dk95PBsxjTzLpMK7wNs9PFAENTyLJG48oGsNPdZwhrqroDc7xrMovAClLDxUFRw95sAyvOg45rzrUgK9wOC+vDN3JT3AJTC7MHokvCsu2Tp4r628Zk6LvGzeHr02+WG8pic2vJdFIT0roOY8OtAdPRh2xDwroQK9rh\\/OvADW5TmmxJa8W2EZvNZKLDs+WCA9k1SNvDPVtrwA6sS6kIFVvEtt7LueGPg8tkaBPABzrbo0CBE9WOqPvNZpTru3KQ092O2SvOt2ery02Aa9bnIkPbv5t7zLqBI9vM4AvTaH47yLru88Vv4EPCjjpTx+\\/g69AEd4Or6kl7wjlCE9HkkUPYZYoTxrhRO7BmooPRZo7DsAkEk52AUJvStPpTvTYMO879UZvTsnpjzWmag8K5bfO98CBz3geR48YwzrPIA4DTuej\\/K8vlzlPCDxK7x2SGA8a3mruyAtyzzA8fG8lqVLPE70AT0WOnC8Tw0YPfCyZzwOOIG8GMcRPQA0uToWTYE8G\\/y\\/vACjdDtuoJ48wLM+OzbZJ7z7N3c8QGoJvRA5xrxe5s0855sUvU\\/CHb3I8v08kC7KvAC4sDsmQFW8XusgvUfkBD3TO5y8cP8LvNtjrDxbZww85qQ1PKsDFLw2\\/A68E565PAB1OzpWAnE8u\\/tDPNCbKLxoTI+88\\/XyvF73hTzgN9M807UXvbIWFz2LHny8BDIAvbNhozzOWgC9RvsGPXtiJ70bKZQ8C\\/ynu4u8ZLyw5hO8O9VYvF5yDb2r1Hc867wgO24uw7yryOA8Uz2kPKgvBD2QVTi8a1WQvLBOJLwIMI+8Rk8RvWBPhzyQxkE87iHwPOtkFjyuoJa8K5LePBKsFr14xZO80MfyvKvRZztGpe28FiMdPaC3L7xPnwe9ABDdvG5G5byww5i8iytRvKb+3bzMUCI9uzS5vCwRIr1bRgY8+3IqPIbGrLyjRrw85kYLPEgq77zjEhs9O8NcvMoFCz27nQ68lJ4QvYTtEL0rxVc8WskfPVuytzxTD5Q8OFmCPGv3rLyOfiK908PqPHRNIj0ryBc8dlfPOxzgAD2LFqk8lg21O0Zy8jwK4Qw9KmcPvVhd2TzQ+RU9FthnOwvC17v24Zm86lMFvXbNhjzgLtW7q+13PCNq+zx\\/NAC9n\\/kTvUsHnLsQYs68q98bu2rMDb2Az+k6M9mzPKaZdzye\\/6O8AIbyPJPVwDx7pM88IE\\/2O+eIA73bA5s8I22lvMs8SDx\\/GiU9wzsWPfuWorzQI7U8VmUiOsTYDD0GSYe8wscLvbbwDDwe\\/Zs8AHu6vOvBxbtLgLU8dm9IPKvYbzw4i9E89h4TvXjBwzyLVA89YnYKPe5H37zjbLW8U\\/WHPMD6dzvgz\\/m8djXfvK\\/0AT0z1Q09HCIYPWCZu7uGywW8qxGCOoD4lLobZ9i82NGQvNPK1byWNIC74mUBvTD1\\/jwrR3i8i9XkO7b9grtyIxu9gPuOPOYAzzyglim8FpP+O2BA0zv8RA29yLHoPAjgmrz07hU9zkATPfNJubzL7C88jiDtvCDIqjvbb1O8UIL5PKQUCT1ALeM7tj++PMMJJr1r+f+7riGePI\\/3Dz2U0gg9rhX6vNB05jzXkSM9VhoTPH7ZiTyj3RG9O3iAvJBTGrzgM1u84Hrsu1scnDzzERY9U1bZvLbbCDxbBDi87nsfPVbjWjzmwxI9k+QlvdZ4WDyYJII8gDDiu2aRGLw7xiI91t2eOoZGtrxfLhK9RjAZvCsIn7tc\\/RQ9hrzYvLd6Br2TwJG8hKELPXjzDT3zRKO8qOS1PMY8A70Ltts7gBTPPKaZH72A7fY7a4bzu5jCqDxnphY9i8Tpu79tKb0w6Ag8dlQbvH4mgrxgySK9AxcBPXbuhrt7qy48jhsdPfOllbymnBu9yC7kvPeoI73gXwa9wxe\\/vLaSnjsAUPw7\\/lnGvM7orzyjD+g8a7ppO+Ak9rxA8we7EL1kvOMBrjzWBKg7tg3zO6NKJj2blHM8rI8WPUt3KLwLwsc8isklPdgkxLzYogy9xpsDPJsbr7yECQQ9Jv4ivegozbyITB69FqRAvKYJBjx7WEw8NK4QvQuGfzzQgag8VhOrOR4G4zx7DCC8uxMTPBMumrzwFIk8TJgQPev\\/17y8Phy9FsiqPBZbXbvevQS9dl\\/DOxNQ57yLT1A8y0x8PCbWzDwEHQ69CwnyOxvlyLy4eCW9WFrZPIZdHr1WeU67uhQBvWBz\\/Du2OtW8z5EfvW9cBD3jLho91jCkvOt9HjtLxR08CLbnvIO5ozzQ6fa8lqq7O\\/t6NzzD4As9K1K+vDvONbyGBXE8+4BqvN5SwDxXZxM9NmRnPBuZVDx2RxU8M9+ZPP\\/cGj1ryx07gHC3O7B4pLx0oxw9Q0KTvCvhEr3HTBk9iwWluxtSkrzuVvw820qMPKfaFj2WnBM91jCGPADxxDtr9\\/A81rZ1vCsO8rrzwfK8AIRfOc5+gLxgyiU9szW7vGhNnDzsKxy95CgaPaMmKr0AoTm8AAfjvGBv\\/Lx2Jco7dnqsO4iNorzWOL88p9cfPSM2uDxLf1W8QLXgO8Afijzbisw8Vtv3ugDsQLwmvY88NpOePJZ8OjxWYvo7wFBOO2CpDrxw94+8gyiKvOaADj3rGjo7ryEUvWYLOrzWLhc7Tj20vLb6zTy3DhQ9o\\/PJvOB70TwAdnW89uq+PD7tpLygg7w7kF5mvAhsxTyUtw29VlrZO6tEdLq75um8TlT+PNvO9rygO1Y8W5UrvIC6ubwrDCY8JqPtPKt087tQD0i8QDozu8ugKbz4gvi8CwEMvUSoDb3weVe8K5n4OyabaTxO\\/948xu8pPXMLkjyWEXg7ZJsevezmFb3gdx+9OH7MPFv5AT0b20S8NsPyu37wpzwrUX+7RnXfPFbD9DpmgNc8NodMPDZHsrveL\\/S8+7HdPDQbAT1I+w89aEjcPBge1LzIDpO8yqwMvevsGLuXDQm98CPMvAZvHLyo3Zi8Wwa9PKP1+7xjIZQ8PtC\\/vJcRJD0bKBw9dlskvIbh0rybKO28UCYNvVDaYzwqqgG9iITXPHZR\\/ru29NE80jsTPV4pKT3ulYQ8FsbmvIYqNrwYmg69F7ESvbugZjxLxZY7AMfsOm73Ej2Az+u7GytTvEs8qruQfow8y4\\/rO+501zyeaao8S818vID0RburX4C7dhApvdjMw7z4+Rc9kIlWvKj40Dzrkz08i03dO2aYOrygLFU85nh7vDhDwzwA2g69kJcrvBYZoLxYthy951cNPVYlPDlWeOY8XvioPABHBby7\\/xC9K3i2OgMduTymbHa8s9SGPPZq07yu2wI9EAWdvID\\/2LoA5uU6t5gEvdOknLzGs80889gRPYBbWTtuS\\/Y8cMnoPKIaC72rjC26AGOsO4t+FD17IhI9Vk79PDPS8zxWuzY67mXePDYMEz1G4oc8C4ZHPKu9rTzwMja8WDaKvFbHszpLOgi8aNMnvcCbkLyUDAI9UMJUvID5Dj2kEhE9voUIPSvv9jtaPgk9Wz1zPGAXI7xI8pq8TjIZvesTRTwAJNg81+cavda1+Lvg9zY8QLZaOzOsHL02JuS81qP6uwMMHL1AzNU7S\\/xNPPuLE7yrRgK51r4OPCo8Cj3iNBi9+MwEvQedFb0nQRM9gIXaOxtQSTzGSQQ8+NihPFsz1rxAwXY8CG4VPTbBhjwoE728rlKmPJbYEDwY7ba8UD3ZPNjWqzyu\\/dE8VrqIOwM0tzyATLC86OkIPat6tbpqsyY9RmcqvEsVIL1jZd+840TsvFMN6zxLe4U8cDBdvED0eDxQwRE8wAJfPHZ1oTuAwSk93ruyvMaKgzzHgxo9qzwjuvQQG737vzY8nAEAvUDK4ruLHM48m9SjPApfFb1rAAu7IDJvPLZSmTyL4Js7ZvM7PBciFz2Au8k6mNKXPJI5Ab2AE8C66+M6u4saTTwAury7MCvMvLC\\/XrxoC9s8NhxrPPaO\\/zt7W8I88watPAYjYzweJ+I8LFsfPdgBtryuXIQ8y0G8PHuIPTxLm527q+nJPFYnCLyjZh69s\\/btvDb3pjww4hA9D1whPbvMbbxA0SE9bpgTvRjDujxuP948jmK2PKzbFr2wi4w8iy+OO4BBbDwbtBE9VvafO7Mcqzw7c748bNsSvYYa\\/zxYqeE8G89qPKuq4jZ2Zs67F6YQPYtIYzwrG\\/i7yy4cPbOXE72GzNe8QxMBvcy7Bj1U8Rs9UGwSvADagzmbWxu883nhvJuWqDzrzx29SCi9PDYB+bw75YY826XqPAa\\/EL1LMIA8oCbSPJaaETtr5Xs7qyQPPPjYgTxmGJw8SwZvPBYDyrw4MB69EM2AvGDdyTxmgtm8lvEAvdsgHD3oHJG81l\\/vvE6g7LxrnOY8UzgYvRAxfryTbZg8a9gnvGav2rxYBM081pO0vCDDpbx\\/FCi9qO2avLxUBb3Lw6A8N\\/Invd7l\\/bxWpYu6c075PPsGDD2wATO8XhcmvUhIFb1rfqO8ruHBPANXnrw4aAC9y+WYPFAeujz2DVg8I1P6PNYTizxvmCc9psREvAs0Y7wAX7K6K8TKuy4trbwYlMs8u1D\\/PGdXFj3Wv7g6MOCYvMy2Cj1T15m8WvIOvXIPBb0gR4I8m\\/HFPNZkW7z2XRQ9e3O\\/PGOMGb1gSwY8ho0lvFuNibyOcx294wnzvKsgkrle8yC9QL9LvECNe7s7Dg+9tsGOvKaJMDzuixG9Voe5Oasi1TmWXbu8syjevGN\\/8DyoRSm94F76u3OYtLwTUtO8o\\/OuvPOq6rzq2Ck9A0iLvA\\/8Ar3CxQm9G\\/ZivKCOKj2LUtU7lu4PO3bmKzxm9548WKa1PLbNxbyMcQQ9C5H5u\\/79Jj345ds8QCcJvQ\\/QAL3W1es82CqIPAZ4Cb20Via929AfvOtTmjsozKM8wBcvvMAkPztgS4I85m8DvOAQmLwr5KI6lhFkvMii4TwmsaK8IBvePCbVHjxGwLw8KnwIPVaCvjuDO5a89mXtO9YTZTuAT4W7y\\/SaPCaf87yWk+88llVEO5iEhTwLWbG7VobaO1a6A7yrnoG7AGe2Oqv6njoAQa88lhnouyM65Tyw3wc8S+TYO6vatDobPxc98G0TvEbTljw2K\\/C8uBnkvGaLtTwziIo8c03qPMIJGb3AJkq7KOTzvAjyubzWV6A6AMMpu5fgFT1bJ808l00VPYt90rtzjd08MGLxvCvykrvYnZa8UBXsvCLsID1Wh+o52CkgPQC+ajzWo9a7ayl6vAt5yjwTYde8OyQGvFC3Cb3Qud08s6i1PAYJojw25Kg7o+2aPJsopryEUgi96HgIPeJkFr1rBAM9C3MMvIolDj2rkju8gI4bveaF67wLgqY8v+MgPYsPzrvEOyO9C7RFPFg00DyD5J48oj0bPSsZh7uOCPY8BplbvDM77TxI8ZK8A8z4PNaOW7sOa5k8yIW0vDBxP7xQfi48a06xu0C7tDtYLSG9yN3hPMAdTDyWwRe8Lu6vPE44hDwoQKU8J2wfPSCF17w4sIK80HtnvGCqa7w2T5y7SyL\\/u4Dj2LysZAi98jYBvejV67z2tbk87B8ePctTobsYdQO9oD3GvCDwzLzDItA80xUCPQ5svDwGch091rXsOsaFgjwALF259vh8PGib8bwwgVu8w2onPXa2+TvWVki8Zh+avAjb2Lxqbhm9Vp\\/AuS6u5LzrpCI9am0qPaviwLhoYaW8M52XvHM4DD3aIRI9X8cNPSv2bzzG8C28COYTPXtZA7yonxy9JmV6PB5RkLwGTM48GwMPPGOjrDyQHla8ZomNvJA+rbwmQTQ8wA1YPCsVXruOXqk8tr6GvNuMvjzAZs28wHdsu2fcHj074Ya8dMQcvcBXyLuYGv28lj8DO9C0Cz0GRCg8Og0AvWYtTrxWkeM5gBeePNtnQTx+14q8Fi8dvPbBmbsgpq47xwgUPQRdJ70Y36u8AG66PFMOh7w7bwE9Vkk1ufO3ljyr6HI7a7EEvetivDyQ\\/oc8fi70vLA\\/B73gEMA7lnMZu1b4WjpWIQe9600pPZNV2ryAYre8gzj\\/vN43zDywgDi8EiEgvSApFr2I7K28OCMhPQCsGLyWF027u6qvPEBOTrz2jh281wsbPQurGj1DFuI8EvkNvQAuoborIDo8hkTKvMgB8Tw+Xg49Vjx5vCD7vLwWADw7G+3tvE5a0bxQm3q8xNwEPRejAz0W8uQ7a7Aku8JmI70Dv4087re3PCCcc7wGw0s85mqWPBMEtDwKqyK9kDqrPIxdEb3rgeK8C1AYPSaWkjzbhhI9lgGQO0AVDTyAR\\/o86yWUvKhcmbzkWwQ9htdIvICAFLy4\\/aK8NlUBPVsjerxgKQG9FrboPFa2vjs+r6Q8xhjEPASzJz0zFMk8zL0pvfypIT0giZa7RiU4PBZBybzQMSy8YApSvIZW07xWpQK4e9KSPMD9DrsM1Qk9PBURPSMJsLz24468AChruQbbJDzuSNM8ACoButZafzs+vJg8Gw+pvH5eBL0fpAO9z\\/YevXvP6bx23X+8Bj2uPKBx9DuA4Cc7VuAnvassPbpw8QG9CzGPPFAB3bzmK3A8q7iVuWje1bwguIo7O1OuvAbk+Txgo1A8RizsPJZsPrx+Wym9zvsavQAve7zrTeK7G6QNPcb9XDzQ4rw8gh8oPYOl3jx2fVK8QJnEOy4UAD17t+G8I6qIvJCWRrwygxQ9s3wnPcAcADzDife8W\\/wZPIaJZbwrfCE920A6PJPGuzwLSeA7MPd9PLAiVzxrqKo7G+0ZPXBif7yAAIS8HujlvOP1rjyr2wY9wHPDu3Zjmrv7WLe8K90mvNthVDxkmg+94LJuvLvxAbwQ\\/BK9ewnePMh8IT0bJHS8IH26PLajwDsWXM67BiY1vMhatby2yhq9MDhPPEARpjsAsZA6nwAdPUCb1bvWPDi8VgFbuaiTgrxTLOY8FrwCO+AJnru6mSk9C321u2BPHr2QlQW8+2cePHxMGT2rCqM77h3wPGAV8TzjeiY9wOgiu5DNhbz+ih69ZmtCvATuGr2rcuq45t0DvfCfTDzAl8M8EIyePGS1Fr0q+yS9I12qPGd3Dz3ez9U8Vie4uyj6qrxGcq88cASCPOQ2CD0LBFG8mkMDvV4xhjwArGi6oMBpPABlOjxO\\/8y8Nj\\/fvHNpprxYggo9iloDvQtNHLy+siQ9uiQlvcY8DL1bv+o839kRvY7H6Lxg7ig9yNwMvdu+FDzrbiQ9hIcZPea1yTxHLQM9ptMiPDN9Ar1ovqg8gwu2PCvW7Do+Fhs9QAcqPYeaJb1M7Ba9QAw+u2+KHL32rbu7EjsVPevkHLyQLY48ePq7PGNU+bwGXxc9kMrSPMDr9DuQoTc8QJTJu8sItbsDROw8m\\/JhPEbNJb2WKSa875oJvZtkGbwWKt47S2f\\/vO6htDyeT9i8WACsvKuo2ry7CKO8K77su59LCL1\\/2hO9putTvABMiDk+Y5M8AGYluucCGj0GBG68cL4EvFA+EDzAyPu8gHtEuxa8Jr1Dkwi9mOz6vAZqGD3G6oC8ljjuvHaSET3wmv48iDEjPTsFQLyA+nc8W8fYPOvZZLzIm5y8WzYevGx3HT2WVNW8i5IhPbYSgTwYZdK8Ow8Bva6QpLyw0bI8gt4QPY69C72mMwu865QlPd8MHj1mFSQ9ayaoPJtcmLwgSa8747IHPUBIAL0IscM89iyRu1ZlHrsDuaC8i3H3O7IDID2rZjo6S33CvPcxIz0YMOW8U0j5vAMZJ72vHwy95rwOPSORC73Laha8+yT1vHhoGj00wRa9uFfkvDMtoTwGrcw8Pk6JPKDo37zP0yM9rp\\/XvJBw87yW\\/ce8t14MPaszljubHQS8u7v6PKjD\\/LxAuJ87k74aveb18jwAZTW7AKQJuSoPEb3qNye96y7NO2dYFT0WSLs7BorKvIYEhTwAm+I6Lu8lPV7tE712sFO84JXYu9y9Cb0m0Fw8lOwovaAdxbu0LQq9OybtPJ6YKj0AGjO8tnbCu1Y1yjvW8Nk6gCLuPG5hjjz2sUQ8ZumEPLs3Bz0Paxo9EEvAvHi9BT0+cf+8uyFgvCDoLTz2y4K7CIMqPVw5DT0rkeq7JpJlPKs\\/6rtgKOW8dOELPaA+yDsAxL87q1n5uxbIPTsLzgO8ZNMnPYjbEr0A5h281nUwu0DrC70rR\\/W6YBuSuySmEr128Am8AEQNO3DOCr3WFEc723wAPAaYT7xWZus6oBIKvabsKLxDmyC9dsi0vNu3KDwzHZo8RrUHvdIWD71mww+9ojACveuWxrvWEq27bq32vMsrI7zQ3yO8gPElu0bHqDygW7s7Zrm\\/vCiFl7yQmlA88ya1PMAM4rsiEhw9YvEQPTYK1TvrxnC7zk2UvP620TywSc68CKIMvTsvWjwIEwS9S0qmuzSfAj0LBey8piMPvJsiy7wAvv+6lrY1u4COG7tQo0i8sG\\/ePB6zrTw3oie9S+O8O2PB1TzWExg9C\\/izPIjn\\/DygW0s8L24jPQvy3Lu+jME8aza3vLac+bs2igk83oD6PGA7tDwTGh29k67rvKAQhrt4qBC91l4WO0svl7yrvEW62GcnPStRmTxowKk8i9yqPCg+Jz2\\/Oxe9NicNvTAeI70uMpI8RsYJPKuWGLpWJ745qyaQOjvIF707krW8k9bvPMs9gbzGLWA8Hry8PIZrATyrhrI6605Ou2Cvx7tgvJS8q6pKONMtvLymfdu8APdqOoDo\\/Dtr\\/XG7ihQZvZv1WjyCvgu920nEvPBeyjxcOAC9S0K9u2fYGL3Axne8S9+huxQiGr3W4t66kEOVPLtYCb0eTg29NhLMu2t9Ej0r89E8oIsnPIC5SLyGx4S8NsiTvCuIFzywUhc8wCL+O9t44DwqnCW9Dg8cPZB8X7yL7As8K3eqOuAXujx04iY9lmsXu4tUfLwL2Ts8AOz7vIvUyLsoouu82+vyPLBI6rzwhrU8i0GFO85g5TyW6207g24dvVisH703wCA9ZqcVPBY8RLzqYwg9W6GFPLNPBj382SM9a2fIvAMjqzxWv3U7COXzPKYH\\/zzIvqc8q7wwO\\/BcAj2ASII76CSdPMKJGr0GQQ09ZquCPPv5Db021\\/Y8K27vu2AN07zfdAi9AG6RuitEKL0X0Ri9PoUoPeCZiTs24LS8b0UfvXICDT2IQIk8KGIRPcJLAr2Yud88KzKaulafILz2hRU95rCjvDZBsjwAh+87ABAXvAbLPzzTx+48wCa4u\\/twDD3oIJs8NhARPTO18zzWYia9AJwTuaBBlztQUxG9q1LWuMYi9ryO\\/Zc8NKQLvZZ\\/hrwrPSo9O1zSvCsVWTxGL8M8IACQvOojDD3wyvy8QzD2PHuJJr2Q4ky8YAiDvEi4hjz8rAG9eAe9PFB1vDycriK9CGr\\/PACveTxWTuq7SrMKvUbqQTxjxbC8ACwfOY7\\/p7x4gYK8qLQgvVtTyDx2agI9m+7bPJ5P7TzSkic9dAsmPVuKtDzm1Ug8\\/McHvfYokbyLL8e75twaPNumrjzIN6G8VusPur8RKL0gI7I7YN\\/YvLKUAT1uK6E87pHBvFiWCr3DL5k8nDshvatYprvGxyg9Zk0VPCDBArwqgAs9K8w\\/PFPbjTxruqs7VogRPfaMLTxAskU88DgSPJCulbxL6Bw9rAEXPWvF57xwoHw8a5kCvUtY3DwL5rg8IORIPBuLrLxGhLW8mwYnPMPB+jxW\\/J48XHIAPRbOaLygo4y7i4SFvMYHGrzLkqa7YIraO4gkjrzwfLW8UMe8PJNDiryKLiK9PiIXPZIhEr0odhw9mN3dvBvJLDwbQCM9WzpRPOMuxTwMdCM9rn6XPIBQj7rD4rc8oEJ3vMs4VLwgzo88E2CxvAZjETykNA49YFPqu1szWbxf+wS9AO55PPgsET1PZgE9KyGNPFrcFr3K5hq9U+3NPEcSAr0Gp7o84LP+u6u8hjvWekA8VnEXOXY7NzwOjB+9M7KFvKBtvjuGuwU95mQrvGjIsjzgHMO7ksANvfh2rTzSwyS91\\/QPPYN\\/rrzoIsu8UHHfPEvQfjw+6YQ82CuWPBZ8XLursxc8d8kavdj+DD0raao6e1bqPHt\\/xDzgfkQ8B50TvQA+crxWRqm7Bn6KPAZG5rw7pQW81sWtun9HFb0unau81uTxvOAa0LwAJ1o6ywbMO\\/isorweN7a8cKijPMvfwjxY4NA87mTJPACAVLco3xu9CLrovFawHL2AXE28kFHavJAZ6zwo+Pq8xiCBvKA6obzmvMw8qGSmPGAMVzyoNt08qzoeOADabrsbeXs8QKCnvFbgdbuwQZq8gx8PPdu6KD0LuOQ8OypsPNwGBz3QQzi89qNuPKvuADom5a68FlKvPFDhujz2en28\\/t8CvVA8ijzbay88XukXPUbPPbweiJm8hmttvJO3rTxbgRi9TvWkPCskyzpLfsq7gNmJOkOsJz0rY+c7v2wkPUpPKT32tSS9ltD1vHMXkbwuyKg8y+j6O6vstjsrsUA8C6i\\/PD4X2Tyrl\\/k6eB0XPavyrTmGqy88sOpaPLtrMbxe48q8RiIqvLtSpDyjIeg8epYfPV4E+7z+gOa8rLgJvcD6nbyAx9Q6s+gAvVKFKL2Kph49gAo7vCt0sLoG7iK9irgcPeP41jy2Ah+9CqMMPQ+OJT2j+608AIibOl4s+LwbNkQ8WATSPLtE4jymVB09z7kOvYAZzzsAph88lrpuvJcRJT0wNDy86wKYPM92GT2gz2O8q6KruDhiiLzAk3E8U9GZPOY5qLy2PUW8Bk\\/WPNfpGL27Vn28AGIAuk49Fz1\\/hAu9qN2TPAAg9TmoMyI9Vi\\/sPMse8ztToq+8jJQqvew6Bb3r3tw8QtUgvef1Dj1cSwM90EiPPJtHGj2rO\\/i70KwQPDceGj1Wr8A7\\/3wovWZGgTw2zt+7mu8PvUAkiztWm0C8m7KfPDhxizyIqYk8AOaCOqi9\\/zywyhK9rmfyvAAIwznW3Zm8Xq3YPKtGLTwAw788O3UKvAAK5TwexZo8RmqovMDEDjyIwyG99mAPPA4fCr0uxvY8m9invBYtH71g7Oo8cB0QPesfYjxINbu87iG4PECNAbxWdWe5gJ3dvFbzJbs2Woe7Pn2QvPZzB72WZFQ8L\\/INPTPMrzyTRpe83qK8PJ6cxLx+0OI8yP+zPDY8ljwoUQG9CPS3vHjli7y6dBm9658TO\\/BafzygeL67sPcbvRCn1Dxeyh09IOnuu5BT7rwQdio9+9KBvOuvB73e3Se9oLi+vGbY87wDOLM80gIAvSZdnDxW2QM7Vp9GvDYb4DzkVQQ9a81RPMNS5DyAnmC7v\\/UjvcMhpDxv\\/yS90\\/8EPe7lljzgadq7gKqeulzXJr2I0Pm8kIxBvHDPazye9vk8UKroPIdvJb1r0QY7R\\/UVPaAasjwjNMC89nm\\/u4MdoryLPAg9QxnJPDQeD71ocK48VgN8vK7DzjxW0bo7O9AHPTaAgjs+mNY84NeUvEtIgbwzwSA9aDG\\/PAMM1DwoxBe9WywZPZZRBr06+Ay94OgNvLalBDzos7a824nLPLakszyrixA9\\/gqkPGgL3jxzmO+8dGAhPSu7JL3Iwik9lgM2u+ae57zTb+E8g84pPYNYqDx4Oqu8okQqvQ\\/uG70fbhW9yJCvPJs5Ibzm9Cs8oFIaPVZ+J70gQjm8eK+YvBYA1DwAMyU6q7VTOzZ74byLPAW9SxyzuwBPR7vARBc8eJj3vBbj87z8+AQ9AN5IO2a\\/ijzLib071umoPF6cIz0Cuhg9K6HXOtAK+LwudeI86\\/4\\/O45G5DzQviK9i1b1O9bsk7xCYCU9uOwUPesdebzgE3g81yMRPZboiLtYRwe9M8S1PGCr+bugATI8Vku5vB5V+jyTqxy9TDwSvZORDj2uwNE8CjkjPbtdn7z6ZxY9SL\\/ovA7ImrymFYE8oMA5PMDrkjv72yc86y28PGN92LzaSA89ZqVqPFA1ijwCKx09w4SsvGvDLrsWtUE70KNBvFatSbyAjAQ9e4GJvNPUl7yrMVc8C40vPDDn87wbMhm9ZsiHvPtpjjxG\\/VO8yFT\\/PEJHHL1D7gI9+xZbvGOr27zo9OY8kLggPOvy2zybQsE8mI7dPBA+qDwaEhm9aI\\/WPJC9YLw8mQW9fgnTPJolDb1AtUw80PBiPA5x0bwj04O8yNTlvFu8kDyg1OA8QJq\\/OwusDj2WhOU8kmMhvR6LIj0gN7y70gYHPWOP+jyGjXi8NvJPvLNklLxb3vM8K3ugvGN1p7ygYBO8bsT6vHQ\\/Cj3w6EU8C0QaPGAB37wzpr88+OTcvPoiB72DKh+948wQPaunGD3gNVs8VmL7u4PKJb1TTAo9M3qYvD\\/iJz2LpAg9QGcHPfaygrzbDz88JjY2vDLcED2erBO9SikDvdZGvDq7zEi8wMX9vND1xTwnmCK9oGWcvHsj2zxLaA29OECXPAT8JL2cUxm9AAatvPOh67yYogY968OWO4PFsby3aws9e4vNvCvKjDtDZ+i8S5Keu1I4CL0bKCo8ZkuDvHAvIr2gxKi7gyjkPBvAFbwrl5a6QFLTPEoDD71bpvo8KHDxvD9gJj0zIRo9e4EJPaD3gbvQBB09Y4oNPQjAxbwrsaM8AGKDO4vxqryAeB27QEy7O8tLzLsW1iC9az0MvbvTAr07mce8+E+FPEsBr7vreM48X98TvUAc5TvgaIs8kJTQPCNL\\/TyAUNA7gIIYPUNc3jxm4JQ8YDmTO+6BET2mkP889rFsvALTHr2rPDU8djMAPHIHJT2TfSU9PlLcvMANC7sr6Mq7cLhlvMuo2TzevQi9e1OePKBN6LtDOpi8TjgmPYjEljzbWdQ8y75BPOy1AL3rmcw8VkiCvFtuIb0MCyK9DhnBPLjOHD0bRZM8i+kovCju3rxTE+o86IkfvStYFDvWDk07i3p4PApRKT3jX\\/48uBQDvRoPCT0EWhq97pysvPoXKj1Wh2k74F8RvSvlgzrgXy68LkbBPKs61btg5Xq8g\\/SCPLKxDT2gUTw8IP+IvIMzBT1gL+u74Aefu1v8\\/7xAPD88S3IYvP7857xWZhK9+1NjPFuIGb10cyA9lu6sO6YDfzyA1RS9Qzy+vIAUVbsegcM8K0BfO3DZ6Tw7ExK9NqL9vOCC3Lyrk3O6tpybPMhGJ70rqtS7zrLiPCb5I73oAOY8m+hOPAg5qTzWcnK76x\\/3u2joBD0mdmm8N\\/8Svcuh\\/ztGHf08m3KtvOM2nDyupOQ8TjWMvHsw1zzgCqQ7ZyMJvWPCsjyoZOs8m8PWvFg4Fb0bSva81ouVPDgOgbxWIUu6ZqINvDhMwrxT8ci8YNFAPKo9A73Dsaq801e7vPCWCD2AOp+7Wy0RvcA23Dt2ISM8+HAqPa7qj7xWClA8yzjOPObWOLxm7WI8gLmZPFZbG7uuFu681mEePGantDyutsG8ww0NPTsKGj0MFyI9DjO0PF48sjy7g5k8q0VMukZRILyA9Rk7Bl0lvMvngrweCYs8xuaYvHAkhDzAXI28ADHSvEB\\/fTt27zC8YHgmvOvgcjuA4Ys6OPAWPVC1FjxWI5m7lrH7vPpaKT2PIQk9u1UCvCNWBj0DcJg82\\/5uPJf4FL3AyAw84CIyPHCxkrxUQRC9hrr\\/POvsILxbR7e8Vn\\/luRB9JLw7+J28YLL0PACMgbrQpAU9GAHQPAAxiLp485K8zt8gvdaO0TsAR3M6zgAhvQAOnrt7dR28aJ2yvAAwQTjOEoc8vPUUvaA0nzzAFhy8a526vLYArrzYQKg8c68WPfCGvrxH8hk9myqaPGhlCD1AbCO8myV2PGcbDj1A+E+8AM0juw4FyTzbTi+8n4kcvQzrDj37rR48vKMcvXaN3Dxg85Q8Q62nvK8wHL1rO9e7wNLxO6vBbDuwH4o8y86KO05GJz2LjEC8nuXhPPbxJj0rO8I8VgjRO1YoNjtWum68y5REvEObqbxmxtw8pFspPRgF4TyALkC8BkFHPCC6NjxWx9u6S2hxvMv7jjxmbbk8cMwVPdYXAbumkZ48sFp3PAB+yrnHmAE9oM7tO2thArugy6k7lsurO\\/+SKb1A4gq8lrvzvLZ7dDw0ZQm9sM\\/EvFAUiDwAQqC7buzkvL\\/LAj3TnuC8Y4CCPItpMTzwKBG9gEOvO6sq2rwjJ5g8+\\/T2PMIsAD2TFNs8MDbKPPMFDj3jtKm8hjSmPG7jpjyrI\\/e7MI2UPFPigTy7YMM8C1kaPEjk+DzWBE2886CKvPt8YLygh7e74sgcPUClDbsrUHw769IjPSsaDTtryjC7wBpAu1a3SbsrTwA9CgAaPZD3t7wb+Rw87tcSvfvioTz8FxO9f8EUvdY5rbr213+8oJ82PEMcmzx81gs9K91ZPFZJb7sU9B69MugGPeat3jzE6gS9FvBiPNZcKTyw0tW8NtHFu4aqiDxIIQI9SB3yPFZ9ADzmphW8kGAGvGt5Wzw8QQO9qJDVPLv1hjyrfPs6TkCUvCvWhLqg0SU8oyTBvPDsODyGSwi80EuAvDtLWzwCGQw9tqC+O4o0JT22mM+7VgR\\/uj61zbwmbBU91xEWvRNBnLyb1Qu9Cze6u3bsmbwbnA+9CGmfPIsB9rugHIO7QKzpvABrK7tW5Ay6636+vNDHMDyWv3u88uUXvetvGbzQqwS8sO21PIZxUbwLTYi8vq4lPaZvXzzGnO28dizMO4CzOjsYiCa9wGmfvNaMtDzw8yW8fuUXPTgymzyr0ci6Hni2PKapgDw7t4U8ikIDPYCAlruWRDy8YGIEvRguGj2wjXk8wzYqPWtJHDvWE5Y83okoPfCdkTyrzXK8q8QPvFvwqbxbygq9LomRvGtyMTzn+hi9c1eDPOr0Jb0glMG8y9WqOwCkITuuTMa8fqXUvK4WtTwQQDI84CkePXa4jLweFbY8M\\/wXvRi2Cz2bHM28YwawPMMMkbwm1Sm8C+\\/ovMN4qTx7C9I8+NPdPCCRGzxgh6c8W2EKvICKGzuruqs6C9pdPPD94TzPuyA94xrxPKhapDxGgzQ8toDWOy7T1bzA\\/+S8oNZ2vJZrb7tzQIe8YKkLPUsBsbv71Ww8mDbdPB+2BL1WxxW87vTKPNT0H70UQg69GGYIPfioKT0G7jm8RpbpvBYANrzWDBA7iDUPveve2zwGx+s8NumDO9u31bw75G68i1XNvChECD2utiA92MT4PDs8Krwb13i823rEPOtMS7x89BK9Vnjqu3al37sQV7e8MCFAPEvaqjtGVjy8ULjZvBC9D7wGFFU81iDLOrsBarxL3Iy8i0a8O6tCIzoohdE8hq8NvXORIz3gg+q8mAipvMqGHj17NOM8ttEePNYTTLyAvPK8aysfvS5KjTwGOiK9YwGCvLakzLvr7TC7l\\/kBPThi4TyrXyM8cPkYvLCN4jw7WMu8L4IavUjwuzyGE9U8HBIHPRI2Gb0LMfs8q2k5PLY3azwcEgs9su0DPdyuHT182im928VgvP506Twod5084IoEPQOvGD228QI8DHwTPStVXztLzfa7u4cbPGDvsbuWxzu8js6rPO9MCz3QnzO8lu9PvIa9JzxIneG84yboPGAwwDvWYdi8k9ylPADK6bmWHx87uGqzPMwUAD3adSc9cAxEvD5AxbwGgpC8gEIoPcC3CT2g8I87HsjLPJ7AnTxWmrc7KxqbvFZfWTqAmHW8C6pivMMQk7yyOQG9AxgkvfQSJz1QSB+8C+OePIAyKr0wEf+8buzhPKa8Pjx7ibC8P6oIvVYBz7xg3ie8QIQxO7DZnrzLOSe9C6cqvPcOGr3S3CK9K7huu2vmBzsTU9o8CzfgPLtxxDwghrU8bDoTPcvpEz2eMOy8AI0TO5YYqbwLF+68ewWevBhP9DxWTDc82CEEvbbPLzxr0NK7mw0nPHsWxzy7P+u8q3XduuDkTTwGlQS99lnHu5hqz7xwlNO84PBNPFIsDj1W\\/8o8pnLVPBQ7J72rVi68jxYcvRC4TbzjAL68A+38vKvyBLyrmOM5li7nPFbNbjv78EC80FU+POO6izxGlxE86FHYPMD2Frzgh5w89jcTPRZ3MTw43MW8e1vHPGvqFbvqvRA9VnBsO2cfFD1rkiC8WNSLvPZlz7vmfL+8xnBOvCBYmzsLDYO8hHEovf7bCb32s\\/68C070O2NsoDzTscA8KyDGukjOpzx2WcY8e65wPM5BIb2A8h480BIGPAN6AD2IRLi8ViVsu+CSxTxWY5I6ewMDPdhVAL0DSuG8QLjIvLuD6DwG4PG8h5wHveNcxzzQCCo95tSuPBaEi7urYgO8UMfBPAOTgrxr1MG7XGABvc7VrbwwMCA9QAA\\/O64lFr332hQ9rpHqPMybBb2gRjO8czkjPYMWGj24Rd88JhwUPVN7iTxCfR49Ky9ZPEA1oLuoo8K8q\\/5EO6vZ3LzYcCo90yGoPOT+Kb0ThrU8K+LlOgBfe7uAbKK8f\\/cQve7tJD2rj6Q7ShQBvWvFxbvrJlA7q1PHvMABJjtAq9w8FjsYvevVHz3CLxM9Tk3KvMuW5bsbtw68DJcAPcCY7LsA1c66FOUoPWtMPLs3JSC91lhKPPKRED3WNtO6UKUbvHaj8rtT55O8Q2USvTziIz2G0gI9JiqTPFaTdrrWDOA7tDkAPXaXiDzLImW8i1D\\/PPZdL7w7zgM8YIL7PNiGyTwGs8y8I\\/HEvGvFujvgNM88poEZPVs20DwDI8a8DkGDvICt1roA3Dq7W6WIvMOQIL0AIHQ788jbvGu0I70gyxS8j78IPVNqr7zX+Se9q5bVutuFI71OLg29mhQnvbjC1Dw4mti8n6kYvat63bwex9+8aIGJPEa0p7wbIx69KwgNPKCAIzyWFAo90OCUPCDgG70W6G470L4bPYCSl7x2tBQ95rGcvABHwbv2uQ68FpSgPPCxKzzU3RS9drDiPEBfI7umVoU8HgakvKAoB70gOD+8a5UyPBvV8bwGyP08AFekOvAnDD1jdB89fyANPWDJtzyuyPU8m+puvMv\\/hrswFgC81rgHPKsc7robRBo8gLrFvFPGqry7mhO9hquTvJ6omjz4psE8WETevIBjfrxwebu8K+Llu6DxvrwqqB492DjEPJJGKT2rWVk7HBIePSZKtDxWKZ47q006PIss+Lw2wrW7E7gfvUvj+jwGAxq89iWxPIa5arwACzo7S3YGPACIWTsaIhu9YM7evF4Mwzy2X7a7pAEZvSOE0LwrydG6itQlvdOjJD0rZy28ZiLmPM41nDwmrs48m8zZPFtS0rw2+hC90DLEvKiN07xbTF68XmHVvH5axDyrYv+4SwkLPFbn+Tl7Qag8G92MvNB2h7wz0RC9JjwKvIMOKT0jeYm8PuQhvVYmGz2Qo2o8nLIFvRdVEL23yBc9os8dvTawJzzekPy8MD\\/yvDsCEL0r+Ik6gMKKOyuydrzAqNC8EB6wPLYpUzxuKgA9cCsFvWsNfrzDNQw9JK8HPas8dTvr+CC8QMgiO34iFz2r8zY6sPv9vCBil7vQG3E8VlDJOns12ry\\/4Bs9AAqFOauypziczAy9ANDKO+teTzvT8K28ky8IPQiwJL2g08s7AJCWuKvvLjzeWuy8VldWvAsDJDygSng8AGWFvO53yzy7Zja8bnytvH7J77wuKIc8QJ52PLYnyTxwQx09VvHuvPCoJTxb+AE82501PAa1HD3TKwe9yGzjPHf7Dr3Yade8jjKePDefHL32q6e73oP0PIg0gDzowZs8U2HzPKh8+jyjoKw8hg8nPc5t8jwIfA69+ugiPSIkAb2LU5o7wOQGuw4DnLzAjtw83sIfPb\\/yEL2w1M680IOFvOAKrjvr\\/Su7a6UcvXtmR7zWM6+7gCgUvKgwgbzg6P07K8MwPMvT2TuonMs8TnbmPJaUEz23ZwG9q\\/mfO6uhv7uD6vg8lsQyvB5fjzyGDfC8gIaKu8CChryGpSm969SePBfbHr0Ov7g8wDT4O+YcKD2g8my8G2EOvRY9rjuApkm7e0lmPEtaTrx7eFq81rleO56bgbx2H3A8n28DPYA1D7uIBtq8FnP3O8tpFD2KrQm9CzDqO9a88bqg2kE8FgzcvHuNQjywtai84HofPTR\\/Fb3KLxC9vsfNPO4X9DwEexQ9Ft7ou1ZZhTsT2wS9yA\\/2POAKz7wuuRA96+J\\/u7yZFz1Wgag55MMLPVuB6zymmgA8iHbnPNglzzxQ16i8EDckPEhJ47yQve88KG4ZvV5tHD1rTh+7AJhNPMdtEb3mGwy95pygvMYfOrwPNRe9VlsiPEsyW7zLbWK8Ni4kPSBUkby7g\\/u8yz4mvLjwyTywiLu8vCMKPWhFAD0AZEU6QMw+u4uu0rsraMA7gH1\\/vABsZTyOYfE8OE7pPKBqVDzrqau806W7PEC43DwjXd68AD0OugqbFD1rKrQ8\\/wcCvZBI8zxkdAa9yg8KPSvTC7ursQu9Y\\/+aPPbwvbsuCd487sWZvECo9bsgwCQ8IEYyvKsKUbrod\\/K8K3uCO04E+jyWWA87Vi0Aungz87ybBgO9zMQVvTalJby4U6u8i9NfPG8uIT0rNMs6a8zEOzNHrjysRQ49q3nWPMsTHr0r+TA81kxLPOif\\/7xzdeM8fsftvLtqED1mhkC8tk+evMvIzru7C0A8DtPmvKDMXLw21SY8chMPvYDZyrtWXyq8Nm+XO2\\/BIz0AP+s6C5jQuw7U\\/jygrjU8K\\/4ou7PWxrzgr328LqK7vGgSDr1bcHC8Nr0WvQDlJL2oeCI9wAtvPBBntjwAnsE8DlqDPEbxlDygJfI7tlQoPYNu2ryj4vW87ruFvFYq4LqmUry8SFjTvM5PvDyoFpU8+61yvAahMjzLiB88smcPPeOdDj0gPqW84wwoPUvXyrwARF66IKsoPcDhcrxQLxi8K2BNvKYG2jyDovy8Cwnzu1CuFz0zEIC8t8IQPdCFAbz2Mzk8G3x\\/vCynKD3T\\/7U8DOUKPatijrzTVsc8kxqzvCTTET2+j\\/C8p9kiPTviirxo0qe8Ix69PFZXgLnA4WI7Vs26vAsGJzw4ISG9VsaGumsXC7u7i8G8VBoHPUhWnjxA1xI7+tMQPcZkdjwDQNM8zvDZvNgv\\/by+yZ48u+gAPNYg7jpAvdG7iEDJPCbGz7zqmRq9tOEiPRYuXDz4Z5M8tupfPHgdm7xOpgy9aMzUvFZGTbrLOYe7sFULvPBJVLw3+gA9NnXgOxDXSzwzU9K8QEW+PHYhDbwLB4Y8E1v4vAb6hrwIiQc9kF1+vFYsALsbOyU9y57vO47oobyrrRE7XoeJvHNehDxAdx87K2mzvKeBCr0ml1Q8q0TNufZpMTyzD928VtukuhAFRDzAGx29UITuvDsxDj0r+9i6pgJtvC4x4zxWQby5jvTtPFDaQTy0ISA9zqKbPPYcEz3gaLc7SCf3PLZraDyzDY88S2lXPAvQlrv4Q8G8G7KMPOBPID34mNG8VpXwPCve4LtiPRs9VvUguwgcxrzINfE8VmOzu2tlIb3PhBs95twkvUPa5bwYbx69C6oRPNyzFL3mP7y8cLclPatGartgVtQ8aFCPvIyPDD1WQjU7pqjHvJMVpbzqqx09FsWsO4Y0Az1YWbU8y99bvGzgCL1O3Sc95m0lvRNc0DxAbnq8c4GGvKsjujuOIpW8S6LzPKu1XzomRuE8QzriPAsz87sAbck7U72WvPbPFr3WHp864JoEPdYAHrvg5wM8xEAKPaP53TwCoyU9RlNNvCvKx7xAai48YNNAPGaoLryD07U8TgsdPbaZljuW5Gm8wGY6vKBrtru2Wie8OyANvMarLzym6Qs9ljf8O5iE+bywUgQ8og8WvZYqVTuIhJo8EqcavfhqzLybXqq8oP5kPBggKD3b4pa8tnOsPGBuJ7yUDAc9QFcAO7vsGT0qQQ+9e+JjvN5zsLwLmMq7eCcEPeg1hjybLAc92LylPC70G72WKx07QGXMvH7pljyL5Mq8UMnOvJyhBL3YTbe8qzzlOmvZ7LvbNwW8xq1MPCPJnrxbrl08mOfzPNYDGDyYFbM8cEQsPDiXp7y+4iY9\\/nfwvMuzODwrlaK877YVvdbYFT3Wch29HoTNvOBpojwbZ5+8VoK0OoxDIb2Q0ia9Ui0IPSsLwLv+dIO8eM\\/yPDZt0zy3tCe9rtzlvD7PoLw7h6W8UnsIvcQ6E71zf5m8q0MFveBk2ztrxmM8wM8WO7Phz7yG\\/lY84F0rvHN90jxYH7+89hrVO1RbFz3bVqI8II3pu1DsJL3jStu8VkkzOxCmGL175Hq8S87Ju1YZQTwuKJc8zjCRvE+SEr0r01U7MAZDPEafDzwL0s88q3X+PKAE47tjn6k8rjnGvAA6SLvz+JS8NgJrvBA+eDxrzlQ7M8enPADpUTpKXB69i9vUO3Nh4DzQ71u89mTeu57P6zxr8lG8jm\\/PPIDY8LzLUt889gXOu9izzrwf8xI9Bmm0PPZFZbxb9ei8gKQVvMDuj7u+qru8dl\\/su7ZmzzwkNhO94DkLvPYhlDsbewu8q0iKOaruKD02tB88K8XVu1BZJjyGcbW8l2AbPYs25bvW58I6JlA6PPAkqjwLtvK70IZhvHAF8rxriSe8TvPHPIaVobzQX2m8cCztPCR9Ij0rgoQ7ZsWqPLvOIb2wH9I8AyvsPCalqzz2Fac7OI7SPONq6TxQBw89IL7TvLYgqzy2xwm9C9uNvMuhczwLH9i72LToPLhGF70eO9q8VrbGPHb\\/6Lzs2yY9e+vUvMO+4Tx\\/MRI9ixXuPFbFVLgmtRO8AwSevBN9hjymTpm8Fhkpu\\/v0Hr0iXCO9iKDEPOL\\/Jz0\\/FQE9EGQPvQDMn7n2\\/JG8C1UcPbAagjw73L88CymVPGbFdbyggqW7RkatvFpiIr0Hgw+9xKkivYNlxzyuStI8C\\/XGPPMby7y2tfo88FJOPBavwjs2L0S8CIa3vHiztbxrwzE8dgDMvAbr0Dzw4f289vgiPbYQCr0g6aC8VskxPEg5Br1WpRW6dp\\/zu2hLyzxABBS9wGqlvGOxtzxL5hS9oOKFvKPJF71GDA+9y8\\/VO0BKBzwGtik9QmsFvQO\\/EL1ArGe7g\\/OsvFilAr3clRg9gIinupY7aDurqH+8NoP0uwPBIb3gwKy7xkydvAaQw7wmlww9wNafO5bypzsrzb28+84IPeaOVzxo+tQ8gNz5u2pZBj1bZhc8sOiTvKsfR7sjwLU8xkW3PEtbDDzA2hW7bnSivEu4xzur4xO6oIJqvEdLKT3rJBG8qxucvLD2ZjwroY88izb0PNROBT2W\\/ZM8sJ5avCsMmLorM7w69vj6OzAB3bz2+508WzAtPKiv4zwzRyG9dxIdPSCBm7wryJQ6LryUPFazKbzWRAk7e3MWPehGHb2rNss5s63LvOZo\\/rxW0eQ8gOodO45rGL1r2cC79hTevFYtRrsrE8M6VkQaO+szHTv0PSM9CPuivPOUIz37Pn+8Vrj7O7NJvLyrgpy7eDAkvZCkWjzcXSM9jmCCvBs2H72oyPW8rhXSPLawVLx+ZyG9Z6Elvavfljrr9dO85mgZPKAqJLwAy4I760arPADonLy7us280N63PFYwvbzzH9I8EgUIveZBiby+3Nq8NtUhPEYkGjwAtJ68cJp0PLsh9LzLFy08xCIHveDMTrwWgCe9JiUDPGOYpTw76kq8UAPoPFCa0Dx2aCM96+uLu6aRQzxeDpU8ANQWPZuvJ7zmaoq8Ixj\\/POsJKrurCUe8w\\/b0vOPS2zxYXBW9luRYvKM1gLxglF68QEVRvPo2KL0UOh29wvYbPQA9FDr7lDM8H+wIveYHADxrOWe8Bm5RPKxWGz0rhjS7DLUGPQC\\/JDrAKD88oM7cPHbsfjw7w8s8+\\/mjPFCORzwbJBi9RmOCPGazUDyKEge98LdFvHocCL0WCyo7+C4RPSBSYzxghes78NGmPLj7izwwDgy8WJeLPNOsIb0rjbk7y8w3PHspCLyQV+Y8Q3qgPNuNJDxWfFM8NvPJu4iu6Dz3dQ89B2oZPfQfG73gCRE9YEkivOs\\/c7u\\/DxW9kOtdvK6hI73WzJ+6YGIcPZbP9Ttg+c+73s3KPD70CL124NA7g1ehPKvnljqLUre76\\/hLu0DwKrxwm0W8VsrbvH5Fv7zSPxS9gGU0O5ZqDbtsHCS9kEMqPZ4HBr3uotO8Q7CTPAbcFbw0eyM9W2DePCt1frsrIoy8Ruu4vMD817yzuqi8lpm5u3ivgTwWVgi94PsFPftiNLwYQhA98IPtPKsnBLprxWg82uEIvdCI\\/Dy7Bbg8Dui2vLTMAj1LuyY8hpI5vND4UzxojPy8+xORvLPE7TzraEy7y\\/Uevd61o7yuq6289lwRvPMDmbygJc083mWMvObJBT1Dzfo8jCoZvRgd\\/byoWcM81oy\\/OvbWlDtDndi8FlDyPIDC6Twr0\\/y7rHkPPVaKgjyo8AS9AncGPZNYtTwOfNC8g6qTPFjEiDwANqU6VsPwOeY7Arye+JI8IOPYvEB\\/drtmn4W83qAbvdDXKzw26\\/u7dthKPKA34bvba5K8uvQVPQDFkTtjEIU8FgcbO3vsVryrX+M7a\\/ZfuytLVTtwr808vpKovPvsFr1rSBQ8K9bsPCviqTubUsE82OSePNYwJD2WxTK7xhNtvMebCr0L9yE960FlOzbuMzx0mwy9FjS5u5vapzxjSNg81qu5OyAy9LxgMK07qDWSvMuA\\/zwrdLe6m6tBPGjuyTyeWLU8622xu6hbhrw4QiY9UA2qvN7XvLzLcq+75h5BPFgXibyOOaK8GMXLPD7X8zzehfc8oM+FuzaGpjw2FWW8TurkPN6Tm7zwHso8QLEavZ4arTwruse8YGXQOwZiSDx2jAI9VuaYOi\\/4B70u4Ni8cJJUPMi5IT3Ggx+9cDFOvPt3F7y+FO68tkavvEABFjtWTey7+L8WvZ9fIL2gToI7JtgoPZO2wbzrNxS9Hoi6vDMlAb2AgVg8wBXCO6tQP7wrAPk8T8UjPZ9JAr1OnJU8YLGEPBgpFT1b9oI80I0mvFNuw7yGb8I8AGMcvKs9DL1w1gE981bFPA7B\\/bx2aPw87pLAvKaOFr22W8U7E3gZPeNbFT3TuMK8xsBXPFagAb3zsNC8azhSvIbqp7yANGe7QzjBPMvCtTsrSdK8dhSQvATLID0AUdc6lsMPvHtDuDwGqP+8m2iMPIAnQzzQcWi8zuERPXDAprwAx+46WPOFPDtAa7xbB3G8yxEVvNb8lbyXogg9Huf\\/vJYvczzWnQu84AUrPPa+wTvOJqi8CDwAvVY8N7t8rCg9SL3sPBZRMDsQwPI8+HfevF7dIT1eLpQ8pLUNPZ5gtrwssx09ENkUPQC+Mjs+Xgy9C+s1vAqWHD2OM7K8iyDlPAoYHT0TZ+u8+7AKvFPunbyr+So8DrnmvK63FL0Oq6q87s6WPKvotby3hio9+uwEPUghljxm3gS9lH0ovTAJRzwYWr48hHUpPXCG8DyAkeY6MkYGPSvEBDvAC7g7sJZ8vIt+uLzatAK983IIPSDg4bxXIyG9wF\\/Qu0DDtDx7uPK8O5pdPHh4gzw+rIG8ay\\/fPHux6bxW6cY6i3eNvAubDbxmWLi8tlGdvC5PBT2ISQw9VrWkt+vPATyIoN881nh4vEAreDsLsoQ7HtXJvAfKCr0rXHu7uwBOPPDCEzxu5OA8lh+yvPApZLwWPPe7S9kDPNCjAzxWKRi8KyTSuqBc\\/LzHOhc9+CvjvHb7JT3iySc9oI4Svf4GmTxs2BU9AoAhvd6YDz1j3oO8gLLDvH5og7zHzhQ9oPJ1vLagbLxAQfq7+8o2vJBHVrxAgUI7AzeQPGYA+TxHbBc9aID3vN\\/xKL0OXdy80wwOPfRDKb028WC8xsSbvOvdDr1AO6s7QNH5vGbTqjz6Vxm9Vnw7vHCAazy2SbC7i0H\\/vFYWaLo4tf+8E7+NPFYyhLobsYo8EHmqPC\\/bHD1Q8Rg9G9usvOPZ0bzO3Aa99sW7u6s2UTqwmlO8aDD+vHK4FD3Aa5e8VhvFuaAgmDvUaQK9Oz5APKZ\\/RbxgAT28BJcRPb754jzO3hi9BmPhPAZXpbxWNxG8KM4RPQaVEz07ngU8ANk7upvTazyrPf06q2havHail7umbFs8RK4iPY5M1rwzQvA8JuGLPJvWZTyg\\/7C7ev4ovW5vnrzrXas8MHJoPONClTwLhnW8y3gGvC44vzxW7xy84EaVPEtwjbsGD++8wB17vDO9jjxoth49nqzBvGifprz7uZM8IzKiPFv+Bj0WFCi9x7sHvSB9cTygbNW8KwPUu4hsGj2r\\/5y8W8UwPCihtLwo4tw8lo1fOzhVxjxm4G8863gsPC8sIz0Tqr48roMoPVbbpTurGTk64LMRvACFFr3mkdY8e9bZPFtFXjziARG9VpjnPLCAgryUjiM9AK\\/OPJMasjzWbFa84L8QvSbE8DyYl\\/g8LiQoveA4rLvg\\/CG89vtivCYVpbwA4pG5yNacvKPDF70IdAo9vmuhPLAqTDzjrP+8so4JveJIFT0ODSW9B6wEPeBhR7xQymu83lmHvJA1zzzrb2g7bsHMvHY69jzmHpM8VyYgPegi2rxzfMM8Gwp+vLsgvzzg2ea7zjQIPd7nvDzGeAk9xIQXvcO35bxzjII81iy0OsYY4TwLH+q8y96HPK4yGj0aQwo9vEEkvdsrDr37KAi98nsXPXIdA707Ohk8xhzHvKALVTyrAoi5s3yyPBbilbw2RFG867MRvat3sDub8My8XJANPRYFHL0b3iY9VkGvvIDWmjz7eJm8BPQpPfucB73Wcuc717kivWaiUDyKWAK96\\/q+OzB7SbwWdwq7pj0BPcbuKbzjG6s8gKH\\/O+Ad\\/jwT0Jm8i0rdO3bO1jzWqne8M7roPJeyAj0IBBY929oPPYCWhzsGAoA8n\\/wDPfCnPjxDpM08YCV6PIsMizzAyz67AB4SPfBbmby7jkE8giQHPSiAgbxgYJW7vKcDPYueQLy7A808p80PPXCBZjyTooW80DF1PPAsKT1+Jfu85o+ivIBhGr1WTpG8YBfiO0uylrumdyO9YO0KPR8JHj2OkxK9W2RIvPuv0jwTIbo8oEtkPAZBDj3Q4gy8hjSKvMv\\/V7zWi1M8wD8IO9Y87jwbr6o8c9afPHP91byofbc8O2s0PLxhKj1eecg8cLCwvNuv\\/rwIKxA9ChQlPdjF1DzTR5I86Fa2vCMJxrxz5qq8y+QMPXbgxjsoQoi8tKELPbsnErzQFqq8+AcEvcCtG73axgm9rDUnvSQnCT3gknQ8CCLcvDQdC72ehLI81g77u1b1iTgL0wg9a7ElvXfkJz2LLdi7Fp7DPD9mDL2LBIE8QPkvu8DMALzmZWC8CCkavWs8pLweBZY8XDkeve7forwr5oK75hFhPIZ5TryoW9y8fAciPaITKj2Ytva8u0uWvGhzKb2rvl+81D4KPQ86JD3uGoS80I7HvNt+PbyA\\/2S7c\\/u3vENS+DzreYQ7O1NCPJAuU7xX3Bi9o6DhvACKtzqGa3M8h54bPcBaYzsWr5M8hv4aveAxpztmNRs882v5vMvRDr3zu5o86x7Wu1C6i7wrVIA61FYjPdjbIT3X3iG9Hi\\/jPGfJG71LNna8y\\/sYvKj4zLxrR6G761wHPZBTB7wmuK+8SPwkvRYmerujWgA9K2K+u4A3L7zk5gC9PiL0PPZKprsguJU8sEASvODDBT0umsG8JzMNPet\\/HrxI4rQ8a26TO9BRADz2\\/BO8W\\/\\/PvDyqIb2rQty5e1cBvYbGjjyLM848QGJou5assLuwu628681zu+5E0LyT4cm8zmjePLC0brz+D8q8CzxNvK5luzwA2Tc62zd4PEDgGb2j\\/Js8B0wUvd5BG71W9qU7m+4QvMzDKb0WEHW8Bh4KPJ4c9jzG5\\/+8YG8nPeZfaLz2rC88Rgb7PONbmLxPyxQ9MKJjvJvxTzwiPAu9htxgPOu\\/sjuLgrc7QDEwO7IgFz3LB0u8rMEmvRYI1LuD1RY9pmwfPf+aJj12Zxi8VoDnO3IIHz0oud088E8FPQ9BEj3Apr87ylEnvbtNgLzn2Ae9BtlzPEbgAzw2VbO76NQavSusqDwbttc8NhcFvBtCkzzmv0G8yCvePBaLGLsAwV68ywIdPG\\/LBL1WSXe8Q3OZPIPVEb1rF0w7r4gCPYYeoTzvjwC9HvaPPJNViDwzYgc9EmIDvUjw4jxQdxS9QFyFvJ5K+LxgP5s8xpZlvCBJJr3zWLC85gcSPAgW3rzm\\/Ru9GPG\\/PGsK0TzGhiM9ezsgvLw5H72bIiS9EMSkvPSLBT24yfi83jL2vAR4Bz3cABW9M9IdvRAKdTzUESQ9V98QvTvVF7xrx868l7QCvSDVLTx2JOQ7kF5VvNhy\\/rzwnDq8IOyLvAY5ULwApvc641vnvAAAjbtbBgo8Vjx3OlapvzuWZRi8UkwEPSsVsbp4Vgm93CEmvSuf5TtrtkU80DIFPAikCb3IAPg8tHkNvUKSEL3+dqE8MEJWPLT4J72mcwM9CEsLPe4M9Dz4Qd08I\\/IXvVaIbbxWw4M8\\/3ILvTxHBj3e36U8A44iPb4Kybye0YI80LupvA4HHr3MZgO9gH\\/au6fPHb0Dtpc8Vp0FvHDsKTzrdp87U9uivLI4FD2mPTS8K\\/xSvMaDELwAIKM8uDnZvFCclDx7PWA8QzvkPANMBL2Y6\\/S8qMKKvMPM+rzI9608btOnvCtPPTtDHOC8mhMjvVaC+zzgiLy77oyivKbCH73EFSG9TjHYPBuU67zr4oI7y2uAvNtQ+jzTTai8Nha1O5ZJ2Dz4DNW8Vu6aOwhirzwrn+u8Z7IavTtdibxMvCi9toXUuzOzgDx29MG7CIcovWCfWbz2APi8c7CFPHvWHb3zz4Y8QFpgPJZn9zzLdde84FjEu0R5HT22iSS97jUQvYhG07zKkyc9NhErvPfHHL3YmQi9C6cfPH+qIT0gEO+8tuQqvMIwET2iwSO9wGoGPbgkJL1WPxs9hqsDPZKCED3GY208Nra+uyAaBL1A90Q7cOURPMjpF70QWsU8aPe\\/PMtItLvb+ZA8oPcXPNb8TTsUbSO9yy4EPfbrtzyqhBG94En7u3u7WLzWrsE7C8+5OyBwEDxAC5U8hqiVPAA8gjkQW8q8C\\/qju3Ae8LwkyCC9WKCKvIjO6Dz2mZU8gDqhOrfGBb0rIzS8luxQu2jFAL0ALki74LWHu5Z7C7uYMQ89EJlBvHb5Fjzwypa8trsTvFhVKj2wnw49BqJOPKNV0DxWi\\/k6z\\/QePeu\\/XDxmGbo87jPjvL6Y+7wmq7+8tyoXPcsRxbsrKHM8ax2zu6OUHz1rZvE8uOf6PNYRqbuq9xS9VkrqPOsgczwT\\/hK9E7MhPWvQ\\/DuaoRm9KxPCvFtEEr04RKy8Vqdmulv7aLyALeS7ts0GPUiH3DxbD4g8UKYsPEt\\/G7329VS8XviVPIR5Dz0GyCk9AG0RPBsQUbyAYSi7oziIvCSjBr2O85u8gHDEPJZt37tr8Sy86xcgPIAawLubdf48\\/zobvUYkB70+SdA8fr\\/avH+vHr0eRhS9MGNovFZVtTTmOiE8QKD7O8rcA71mD1+8NmtFvGPAJT0TYPk8MhYPvWA3XbwP9xo9q1B5ugCEqTmnQxg9q4t8ujYkCD1WaNC8oOunu2htFD2PRRI99gxWvCsjgDs6Bh89oMyeO9vkWDzffBw9kGFBvGA6XDwAGrw594Qbvdsa6LyCAii9q7APvHpYEL2WAEo7wjQmPebB7rwW2CA8flqWPJdlEL3bJwi99p2hO7gXDj2ggx48fvzOPFBajLxWUKq7NkRUPGNT2rxfjhS9b6MZPUAXQbvMqSU9kGoTPd4PmDw2Zt07K1v6ujb\\/\\/7yGs5a8hsNIvICg\\/LqGxis8kPYGPAdxIr1rkOK7a2ZCuxISEL1LcCC98Br1vFbFhTqOhR69xu9wvI7cw7xH0R691ubXO1arBb2GQgw81nHhO5jK+DyGpB69VvrKu1bdebzTeqe8mBCrPBcPKT3Wt3+7W0CQvLMu4zyfchE9jluYvLyQEz2D2oK8nFQovQCgvrq0rie9kyjPvDDGOrxgilU858oRPbi2njzbMMs8BtRNvHYHlLwuRvm8MKYGPMiAJT2rb1+8HiOdPHt\\/GL2AIda6En4EvQCDkDsLsRG8YJQkvXAZ6TzWtj48Q9vIPK9nBb0e45c8N9IRPSBdDT0wXCi8fuTjvJcrDr02+SE9k4eWPPPJIr0AR\\/U7mAvTPGsHp7wAtta8e933vPKKGz2bXkQ8FsWRu1DgIL27jgs8tvPyvCBW6jwb7tC8JPsoPRYMDz3S2RS9Jq7OvCsI2brgLvQ81gcpPExYC72+jb289p\\/JPFZ5fbxr52s8wHUWPdAW37zGEoU8q432O8BEBr0aYBE9jFANPcaLnbxrVUU86MkOPQjAJD276Se81sr9PHMS47w45IU8toAAvLu1KD2G77k8jm4Bvbhh7byDxqW8c1uOPID+BjvTQZY8AMn1u4sM8zzAOh871NcHPYgQs7zg5QS9NpR9PKNFmDxUOhk9lsInu7d2HT2rzt28rkOCPEpQCD2OV5O85x4QPcNFBD32vPY8dgWdO44ZIj18ihO9y1w4vHfEDz2mKYE8iy9zPBvfa7x7J8C8s+MWvaBok7tWBV86UESbvBjK7byAN9I7bAggPdMCorz4SLc8A0ilPPapjjxWLP08m3ADvQhhqzzrrME8pvU7vPYpCTwEIge9m6W0vKvoSDtLm3a8O+dEvFgTiDxWQcS59s+BvJKSD71gAh0965SiPP76xryAu8s6OzHaPBZvCb37ei48+Hn3vLCYNby8WAM9HPwfPdMOnryg5ee8HssoPSBybbwORw69y2D1PBamAjyGGM88tvTTvLaIyTswkti8qLyRPIBOjzsL9Bu99rONvCgxqbxEUQS90LS2vLv61DwrlGc7J4sTvahq0zz2Trs7lk7FvPD9mTwjciA9qwv2PI8tBb2r5hy7LowovRcJAj3mzaq8wE6Ru1vk+jyLRNy7IDbWPPieJj1Lkoa7AHA2udZUCz0WehM87xspPS5aJD1GYRw865AOvIORKr08BBm9GIqPvFOQ6bzIOR29APV6O8A+67ukCSM9o2kBPavJwjpL1bu7JuhivOZxjzxrjYC7Vh41vOO7F70X\\/wO9R8QPPTuJHr22DMA8f9YbPXyzJr07MRa9CMeUPGDj5bszlKs81pBCPBA4Eb02kqq7C1HSPBYyKD0AZGk6a59LO4guBr1mcqK88x0IvZgoDT0AgvQ7w5uBvAcKBD0rYK87Gz3cPDYGDbxfvQm9P0YUPYh8zrxzqoG8aFWVPHeTFb2WAQ27XosXPehx0zwO0\\/s85hepvAvSsrsoYAq9wNY6u6DEGr02D8o8kwi\\/vEM9t7yzNq48+8tkvLMozjw4JbY8KzQsOxt7WTzwNXo8WLqsvNYwIzzrxOw7ADxeOiLkBr0Gg1I8K0K0OsNkAr1Qe608ft0XPTaX\\/Ltu8KM8MNPrPDNYCL3Dl\\/08WELpPMzxJ71LG8e7CosJPTB9DD3z79E8dvbLOw62oLwoKR69zCckvWavEbzgkvc7a9QeO7sKBL2WNKc7m6P8vLAiFryQA9O8+LjaPCOlID0ALL+6AK3ZugthkjsWroW8QOlMvCvwJbvrGQ082ikjPdv7Pbx4VbC8cDY0PLCu1Dx4QiG97t6NvKC1H70Lbok8xtCYvE\\/1CD3ueh49+7a4vAs1rzufkBo9PPgYPQM51jyHqAm9lqLfOxQnGb2r1nS5BuBvPGvJrLzAgZY8AL5yvPBlozyr93E71wYAvdzWDj0rVG+8MDeYvGCi1jy2YSS8IgoBPZbUT7z2eco7+1s5vOajszzgPS68Fnm9u6u6uroEXA+9sFslPeDMnbsrmVa760HzO4CG+7pv\\/wo9Zt4oPcDU6bvwpLQ84KKvOwCVRLuWLXE7uNW7vM6lFb1C3Rq9ninsPDCUEz1LD2u81ieiOmZxSzzLT9w8uMXWvOABVrzvNQq9gLGOu8LcD72r2Za8vvmCPCCiCLxIY+A8wB6Gu0AcmzwLD0g8q\\/CkOgCkTDrAB288AG7ePCj+17xWkQu69vJkvAAFD70WfFK8qGUkPf4RwTxy1SQ9usUPPSsSIzxATDk8sMHFPF4Rrjzml5k8E\\/WFvBBQCLwGr9M8pjQMvIuaDT1ev\\/s8I5mLvGv9zrvL6eu821UGvPZy5Lvo2R49B0YlPSCJsjyPbCK9q0uUuvDRubzGwbw8+98JvMBa3DtQz0Y8IhsdvRaXiDxbfVG8qx2CO9YmdLuAOfo6ErMePQeQCz2mmB+8CESTvGY1p7yrfIW8TuQlPVDmCjw7xSe80N4vPKv\\/PzwGW\\/08qDK3PKuEyjkrbh+9wPJAvMOkobwLUqA7yNulvC5FHL3L0Rq9c32+PMQnBL0wDOQ8uDKMvED\\/OzxQ8pU8VvCPvHYJc7x+19U8M10ZPebvHT0bDBE8ftCIvJIhBr3wAyK8\\/rfNPGg0ujy2Yrq7VjVavCZ1WDwAbkE6txAbPZDP\\/bzQYgI9AMWWuy77vry2FVw8A+bOvItbrzxbC++8sHxbvJbPmLv23ds8BrhIPHY+tjygURM8Ntt\\/PN9rDT0jKiG92KioPOvPZrs+X9i8EJqrvEvXgzzWs+87JsuCPOC1ezyE2x09EHg5PKJeCz27hQe8hgQaPGbXpTz\\/Wws9C9u9PHa077ybnQ89gjICPUJIHr0AZoQ8K4jAOwCAc7xW12y8DgsRvTCNVryrjbm6MCYqPIgPnTzLfHc8ADHru1620rxIDZc8awExvBbZWrxG4Oq8gA+7u2s6wjwWw8y7mhgIvRicuLwb2SO9vre9PH6hoDyrtL45OB0CvZNvzDweCKE8DgycPMBbkLyWr8C8cAaGPOsK2DvrXVC7Vq6mvIAACT3LWYs8y9wrPLa7Fz0AxMC8llmzvNRcFr3AtgQ7aFgJvTCAbzz3hAW9dEkqPf6p67wrHIO7oyYKvfOCBL2PhAK9YMb8vOD1mzyYLrE8tJQave9DGT2Av\\/26oNj3u8t0yLwWAu+7lidRvFuDwTxTXfo84FWmO6bC\\/zzeBJY8a88xOyu1Ebu2vuI7JJsYvWPvnTyACOg8dme9u0aXJLwW6GG7q+NavDunJLy4NCe92IbCPKN5pjyAera8mz22PIYXAD3+e8W8O0gDPYAJyTtO+Ci9ukcGPVY7rTkbEVy8I3kjvcB20LwM3Cm9eHXjPABSQbsAW+o8ViszO6YzYLyoywm9aJPAPIT2Gr1LHLs8II5lvKuQ1jmwxbu8hyQHvbwXCr37fi48M9zYvD7QHD1rSUQ8imkdPZumTjwgQWy8ZiMpvUt4yLsW\\/EY8gFu3PLC3+rxILA69gMMOO3NOm7wwtX68s6y1PJPYoDyAfYW82NEQPchZn7yWIy28utINvY4A17zzSKG868p0O8PH+7zIWII8YNIKPTh70Dx4JZ28FpULPBuzU7zA1fW8W7HOvCs0izp2wAW9niLdvJAGqLwDORI9+v0VPYDgCzu70pA84K6XOxItGj2AaVI7q1feuvZY4zuAxN86HiYJvStUYjvj0qY8htd5vPjd4jyWnrO8dGQQPQCc1rlWfY26I3eHvMv7erxGzRC9A17tvJbqbTsO8ce8BpzWvKZE5bxQPWW8WMaePNbUtTvA1ym8c5muPO\\/AJb1IF6Q81qaLOk4eFT1eGrq88H7XvNakwjuWMl27tuTLPCaSyTywfxI86AwJPSDdyrsbwQs9q98rvLsmCrw7nYG8zvyxPJP4sryj7eo8VpRvO1bhv7zQ7u68c6y1PExPAz27HFe8P1gNPYCjuLsAaRO9Hnr8vEACArwaXyc9kL13PDALLzy+P888BlxuvI9zAL0muHe89qW4PGMHibxgJPG82k4jvbDZTrwXyBW9q1I5uhvxLDxLwWu8aEnMvMZ46bymexm8qHYmvcspnDyYhyq9Q17VPCevG72D0528T8AIPcywFz0bX4i8GscOvSdQIj0WKsu7QNxcO6Pzv7x2bay8lt2MvFZtM7m4UNk8qxlIulNGn7yWCNI8a+YYO6b0WrxQ1AC8qHuLPNMdCb3GaR89pg0MvQBdQbp+ltK8wMQKvT6OrLyQVmu8OwJKPDBFcjyarwQ9tNogPWiWrzzW\\/me7Rt0OPFLvDD2YJ7A8Bu+KvKjpo7zWu368JHcPvaR+C71QvyE8Dl7CPNBJFb12mfS8+lYovTNqAr1AatS7MCAbvLdHCL0SEwA9Q7QEPWtVwbwW6hM7cOpePBZ1CT0WeSM7nmQovTY6DrxgISS9DzYpvVdPEj0Gbkq8pqY+vE4CyzxrO628OgoRvXYTZLz+hKM8AJcKPK8cJb27n+28q3wJOqsTnDpWzaI4lmMcvbsZnTyr3ia64D\\/GPKjtDL3wPs48z+ggPQDmn7ofRyC9GNX1vLsU0jzmSRg9u9T9PA+1E7177bq8+xwjvNbUkLogzbw7WNvlvDtDZLwW7Km89jkEvKP\\/\\/bwb9KM8TjwkPRZD\\/rtL7gk8xt8fPd7GpzwDs8q8O\\/utvBY+w7wuF5k89nyfu5ZszjwQwhW85psMvTiQ7jwQ7Bg8e96YPDhrBb2rmg+8BtScvMYnz7wLBx28q9pXPMZHRTxmti682M+vvO5SqTxrQtc8NowlPFZT+jxumR49yKMDvVYHoroAFK+6rqHxPJ5ut7zgXvA8ztS3POuMOjzSNQo9304HPSvkh7ujCCM9gG\\/Xu0AmcbwX4CU9S+xkvFNl4LyA0908Zr4RPBhKwbx7BUa8zygLvXabjLzeaaQ8AChgvKSWC702zhk9J9YGPRaAB7xWBYo4O\\/kWPRtedjwbqfA84DHNPDs4TLyGrMi8Pmi2vIDcNzyPwQu99iaMu8YCRbzLYB08JuguPJ7n7zxw1yI96MCkPIBAbrzwZQe8SyfJu6sFQju23C48HKUMvXTbDT1WOG+60NolPet72jtz3Yc8k5ANPd5O+zwGVXw8NqeJOx6E9Ty3ugE98GSmvJ5LzTzCJgU9\\/48PvVY8ITpOlSe9YzDPPPal8jsLrlA8JAIHvdYsobxr+Xi8AKCPuGYcPbxIrtY8GG4JPaAHQrwutA49toSvvOtFWTwWqJ88wD49OzbrRTw7o5m862sbPMO\\/ED07IUa82pMiPR6it7wLLQw9AIjuuGBJhzt2xUE81jUbvfxSFD1YTNk8VjuJO7xJHD3mOCS9M3\\/LvITdCb2AM5I84PaCu\\/Oh3TzECwo9XjAfPYap8TymPmI8NoQbPeZETjyA4o868CvlPACo1LoAzY66f+0WvauznjvoVbS8G0MkPasQKrrwxp48QGUcu6umFjlg2YU7JqUUPehnHT2wP\\/o8jlkpvdjykLxrX8g8AA3mPNYUwrowne283sKNPDhVmLwAvOO7W3vuPAsNBz2LtRk8UCkGvSaUHz0YACU9xpkHvFMODT1jL828wIdeO8tiqzuWHOM7AJsDO5CQF7wASXy6Vqb4u2Cx0rumWFE87I8iPcNsAT3QyLa8MGnNPPONBD12yZQ7PyEEvdbQjjuLIPK8pj8jPIvGnTyb7UQ85p+ePCtHBjvfMhe9mMTWvBuPVzzyXR692zG6PMaUf7xAFTW8CMoCPZCcFzy+VQm9qylrutZykzzYaK48+04UPOZXcDwwj1U8wDPtuwMMyLwQxL48xv6tvNrYKD2AYFg8qzCRumCny7xWvgC9Xt8iPQjPpzwr5jm84OB\\/vONiIj32RKW8kyj5PGukqjvg8Mo7z80fPa4smLzAiiw89gONOxJwFT2LGhG9Vm1SO2O+vLxAs\\/e7W6fDvIObF70ovaI8O6kNvUovDz3zidK8a8lWu1acQbw7UCY9tvyNvBYSXDwrfdw6vvG0PEChGr1jByA9K1XpO5un1bxADe076FD8PKtMETxIHcW8a2Muu2D81LynQw+9894Qvdj6qDx7YRC8MNwEvCRUF72uWyc9OyjjPF6Z0LwzDQK9ZhFLvDNMzTwLm\\/O8G7mWvADWEzz+keE8JtXUPG6H9rzImxC98AIcvNbbczvaQCC9FvSZO\\/BcCL2AxAA8UwgjPYwSA70\\/\\/AQ9AHgWueDyuDuIyrU86FSMPJN8rzzQAro8KyrkPCByBzxQSmS85olovKuApjo7QNy8EIowPJTcFL2+4o+8ZOEOPcPG\\/Dxgs1G8T1cHPcsNEjzrxxm8VioSPHsEgbxON6Y8HqHTvH49kbzzgKa8QGmevP7P3jzLm\\/i8q8yzPIB2XLtgN+I8Bk0ePZiHFb2wDVO8BvKuvHs4IDxgW0S8OHj4PPa+erwCkym9O8rwPIYsFj23KhW9h38fvTYTpLugS4c8N4ElvctZUDzsxSA9Kz2TuvYDj7v\\/iCe99kcHvbtm+DxASgE75G8BPRuyDbwmkr68QGbovOO68LzXiyG9rGkmPda4xbuA5Ku6Hm+BPDYsirx+dQK9o06qPHh5Eb0WXL48XNQpPdjW9DxOzCA9UEmBPAs+P7wYKc884Em7O6Ze6DymTRw9liyGvKa\\/xTzgThQ9C3fGO6sT57v7G728BoWAPOaVarxGCxU8GqsKPZbUFDsAjkk7jCsqPV7lxDygxwO9ll+7O+aXkryLuky85tbOvFaJTbomf9g8qwC4utizqTyWB8q78DjJPHYvvrzWo6e67kfxvOiglbyrnSU7dr\\/Ku6s7Hj0WFde74NSZOya7srym9ky8w7mVvJjBmLwzupS84DfivBhzJz0Lvg08qySou2iglrwYNiq9GEDyvCNU0bwAt0a7q6sZPSvmlTwGVk481g3AvKvQsbrg6+68LkK3vCsOcjuW++I79s+\\/vNbdNzuAz8I7AzywPFY+KrwLjRe8yzrJO+ABm7wAQFg31ma9PKvuermXRhU9m6ECPGuMkrz++7e8rsTbvECLATsry7s66AwMPXaRN7zLufg79nMlvdu2sLz8gSY9g7QOvauHe7tuNs28UAgUPcPGzDzuiI28MHq7PDYYkjtLWb47Fs2aOyMu0byr3FU6\\/oKEPGCvoTybdZe8qxEjuuYl7zxGJGc8hunZvBYm9DsAjxG80MThvOusULv7K8M8zCAAPYf0HL3zpKg8AML7vHae3zzIFJG8q4k6vCCCCr32zvs8UEgbPZZSSLsqXgI9q53LuuMU7LxL9hk9cNIAPWudYrtW6qK8p0kavYg6sLzbb1c8lja\\/PItcj7wwLoE81scpvVAf\\/ryrNDA83F4nvXtKjbyQVkm8OHj8vDvvWDyLzdG8hkdqvIRvHj22SIs7YDQDPICmazxTFu+8c6zHvNagsTsA5hE8vkUXvSbhZzzr9xy9M5aqPPBnL7wAT\\/i6wP7rvIgM3zxUCSe9V8wTvVDJb7wQT7I80AppPODxnTwjKB49mEYfPeBOsTwSZgO9G5gPPLamUbzL\\/lE8C2KnuxzVCj2\\/7yS99iUAPA5dAj3AYF27VkuoOV5C7LzQQSG8HlWHvAI7GT1r5zo8nrQKvbPGw7w6nCm9w8vJvKvTrzurgZq7iOmFvAjRH71WX6q85kgePfDkW7wrIR69CAzoPEM067y2m\\/s7AFjZOrCWJrwu6wG9RsRTvKuo2bowjHo8htFovCA5XLwAsmm7cNJaPGA+dLyG4wG8FlsXPYBvZDz+1w495uBJvABwhboAW2m8AEEkvApaBj1Qko88gPeOusAWlDuWBPG7e8j3PGA3AjwAS1Q8lsYRPcZUQzz7bxY9U8u5vDc2G73rk6W8AEVFOnYg2Du2WyA9Y+0PvWAhJ72GndI8\\/8MaveBnW7yMrgW96++rvLBT6LybIia8mOmcvMsGBTwA9jY8kPVXvGDgnry2N2K8CL2OPPNmw7zYKay8O0fXvK8sJb1W3rI7hu\\/xPCjmurzrRsS80KGlvP5g2rxWusW6AMm5PEA5hrsLIti8e8YivUDawrzQYhu9s0\\/XPBsorjwYDrk8KwgnvbA92DzgUUC8KIcRvUh8uzxosw29FvZOPMs07TtOm+u85goXPID4sryOWeu8ptjOvEAzC7urduG8wLrbu35jKr3w1S+8CxWCvG6\\/Bj2A7vq6eC0QPTcWGL1wgoa843whPS89J70QXTA8aN24vI6Wkzwcaxw98JOSPBhAuDxKABC9JmlZvN636jzQ2Tu8q35+u8sXobxbCCM9QIcCPBCaJj3oaYa8jpQfPbt7GLyoyAo9KAiVPKCMZDw72BG920mpvMCRIjxYQQy9QBP4vB5j2jwbppc8Xjv9PBYoLbywmE881nPjuo\\/EBD1WNmO7qysNO1iYiLwr3dO6S4pIPD4Z8DyTC6C8pI8ivQDR6TrAEIS86FDlvEARxjzGix89sNnIPMaFAzyQFoo8VsXYOq6Q1Lxg8wo94CA6vOAZiDua3hs9II7JPIcFBj3gy7e7K7O3Oid2Eb1aQii9sPhzPNjFsrxe1ve8pgsWPFZGcLygCxK8gFTsuuAB3LtrwyQ8RAoNvZYZFLwYAR490AABvV6tHT0ggQe8K0H6ujt1njzj9BA9YIBlPH748LyL5068dnb8Oyia+jyrtQq9RprgvLbzoru2XMS8hofJvMv4zDyrbp+8VqkZunIuJj2Lk9k78\\/jTPPAK3rxHkwC9zEQXPQCuSzrwdiS9ANNKOyO96bxbM1o8e5TiPGa8Mbyguuq8QL8vvKb2AzxW0SQ9gEleu3jO2zxiXBo9Z0oKPVbORrxb4oa8ngrXvPt\\/4byWmZW8iz8WvR5tiTx0ySc91uIYPeg4ybwAo487wCfAO1qhIj0TtL282zMUvKAVGbwwyM88sIqcPMvKHbyAiVa7vvWZvBuAHb1eT8S8E8qVvEwECr2bxRM9dleMu1iE3jzWZMo8FD8KvQYntjxL4Ru9BkM1vBrDI71wvQw81hsdu0tbEzyocRe9c\\/mePADeOTqWYlI8QEqfPAyiHj1WjBq6AGVgPDNH9jyYLye9ILf4PBJQH72LDtA7Bt1HvMAKBrw4Cx29W9cTvCsCUzurcgG7QM67O\\/4qGr0AEgM7VqKGuoNctTw4KPQ8oHNjvOanVjx2DII7C63Qu\\/aJBjy\\/7xs9IPp8vEzYIz0urbg8B6sKPXvFOjxSMwW90C3gPCvOp7rTE\\/c8kBwFPcgzKr0WdNI7rvaXPKb4ADxW2PA7\\/rMRvQMOwryaixW9q7PCuqCxizzg6dY7ZBMLvb4EDz3wx+U8ExvsvFy3Cr0Qyeg840+LPJD6u7zw7GM8WKv8PE4fkrygBcy7ABgUuUugCL1n3AS9q\\/L2vOteTrvzF7O8b5kGPUB9ijuLnZ87TugRvaBQm7xLt9g7Q878PPu0erxriOc7e+GePI4M0zxWy++69vYGPHCWkTyASqk71luDuqtewzx7cZE8C\\/VHPKB1ojuknR49m7EqPMCx4TwYb+y8ahggvYBYgrqjZQM9q3olOasXbDwWYJu7VkfVutwcJL3GHti8a7TVPDYYqTzGjmM8hqtuPDDEWTxgSSS8NjjPO\\/jghLxPsxK9QJv7PJP\\/izzWkNi74E2PvCDwuTzwKCa9s9EIPcwbFj0LxYc8sApivP4K8zyeuKK8Rg4XvHuLFzzohci8gDaYO9MhyzxYzay81mUnvMZg7LzwZAc8iBoYPSaIb7y7YlE8dprYu7DpD71rr0E7FmnAPOh52jxgyE+8vuWmPBPKKb0m7Sq8cMj5vPYD1rvCqRE9AJRwupZHarzGzAc9oiwYPXY+C7z3TQK91nqAu8bz7zz2vQs8BusePePHHD0GKAm8xlMOvSZpmrz2ELQ7e7CYPO6a5DwAQ1k6Zi1gPJAPVbw4WKm8AIGRO4D14DwAdIe7K+8nO2ubIz2bI0a8qNm0vNRFJb3AFoq7wLUyPOtgJbt2GtM7G00nvXdWGr2AkdO8gEGEuwSwEj1G0zG8psruPNbfmrzuEAK9gPdavBjrDz3mQqu84B9LvECjpDzg0z48LoXDvOtCO7sXmCm95luJvFYEpjyY6h89K+UQPdvpDDxW3V48Xq3mvGjj5rw+o+E8IGbqu8YUuLy2wC48\\/maVvCPZyLxrzJS7jj7IvJgX47xwvcC8IGf1O3i8uLxzjO48HFwCvfjJ4zwepeg8SOzDvF63ED0gSLi8S4clPW76t7xWY9i6J1wGvRsxxTwTfP2884eYPDMz4DxDX8a89gAXPMuk5rzAON876wyPvAbW0Tx48QK9K3OGu6seybpGAIS8vjy1vMbddrxz+x892PewPC5MG70IyyM9WNySPABejTlmssM8S8SqvCvkdzsgDvw71KAGvYBGGj0rzNE82y6gvCBkhbsDD8S8Jjz4vLAmQrwbFsI8653Uu0PVwzykdCM9qwFVPGviDjyqiBo9FlM0u3bm1rwr+KA8F8Yhvcir\\/Dw2NY28eBTjPMPq07ymMPW8tuAlvLYRaLxP\\/ii9nsgjvTu5JzwoL6a8+JoDvb9bEj1fDxo9xpPdvODT8jswYs+8IF\\/hPBeeBL2WjNu7y0Z\\/vAuG07y+no683qvxPAj1oLwrzWm82O2BPAYB0rx7dRQ9QyzhvBiFpDyGEfA84JPTvEu3UbzAovO8KCmDvDsmIT0AWSY65vk7vDAMc7yTqtY8NNcRPavnCbqbbAo9QGVQvPZESjxU8Rk9i+ZtvHZ80DzDKby8fhGVvECiVbwLKVa8Aw\\/mPHOs6zzbbM284HKAPDuxPTxrpBg8K7hbOwsWKLzeKZu8iLwYPXS8Fb2r3Xc6K8O+vBB+IbyGFC68QEBgPIB3qDzTgwg9JnntPCD1rDsbOBM8ALULuoAPZ7wGHwg8u2lYPDsji7wWlVy766Sju4tIxbzm6oY8zm6SvDMQ9jxLIqI7K5UIu\\/CWDb03RQu9jnnDPAPwsbxsQBq9mGifvJZpObsAsxK8AOaQuQiugjwbRaI8pnm3vMAhQDyGxV48BJ0JvXCRGT3bs6O86hgevSPY3bxTYZo8UNWPPEZWDDxzc948C7EuPKsiPDyQNgw9dh4PPUB6vbtuwg89AMNbPD4XhDyeE\\/i8xn85vH6Og7w+2sG8Vix3OhRMIz0ORAM9YGTnO0uRHDzy7ia9R1sOPZveAb07Y5u8\\/CYWPcC9GL3j25w8M1MnvQNXoDymm5s8a9DKuwtUCjyAtz08ppcLvaDo1LwbWR+9S0f+PFYUF7z2CLW8jgHEPL7xAz2AWNc6+5I+vMYeE7wzfoW8lku1O9KEEj0TwuY81q7gO1D\\/Z7zD8SM9y4scPZIzHj0A8nU6y0wsvHZmdDxLRwY8llNdu7M+1LyrpkA53NgRvQDsurlPhSe9UjQavSC5J71avSO9YOWOu9DCTbzjdQE9izCvu9PXJj0w4a+89k\\/IOwD6sjkLEXe8VvJnOus687s+rxY9CKSgPCpZBz3Dks287jz0PEBzmTtWQg07CBqgvGND8TxaqA699jc4vHj3yjwzspW8OxyVvKvgC7urc1U8I8HZPJD0sLxzfIM8DiUQPSAbF7ya6CG9Ux+IvBbFmLxO0dq84EmNvHs2LbzAoH+7k5omPbAY2TwrAu47m7usPKBjrzvkwAo9uMrmvMZvj7wAJSc9EDI0PGOA0rymMzG8FhWLO\\/ILBD1L9Z27E5WePEsSpDxAyuQ79tPJO\\/C8gzwrarE7krgIPc+gBz27oG08Vu8ru8B7Fbzgbkc8e1W0PKL4KL3W3nW8OxsUPDaaIj0rDuQ7iweJPABucLuGSOy8Czw9vGt7obtLjjO86KjdPK7ewTyr2n489rCWu66SCD3mHg08wBkLvNsxdLxAacq8DFoePWA\\/kDtwk4c8i7sDPVsPobzA\\/XQ8AMjsulY2WrpeCcQ87t2sPPBdDLwAneO81pXovA4PoTzDWAm9pv6OPLuNZbzGQWo8QINzuwoHFz1M3BE9fvucPCZbEr0cQA+97mv5PKTQBL1foSc9A\\/q2PLsoxTwghr473C8QvUCAurs+79U8C5V6vItYE7zgdJm89qnaOx7bID3gxW28vKUnvVAQSTy2oKi7OGKGPIp0Ib32dgE9q3ifOjZwOLxW\\/gg8O1IlvNAwCLxLwpo83vfpvN7bIL3Ad+O883L5vKAlCr02alI8dsS\\/vOuzZLwL6Vc8S2vXu9aHcrwMGiQ92z9GvFfZJz3WAna7oj4APWuOjbt2m6G8Xu3AvGvT1ztfSgC9nrfYPCPyCL2GHvS8RlQFvdyxHj1LWcI7sKR0vIsozDzamhK9xjzBPKDL77ybI+u8U8DPvL4e1LyrUye7IH3iOxa7hTy29RS8Xh2cvGI6Cb3rA3I8FkZIu0u\\/w7xuFgg9M+\\/LPBvTSTzG44C81pxjPHbXh7xrf9A7XOYEvQDwlzhbJQA8sNfRPDR2AD2AREs8ovoFvXNvrDymrmG84JprPAvHNDxbdak8K7cWO0v1jLwcURw9yKfevMbiabzXyRo9OE+1PB49trwD4Pu8i2tfvGvOVbujMBE9nzYdPTCxID1eRJI84\\/baPPbk7jt+LbI8epYqPXBzD7yDpCM9Cx3IvPjn8jz+9di8PnWgvObRcLwAdJO8e\\/J1PJvwQrxz1ic9AIUgPO6FCL0wTw89duz8vOtZf7yeEQe928HKPEB3xjvQx2A8iIPPvCSREL0QfEi8Rk48PJCXHD2Gbxc9hPMovbBIZjy0ERC9xp77PIBXk7uWdPY8c1sSPYD7uDrQsZk8K6uGOxRkBT3o\\/NO8I6jlPKBFtryWGVI7qPCZvGvo97xrhcY8dpdnPADZfLvr8AE8HjHKvCtx4bt+adc8K3WGvFaI07oASUG862JeuxYbWzt3QSI9PmSBvNaC1LqsCio9ptKTvDPnsTyIgM28JnmEPOhb9zxW17u5oAHkvNtWDb2udsI83N8PPVa6ibyQijY8oHnQO8tuEr2ArJu8CtsUPaMTAb3r+QE9xGEIvRAbPTwzxai8AxeTPKBPE7140MI88LalPPbtU7xj5wM99\\/YdvWt0zjvfSyY9Rhj9PFCqpjyz5r28S\\/HQPKjc7bwLdzy8Cx6svFBglDxgS+k7AwwqvV7q0jw2T8W8O3gbvQvn+bswH+S8RjMMvNC\\/yDwG0Rg9DhydvOB+xDtWCYA7Q1ijPPOOuDxWBDE8BAYPPWv8I71ctgK9QBZ1u56QhzyWEq68S2mRu\\/CEMDyekQK9XtEHvQDZUro2YDs8q\\/3rOljXKD0D7wo9Oz36PNi2pLwzz6G8FrysPDjGozzAuB+8r30IPQuhzLtul6Q8m37LvAfUEj2WipA7M4QCvXMUCL1Wlyq9Yy+MvOAAjzuGWzc8+6Y4vPoLDb0Yo4I8dC8NveZW8bzo5Iy81tOau3ZlzrvjJ8Q8yz8kvODLQbzAq+C72wjPPHb6zTzg6h29mFjFvJMQyTzWV4+81vpZPOD3qTxWpfS5RlHgPJ8hFj36Nw49Vmw8vI4PzzwjdCk9tp47vB5B4TynHg09oHznPMuvgjyGOE88uKynvFuABjyWcis7kL3evBs0fTwLLNE8FmUHu+NWyLy7BFg8FihdO8dKD702mB48i+v1PIs4G7xrXE6745UlvSCHsjvzT8G8hoBQvH50z7wjJps8BlYsPEjP\\/7z44+M8FN0KPdiQvLzmwbc8wxMhPXY\\/irxWO9+6a\\/CsvGI0DT1smRg9AHbyvBhQibx+ede84u8KvR4Z4jyAire8IOHwPJYmhzveQQI9G0DhPKBYrDzeyAK9lg4fvdbP8LvrFHs8VlrGvJ5ttTxEvRY9OEC8vPgAKD2reOM71DwRvZgQnDx2Glm8MIQtPJAt2jz+2IO8+NoWPUCVgLtuAdu8tpo+PCA307xgsyW8r6MVPVYMZrzL\\/hc9a0bGvACwNboLUWG8uBKSvFbU8Dtg0ME8rm6KPAAydDuU4hu9gMlCO3DH7Dy4l\\/w8pMYdvTTrFT02iOe85owDvCCL7bzI1NG8wGJ\\/O6t2uTsAUEA8iCrGPPYD5rsAZsW7GywXPKBjLbxgkAg9JmFvvLArvDxG+c+8IOq4uxbmkbz4Z4k8w8OePJA3PzygZYg85P8VvftvG72e7u28b08HPVb9djqT2+c8\\/iUjvZbDGbyADRk7llEYPStaHTwQ1+K8vh4qPQZAXjx2k6o7ON6iPAAAorXOq+K8pufPvFZuobwAeZe7CFjwvHY\\/Z7wrBNm6MOu\\/vGjb7by7T7w84PmdvCszwbtmu7G83DUIPSge4bwmhZy8C1TzvEbhDbzWQXa8Mv8avaOeyjxWfFu7YIuoO\\/JZH70Ax9+8gPhJu5aFE7s28P47Ng6WPNBIt7zA7lY8gHdFPEZDjDyWhww8u4cpPBvNKD14zcu8mvEVPQCh9DqYnIK8ywsePZa4dzy8iBs9G0NqPGYEMLzI9ik9k8r\\/vEDlGr2WHtc7wNBgOyApFDyLy+Q8Rt3pvPtm8TxQUxq9WwBxPLbZVjwglWe8LtipvHaiIb2uAMu8VgOFPGanjDwLSBG8uLHnPFbZ97lyyCi9X8QFPSsEmrtIecc8ACRcOSAt5LsncCM9Jo9iPFeAAT3Av347k68ZvQAI7rgQlpA8y8fhvCvVrDtWK9y6lic1vBjYIj0AYGE5OP2qPBfWHD3cBRs9q03sOwsz2jxDTeG8Vmd2u6Y4CL0jHwQ9M3AZPfah1bx2W5M82yncPBveCz1P0xE9qigZPTtOGj1WcDk6S2FnvMs4kTtryvc84DHPPOjCCb3gQfO8JK8mvZAshzx7wUm8Xj4LvebGajzbt5K8MJsjvTPEKT1WQoy7+JDYvIt3czwA+vK8FgHuO+PJG73jaqe8ZtGMPMtzeDwABzM6WwYpvOus1zwWnZ075uvtvFNyxzzA+xG9kGQXvdb31jzu86i87hqovCuprTwez4C8doUavXZnWrz2BOm7f\\/UOPY+KHT1sKyM9ntQAvd7aD71LMCY9nnHhPDDidzzIwdW829sovQCB07p2SAc9kB0kPEs4CT3Aq6a8By8GPav4tjrinQW9J5EJvSBh3Tvr2tE8gGjRurug07z01xQ9Dg6+PFvrojxAwUc8jxEJPaaSkbw+XP68z6cWPZT0Eb1y8RU9Bg+IvID54DrbQgc9FrLiu1iu4TzQ27689\\/IQvfL6E73S0yi9AKf2uttk47yIXAK9eHWoPEviVzy2YuK8MmwIvYugrrzrTk68jiOavFp7H70GDiI83KEhvatcqjtbhwq8G5y7vDbM\\/Ly+Rx69Ns0jPctY0zvrJyi7CCbjPMOzKL3eR\\/i8IDn4O7u92rybtug8NmoAvYsef7xWDFq60K\\/3PJaCADtkmQg9y+VFPOvtIL22\\/Z08MMENPLKWFr0g52c8YIPPu3YTMzyAGh08fncQvcytCT1gwCY9QMAcu8bDmzwgswk9cEUWvOukKzs\\/rRk9cPMNvYe9CT2uRgc968YoPRs6QDxGz2481o+2urhZoDzwGwm9QCVZOxTDFD3AoSG868nxPJPtB72Dg\\/A8lg+1vKOdkjz787k8ewzHPHDSFT17+tU8K\\/YUvCA+\\/rz7Lw88a\\/SKPDN6l7wANxq9073VPGBGHz0oJYQ8mM\\/FPFK5Hz3YqLC8wLNCPBYa2jwf6B09tonOu6yYIL0\\/Cgq9Zr95PDZZKj2QKwU8+9ugvBa\\/GjzrYRq9dhjlPEDDMjtWjaO6luZOPBOrhbxLKzM8kkgMPSt\\/RzyrspE8NqIGPYDF5Dwq5wI9lg2yu6M7hTzW4986qBkEPYNrB704UhS9UggpPZCj7Dz45iQ9dNANPcB\\/CT0LnjU8i3vOvKvY8zy+Aus8BiwQvFDiVzyewhu9kHNqPACRs7s2PBo8q2GXO2s+I72j8928Cx7Tuzb4TDz72yO9i+MwPAstGT3Whv064B6gu5bFobuLwYW7e2GovPbVqDvWIe08e6EavHALwTyr\\/A07\\/qncvMbcKTzID6q8lIQivSJkEL0gN5c8n3kevYCXFry+9rs86waMO+sEHL1TdgW9TlUPPSYFC71y4CU91hqTuncLGD02ir871tH2vADt8bqwzfw8gw+QPI8JAb1WESO9AC0Cvdv\\/N7yA8oo82z0evGs1bTwzuLc8i0onvd+MCr12otQ8zjOSvItybby7sAS8zuQAPXZ22bv4qws91mrTO87d7zwwd\\/U826OFPIsF+rzAa1S7Y+3pvJwtCr1C1wY9MBQBPfszSLxv4yi9RIgNPetar7veBBM9lJENPRN9ory0lBk9C8dJPCszg7pwte88n9wAPS7h3DxjQCY9ELT9vMDXwLxskBq9boquPBZTKrt4k\\/u8JmQEPFaWLbyrxBq91mOIOhujBbwrlgQ8K6H4umvtOTxmMZk8SzwovfM22TwIM+a8IEWvPK4hi7xscxm97sgBvZDA8rzrVAC8+\\/SMPJI0Hr2qyhC9WNL0PFDuRTzW9xO8ezpyPBY06rtLTi680LclPcMVi7yeObC8qxSCuVxzED1OgyE9WK7JvN44KD2Ozvc8gIGQOgj7IT3WCCk7W7XEPIg94rwg\\/Pi7RvFSvABNlbsgtCU8a23ru2aYOjwo9rW880\\/XPPAczTx7vau8YPjkPAhU0by4Kus8thqxPKukZ7s0Lwo9ay3ZvMtpG7wALbG8wLH7O4NTgjzwlfq8UDPdPOiBFj0\\/2xs9DvAivXOR1jzAkwE71oHmOqtlLrtICLq8wAI4PCjBqTzTYN88S+gmPaIJHT3TPgc9tzIHvT7dJz2OibW8Ju4yvGuMYTs+WMi8r6YdPav9P7orJpU8AJ\\/SuiQuDT2LXB49s2rNPFBY3Txeec28\\/lGVvCsibbv4iuO8ZmrnPNLSHT0jjIY80GcvvECxKT3eJhA9C4vTu0YPFLxjBqW8VrXTO1LPHb2DEBo9aHYEPQZ0VjzrDzQ8kPMovRNwprw2M6K7IFp5vKBYcLxAfwI8oAm5u7ixnryQ6xg9LjgjvZ4z27yrNN68wHmtvFb+8Dz4X4A8WOG6PON9xzzQqPK8AEqVO8BipLvmoDe8y\\/bUu1hJpTygcdG7Wx7yvEBNPLsXkgg95qAKPUu32bs4Gse8ho3dPG5lnjy2nZu79hOyPMtOmTygUbe7SxG3OxYORDsORNg8Y8zsPDv78Tw7LVm84DrRPHBoUDxXoRA9huR+vCBG1Txijgs9W8XBvNbkzLxWO6o7x+YJPTZJEb2rqSY8o6q\\/PFZ+sDt7sP68hgi2vCti5bvbIG+8wIn5PPOt17zAN6u7\\/LAnvaanjjwjqh096OWfvCva1jp7uni8CCKfvCbyBjz2Jbs8c7L0PEbu3zw7Y1i8cpUYvcCo8DwmoNy8khsIPdZIIDtLDtG8nj3lvGQIE72gphi8q+58vKORgDzo8ri8Bu1tvAaCODwSTwM9G8DDPFYCvTqEMwa9SDEIvaCOJjwKJgC9c6b8vJqvCL3WVxW7FjsdOxCiHLzQ5bG8lr4Hu4DJN7tg9xU9CusTPYZNBz1bCAc803z0POtNpDv4tc686wdOu4sUsDtwVpE8q7LaPCZkD727Vfi8Uo0avcANWDzbZxy9QLg\\/vKDFEL3A85e8ABH2u7PQIL3DPZa8gxUOvdtIET0iWCY9zKUDveDIoTxW+BU7cJogvS+gJj3bZlg8i9YNPJMOo7yW7oE7G31qvEbnv7xWTWw6CwN7vDiSAD3Wkgw7H0oJPcYIWjwTWMC8ZntNvKvGVzu2VRS9G6ApvCtsobpwvAa8aHqDvDhxmrz+z608a4qRuxC5AL27Nyq8Lk+FPAvjIzwIvSE9Gx8lvJaeEbtLe+Q8lvp1OyYHrTzS2wA9F2kXPc6rsbyo2Cm9mzPEPPg2wbzL95a8JFQWPZC6B7xutKK8bjAkvbuXRrzACdY8wA7PPNalIjx2cR29OzQVvdqZJr1QVVi8bnDnvADi3DpWphU74NTnu6tCaLpIs8W80OoMvasxADw+SKS8c2WEPD4hmrzrFTc7k7XyPEBn5LtQtBU8u4HivJtGBjwzdrY847\\/XvNCke7z244q7SNICvZ5fzDx2M+o8BgCRvKtRnrr+PIG820u1vOjcID3zjZs8e7nOvBjdwTyaXRo9znfXPJOl9zwO7yW9o9OzvCuMxDsrkFw7MCYoPWsYHTyKgBm9c0GbPEsCHj2G0na8y1+9O+tApTxDy4e8M\\/vMPDCK5by+do88W01UvLvvYrwgHbQ8dkeJPIyeHj3A6iO99iGNPNg1t7w4h4a8MG22vM9UDr2Y94w89BoHPcdDFr1QmSE93kAjvYDuIL0cNAy94ObDuwIWBL2QxVW83i7EPFYYFrrGHxW8cD4Ivfsbr7w7GiS9kIiqPCvMrzoYjx6924G1vEZdK7wj9ua81uvqPK6n1DyrAju5MKjHPHKbDT3T6OY81thAvNg4g7zrqQW9W+FbvAi3\\/TweR6O8k2sKvbY1ljzm3zk85k0JvIsyhzurRXS6C3ldvOMXqjwgnJM7O6VWvPZiAz2LmlY8S6sRvAAb0TvmE\\/c8i9qXPBDIoLwAjwG6HMoBvSCXFb3osa68hg+TPCuIuzyT6fK8yG3tPIDJH732xrC74JQnva+5EL1Lnds8EzyLPI8gGL0LcNg88FkIPEh2Jr12gRC8lO8iPX6t\\/LwDpxG9y+kdPLNsFr24FQU9u4hRvB644zzMsgM9Cyqdu2DHADxqtSU93MYjPeOfEj0WKMM8ixE9vG\\/vDz3Tz428SskZvXZYijzLdQG94IzNuw++Kb1W09C8Vh2luKsy+LnrV2K82OIJPatj6ToAWBC73ue5PPYXobxLsTq8VuaEu4BkELtgxau7q2ezu854lTywqie8gJsUvO7cqDzmFO+8G2VtvAAmxTk2qsU8Nsp0PAYVdDwMagK9qzxCuqCtbTyO7wk9G+Q5vMuGV7xzdJs8W\\/0SvWIMGj1QMi+8OM3dPLvzHjzLALG7e3kMPGsKFT1uJhq9oLNoPAAcRLpz3fg8trqgvHbeOzyDERE9I9XEvCuJojq77U48MBuavKa9ADx2i9c8UI9VPGYuKzz2aQq9s1TRPIBfyjukIQA91ldKuzOuKb1Gh+68AM1fOsC05LtG\\/Xg8Vrt1OytkwLu+vuw86MggvVZhUbrgw3o89mO4PGMFKL1umwk96F0kPVM69Ly42YK8gkcdPYTaDT3bEVq8wxjdPFZGHT02CdA8lgLxvAYKID3oudA8yHHJPNbDz7yYbxK9VjVAOCJRCj1QROS868MBveskMTvLKt27Ztj\\/vIRsA73QqV88a7pjOzAvUry4GQO9MDDdvEZSHD2wqSY9yGe4PNiQ6DyWL8G74NF8PA4xI73Twpu8m82uvDZnpjx+w\\/W8qN2LvDPkHL2gjze8cPbxPEPE8DyrZwA8UArBPAh4CL1WYtO6tpynO8SmDT1mfcm8VomIOhZNBrzQoCk9EAkWvDzFFD17BhQ9+7lKPPuYGD0Y2IM8qBoCPZZwFTzG6568lwUHPVbmCLwQsEk8I63UPPDA1jwYebW8e1a1vOuQ6Lw4tcA8ZwIlPRjRHb3rryA8onsMvQDNuzxjpsc8dnUQPRAa8rynfQY9oEy6PHhg0jxWWf07300FPaucZrtWM9o8VkL7Opjz47xQFCa8Ap4hvUb\\/Az3+woc8lsKEuwBMzzxAMmu7qG\\/svF4pirwLnh8834cNPVbBdTn2p+M8\\/\\/sYPUrnAL1Of++8u53TvIi4\\/DwGNBM9cJYePCKeFL1Wo5e5rhqCvMavrTzWEb87mOPOPPK8G72gsQG96zJ6vE\\/vBL1Ln3e8d2sFvYBIzTyAUr270IXyvCJvDD0Hfie9ZuS3vPAj5LzTZQw9rvnkvHSpIb03kAW9Fn8pu95VIb2oeBA9UGvFPDZapbtTzoA80HpdPIanfzxOfYa8VgIROps7tLzOigs9xkqCvOPAtbzAPS27yyN0PLI5Az1rIae7CJDOvFBFTjyoyiC9doRSPEA93bxWL3Q7AEOeOuZP1Lwepv880NwAvJLOFr1WrjC8AAbWPKs0NrvA7Zk8FuUSPfPDv7yOJdU81hm8Otw3Kr2r9B061uuwu1aOsDp+29E8t1cUPZ4CoLxbzLy8qOCGvCtWGDsLxUo8CmIBve6dDz2K+hs9u\\/2ivOvsg7wLwQA8AMiYOQBc3ztuUba8oCcKPPBqDT0AEzC7luyZPKP1kTz2HvO8C22ePPzsBb0f0Rm9C51+PMYb\\/7wQKZg8S\\/zmu4scDbyWDIc74CLMvIC+77v4r8i8xip2PHvnc7wA+oS8kGS\\/vFYTizoGeVE8QOzOu2YcPDyIg+k8PriiPKskNLxOoig9rgoAvdBlWzy+9+w8vk+WvE6Wg7x+m8a8a4o2PFYKtTpXcQI9gLoWvHtlKDwo5bi8mp4fPQPNzLwG7yU8S3u4u8Ad17x6\\/Ag91vupO2PpIr1W65K6FjCZPOK1KT2QoNQ8VjvsueuxCT3r5uk74tkbvRsO8bywcVU8gA8LPdbJy7x6cSa9W\\/WLPC6D6rwb++08XFwNPbA0b7yOz\\/i8kAehvACDC7qj3Bw9DHAEvQZmrDyeCgk9o1C8PCv697rLkO88ukcAPcScJb2byga8mBKuvMtBJzxuwIw8i7cCPMOY7Txr7r87tjPbvKhNpjzgUda82EaPPJ5nCb3+LZI8MIPTPPNegrx2Apw8DrzPPHi15bx6VCq9AP0tOiap3jxodq68uM7XPD7msDwO3yM955cMvZtnAbxAw128G+ygvAv3Ejz+27a8uC3tvFcsIz1TIAm93oEAvaDt1LxgLby7K8LVu37Z5DzrMJc8A9vdPGbHijxmSnY8K31gO4g54rxWr5q8o48JPesLiLyTIOk8S93XOzD0gbz3tAc9ayhgPNbGEz0GJq48mzB3vEOtID22bLQ8hkn0vDY4ojvTaOG8NszBOxvWfzx2GbK7duuaO5g2iDy4q8w8Vu3uO8zoIj0AUgm6TovRPPCCrTxGlUe8640nu0CHcjw2bt68Rs73vEi9Hr0nww49W28bvCYp8rwgwma8ctEmPbYPHr3SNym9huXNvN7hgLwIN9I8sDCxvOuUZzxggwA8GgsfvesbRTxIbBa9oPLhOytvTDvTRJi8a8Y9vMCLRrzrctq7AFjLPIBf1LwgMva8aByLvBwlJ722bv48LH4LPUtdgzzzC+I8V68AvRN+k7ygEO27vGEHPdBn5rxvwwu9fn+aPFbnQjpAQKI8aBMLPSgroDwgf6K7DjCdvKtm4Lt0zR89lutPPNY44jxglsA7jp22PIbYzDwAqPs88H31PKjIoLxwmwq8AOUtvDsgFzx4+hM9qF6rvPsWGrzLGom81AEMPasWnTyQw908m4hqvF6wpDz0iAu9zpMNvYZS67z7DDM8LNIPvdNN1bxQHgk8wMNRPFi56Dw49\\/i8UBBovD6c\\/DxbGJ+8AxzUvOhetLweYA+9LsX0vMvl1DxiECW9Bq7xvF5OAj2YohS9wPz1u3ieyrxI0Im8MFcTPSjS9TzTNAY9K7zJO6uZIrqrU708Kza1uoApw7qAW7465o4NvXAJ9bwORua8Fg8mPKupjDx4I7U8Y37JvPA5RLx7+BK8y0SNOwDd87rQoxc9q7eEOrAjEzyWHic7I7AOvbAh2bzbgxA84Pw1PDaLWLwIWuk8KFwVPZYtSzxgHfw7UoATPdBIJjxuBq089uAAvEinAL1LAue7AOUHPFo9E72bZ+e8G6ugPPo9JD32qi88vy0OPVb1gDeO+h693hCQvANekzyeZw09A+gHvSMIJD0mLEi849SJvN6qGT2opg89kDv+vLYllrsnFAU99pOcO+aNxTzKIhS9XqzavJZLgbsLiHe8\\/z0GPfc7Ij2r6q44QAxvu7Z8\\/rxrCm67oH2wOxaObbwwwDu8E\\/+jvEv9lDsO2OA8q0jcvIBakrpWtSu7q+pxuKBjiTw2Da686w3vvEwwAb07LzC8D+MKPVaZgLq4DPQ8SyTzPAAstDxgVKm8oKpdPGSmJT3r66s7+MW\\/PPaya7wKWw29kK9cvCNAhbw0BiK9o8fJPHKuCT0\\/4xY96IOuvBukDDwr5f+6lgqIPHsmTDzeWQ29zFMFPWBssjzb2XU8ENTkvIBD1rqWkNI7LrmBPOvsHj2LLVk82znnvEoJED3uEhW98Hd8PHb7NbyIKPA8MCUhvPRoCb0wlhG8hEoQPcCCQTzgmdw7tseAu7uvJr0mkiu81qz3Ohha8Dzr3W67ywGUu1AVDz1eHQ49mMnfPEDhsTy8HhC9VuzxO2hU5LxbjMs8di1RvNqRFj1W0Ui87hAEvS58ljx7XfQ8qCrIPD\\/FCb1wo4y88FqEvCvZfjurwSc71kK8vKvX97w4w7C8VknRuoM87rw4H+G81n7CvKjn9bykOxM9gC0gO8vACLwonZA8XmUNPUsyfLxWYKE6MyQKvc6zs7yGDc88hol3vP6qlzz+Qde8gJ7fvNMNkDzw0CM9cD\\/8vDY4azxzdps8gCJuvNND5zzG4Ag8I2m4vNsJazx2l587JtjlPHjjAz1Iddy85gYEPfqyJr1o+JY84H7fO+ChpjvAkYO7Hvv7PLDisLz8bxU91iKPvKy+GD0QzTW8QMF6vBK2DT07j1E8ZhkmvKCuwDuAnyg9GHSLPGi85TwgOd47g3ySvHYZMTxrml27q8XpO\\/eAJL1bgXQ8rovHPFs6Gzxg0fE7skYnveYkAj3WvPA7sJwMvM9YID0uHqS868wju\\/RmBz0A9jG7Tu8avXviTbyKcA09vovPvE6q5ryHUhu9dtHuO54\\/6Ty2zao7q\\/FLOiONqjyQUIM8MvMfPfeREb0r+Im8utIGvet1HL3+eMS8a8tbOwokFr1QWb68VkHHOZBGBLxTxIS8a7F6OxbrnDvQEhi9FiKkvPt8qLxglna8eybSPCBNhzs4uAs9m2+JPJhjGj2G4se8gOa1u9NVzTwmgaG81jBOO4AltTt+YKk8ovALPbvxCT2Akk68uP26PCCjFLy7ciq8azCFPDimyrzuZiM9tlssPCj5nTzr46U75i\\/uvPN4Ij1znOw8A+fVvIPFibzWlu27lnmZPGAZvrwAg1S8K0k1PIp2Gr28lQ+9ozm3PH\\/xBr1QDyi8tovvu4OrybzbY3E8L7UYPSsj\\/jrG\\/u2804sWvUu\\/XbxAnLg76wBbPBsDDL1r4Sy7gFVbuzhTpbxg6TW842cevYi05LwSdic9q5TzOeBGtbyrMKk7O8m6PEZ1UDzAY6S7AJBcu0B35btLc0W8iygWvNan7jtIutI8m0+QvDPVFL1w70w8iNupPDJMEz0gPuC7IFtdPIC7qrzOjQe9QDmfPKDYobzWpIg6ICBNvPB0JD0b3128gCH6u0bdCr3A0i07KHIXvSvJkroj4Zu8aI+MvODY27sG8II8uFEmvTNJkryAS1a74IOYOzC+Jbz4KSc9IAIVvE9BED1W3C07ttafO47lEz2L83s8lDgTvQCnYboLrGC8wF4Ou0BAALyjft+8OPuCvAAcKD3mkkY8dmNxvIC44bs7Xm+8VlPZO8vT0ryT0B+924m8PBPB8zwrHyg9drvIPCaSIz3gVgS8xuLTPKtqWrmWDRI8BoohPFaZKb0wtC48DnKHPP7uBT2+wsk8EE3cPFehAb2AFKO8q5aQulY2Dzpq9Ac9qvQIPfpnCT1Wh1I6390YvR5K7Tzq9iY9pmLRvL5rJD3zbp688FPSvBaAu7vAkBi918UPPXO4JL0oOgy9uMadPNioIr0wIF68htAEvFb74bkL6YU71p4OvVJNHL1\\/CCc9ll4ivBvUHj0wR848wKhgO\\/ayVry7yQK8W5LIPMKUB732fxO8gME\\/O8sTHjxWVHY8SzNUPIYd1jx\\/YSG9YxX2vAYU7zzL1WE8BJkcvevllDu2R\\/c7PqT9vDMDGr33+Q69a3MyvMsktTyLpPI8lkJ6O1weBr27wri8Cz0IPWAM\\/zyzFZS8g1\\/\\/vATPFr2WRVS8kCPNvI7HgzzWjdG7a1TAvDiOvrxrRqA8LFwjvSuQ5zvbHW284+DSvOgy9rwwwrI8jgDjvI8yGz2YLbU8ywtcvFq4J73qbyI925QMPK6j47xe7q48OqwZvW6Lhjwg7SM9C74avEhB1Dy3xiS91D8VvUuX1ruI\\/5e8oBu+u5uh4DzW3c47M8vevMxXDT12PZQ7nh3yPIsYyrxw7Wa8Hp8fPSAV4LyrNQS7UGtQvAopET2O7Rc9QBzdu2M7yrzjbec808fpvKTnEj17XZa8y0yOvANI+7xWs965lhCXPLYWxrtwbou8ywQpvQA2K7uwOfC8gNEYPNrEJL1yRBC9C6TzvMorGb1APPQ7nv0NvdKMHb3G5+K8foGtPL4i8DxAeYo8k+bmvOuWCrtz7+Q8IHjQu9N\\/2LwAPuW6gEmAulQQGb0ATA+6yO0RPXscvzyvywe9KySVuyvqbjxmOUA8q7mfuqCMsbumk1e81k\\/luqphGj0ALFU7Fmsbu2tHszyL7767krMTPevI4ryGeUA8opQNvbZSgztDwvQ89r2iPLZG9ryYIO08YPIgPYDnHTwW4eM7Zm9FPIayarx+utW8ZhYHvACyAjqGU7Y8HumpPMDzNDyrQok4i95wPK5G57ywZ0K89ldmvMaKBjzrmWe7FlD6vKZmYjzuhha9ir4NPUsIsjw7Soi8dmlYvGdZGb2uepi8OI8RvRYWJ7zIpBq9zO8mvaBFsbwOvri8axELu1aaQLzs9wW9gH+VOjYr1LyLz9y8SoUnPa8KHj1oniO9cN0WPA5wkzwed\\/q8+H2wPEvhVTzwgse8QDVxvPjKwzzjkri8K8YqvCBn7zzL4AC9ZngIvZv+4jzgbT08dnU6PDsmYTxGbUq8COiAPOYXBjwLVA28Y\\/GqvJuQ\\/rzgPk48h58lvcOgJb2erw89u7igvMiDCz3+Cxo9Rh4BvEYIIT02Yrc8y0qIO5N99LwA2NE8WPsdvbBRiLxbGdo8H6gkvTZH6juDfYc8lkEcu0su\\/jsAJPE8kGVxPEDBRTt4Kx49elMPPTjlGr1bynG8k7wBvUsHlrsw8WG8EI0yvPKSFr1LoRg9JojTPDt8Njwg+FK8dr4WvfCJCrzUHRu9Z1gTPXBVB7xcjAm92HYavWsRV7xr6UY7pxEXvUuFKjzGeCK8e1W+PAAPgjuANOw6AAgkvThwC73InAG9A2jdvK8UGr2uOPi8IHSlPLZmjDzmQgA8Lli8vKyGIL275Uo84BnFPFY1NDu++Iu8WLIYPUPp5DwuYyE9sKGJPAbCTjyQrwo9lnKSO\\/ayDTxjR8A8QJOWuwB+5rtw5wY8ZmYAPUAn0rsg2ls8BNAIvUsg5jtTjeM8djIjPBbxET3b\\/2K8XhDnPMq0Er0Q6XA85PomvbsAXDzbNCM8WxMPvUtFETyOuuG8i8mAPKvR1jvbFho860+cPMzCKT02Zze8dKwMvSvre7zAv\\/m7cuoTvfDxFzwAt2C6O9CRvCuKOzy2EOg7q1Xguxi9qTxrjSQ9QDvjvAJdAT1meqG8VBkZPZbTA7twfMg8K7ryvKtRqLumM5C8oBhAPCBr4Lz4dJW8I83yPAAC7bveT5q87pOcPPMc7rxI7Mu8AObUPKu91zqe3AQ9yrwUvZwIGr3ozPY8kGFmvCBM1rs4+ci84H3Au2sjpTtrFJq7yPUFvYDnt7zGAg+93viFvNeoCL1LzEk8Y5vzvNgzEz1gDVW8oFg8PPvy9zxgn5o80G2cvEv2wTxLWL48PIMLPQ7qGz2rnaS64Dh5PKPdyTyIGR09QmgQvVw\\/Cz1g28y8A1b+vOBByTwbVQC8w8WPvMuX+zzIQ+a8u9tqPCA+oLtWf648QPbxO69BIr2gyOy8AAkOOzZp+Dxri9s7NlPTPJ4HqTwg6EY8fuGqvKtwezzLKVC8vtQUPatDE7x7Hki8cGQzvOvj6bs7whg9324PPau9CDr6Vxa9YyMfvX6ylzxLRrc7WhsbPavu5ztzxZU8towEvRD1VLwIV6+8YqEhPRbZ0zuAjZm66w7pPKu+O7mr16A7Z6oXvbCgHrxmfmK85H0gvUO+Jz0buye8a3DZOxZBNrs26fa8S80NvMv\\/Ir1rXQK9NMcXvQDLPzsr5b87vm3tvBYg3bzTF\\/q8ho7xPECV+DwYsCK907mLPDBwI72AW5O7RmTNPCtmeLz2a8i8jnqCPNC\\/ELzrJva8ViGiPEDtGj0rqHS7gETtPKBi+ryDU4Q8CBb+PND8jjzbOhE8y2zfPJMQkzxLQQq989gZPV5sKb02sgY87GIkPZP2y7yD9K68NPkcPeg8z7zW0h47eJwJvWvbC7zWAYI8ACRdOQO+mTwQk7A8vinivBZdDrwLDPc7614uu4CTwToTG7a8BnYOvGAzuLtGMwW9INUPvatNPbzG4IY8kO27PCLEHz1Tftw8zHgePRYvZLsgTcS7bqyEvIDuJDs2AAo9sHFXvADStrtWoby5m6JPvKtl2ToO8Mq8YC+MuzplFj1rwq871jOKPFP5qrwDrO28a9n3O9sUgDwrLUG8lkUAPAzyGr2oudG89ljZuyuLDD2+Ct683v3LvH9dAb1WSrc8UNwTvTMkrbzHNCg9VnuYu9unJD2Aoha9CG0CPdIrDD1wWqO8woEQvWtN2TzrVs+7484HvSrIIz1Wiek5s6HgPKO79bz2aSM8BLQdvW4Bzbxr2xq9FpZFPL600LxgGpK7ACuHu3ZB1zuAPGe7i63huzt1J7zOj9m8piUqvZNnxLzWu806892yvAhRr7xu0vQ8MpESPUAA87uUxxc9Rr8DvdtvmTxARxS9junHvCAjszzgQQ49AIiAPEe0Jz1TZe28AAokOutj7bvgut28hy0dvW4hqDzj1hG91sjAOlYYBbuXyR69i2iCvHcdJL2mM+w84MLPO2aOcbyqUQE9RjP5vANKKj2bWaM8K\\/ALu2uGlbsrVoI7UjMIPRaAAL0wiwG8yCQdPQ4CFD1AMUK8FmkhPSs\\/pLz2y9C8G+LZPO47Dr1r1MA8iPscvU6xljz7JvS8diKlPJh\\/G72wVPM8YINuvNYmqTqwqw888NoaPQCVY7o7HJ48QBhOPHZBw7s73588s9\\/KvE5\\/ozyWGFQ7oHHmO65Cizy3ihI9YPD+vICNojy\\/FCY9DseWPN7FtDwOBLq8loUwPE8dBj2geLE8OPbkPEbl+byi0hg9ftK3vEOugjwbYhM9H2kivX\\/rDz3rh\\/O8dJkoPdvUhjwW+cW7a7U2uzARcrzYKYm8DoIGvWNT6Dz0mRw9KzkOPRCcfLw20oa7exMRPSuwfrvUeii9GL\\/rPPDx6TymLv0805XlPJak9zxW5Fc8M2TUvFruA72Ap2M8G5zwvFZVJbeuZAs9AJjLORyEHT0rHPC6G4CZvFYfc7or9c+627ziPKsxzLrQiA692wrmPEObAD3evO68VpUlu5unYTyTdg697vP+PAc3BT2rvN26e0xQvFCrETxOdZY8qO\\/LvDuYk7zSpgW9ECMlPD7GIz2YBhu95iQfPJjKhLwunIw8jhz4vBbbHT3W06885ykWPSb1zzwm7Pe8q8a5vI45uzxrBEg89h2gvH5TAD0resU6INO1OzPymzybe3E89NwQPc9jIr2uygE9CBrpPOgo7bw\\/iRc92LUNPSDUIL2G9w493mEZPXhk3jwAPAc6GJ3APDBQET34Sv08Bp4lPUs\\/o7w3qwy9oA9JPHDqFL2bWOc865Y7vFYVRrqrgmg7Nn6IvGuWbzyejqq88PkaPNumHz1WZ5a5qxQUPcvyCL0Dztm8Swe6uwMYBT1WT+u5K8B5PFbt0Txr+nG7AArwOeCEPTybSEK8G19qPCuRjzvT1hs9Wy+CvAt9KrwgAqM7tgn1PM5wCL2mfdM8jqG7vGvtyjtrRhe9frDYPJjnlbyOJdK8brOfPNNfHz2T7aq8K8YHuwhIrrxUviK9xuBnvHBENjz2JnC82KaOPNsQ3rzWVV880+P6PDMzJz3omJs8q4FBOy5o9jy\\/3w09ditsPBDUObz4QsA8Kxcxu88jHj2Y5pW83OoTvc6v97zw6vO8a9YEPHS8Fr27yrw8joHCvJCh\\/Tyrigi425IHPQvx17ur2tq5wN5gu1vrELynIA89\\/nKEPOBvpDzb7gw8ALL7uxZbcTsrhAA8AvwoPQs8OLyWyBC94LjqO5rIHD1gPq27YncHvasQArquO7o8kGjEvJB4Nbw7rsI8yGmgvFtVbryr9le89o8YPUPm1jxoa7U82pUIPYDT2LpwyVg8xAwjvd6I7zzmlXQ8\\/nm4PNvYKzwgVrG8kCLsPECE7TvWTK464pwnPQBQBLlWja27nk2aPICVsDyID\\/c8mJGtPNtNtzyQLp28+vgTPaaeBLzL3Ds88rUAPftCIr1LPu68S\\/v7O66KqDwfpCg9O0u6vGeUHT0HFAQ9UyCZPAheJj0wGCU9wEVMu0sI9DyY++A8czGSvEYqhLxrWQM78Is7PBZSDTzmyss8o7G3PE7IqbyWdu489ry7vC7PJ73yqgg91gLEOgjoIL27PES8FtsRPAONh7xr4u28JvppvNgxIL0+DQO9drWJvACDx7wG19K8MG4ePJja7rywhk+8gIF9O2OxIj3W8m47vnvQvFgx0bxufbm8SzEvPPsCWDyrWW86pt4EvVt6OrzL8Li8tk+nvFDqK7xbzhQ8w9aAPAy4Dj2A9u46m5vYPJyqGT0uKSe92ASFPFb5czwAOgM7a7clO\\/CWpzxr9fc8QCwbPGA6KT2Q36i8G40MPatyfDsAJSw81t5Cu1aYzzqiLhW9br7APMYY\\/LyHHSW9w3TaPOsdJ7yP5SS98mYLvUPrJz3AETM7sO\\/6PJtxgDwOpOI8VlN6u+iqKb3DMpe8Uz6AvKt1Ejumpxy814sIvVjx0bxzStY8YK3EvNbuz7yzHaU8xkv6vGB98TyCmhE9e3O8POx7GL1m3IC8j9wDvYs5CTyfMhm9C2k7PHDLr7wmcku8q6pxudDQ8zwA9uk8xg5OPPYp87ubAFK84IyEvCbhAz0Oss08VjV7uQBrKrxYWYc8mDPIPIC75rt6nie9K9+Nu1O\\/sDzTXPE8EKv8vEvQLby2Bqe8LvIHvRYxYTy2xAm9AOFFu0AbmDzQ\\/2a8QH+2u1IZFT1jH5u8u4vPvIvIxDyn9yG9dlNqPLig0LyrGlI4yIG4vOuHnjt2ktk7lgPUu\\/8LFr2bWKo8Q8WDPKaC4DwjDPM8dJQDPZCqb7woSAe9bOYOPbbUzrx2GJ47U9GqvJ6E4Dw4HSo9o6AVPfDRmjyYeIQ8wGAMO\\/b8AT1LZgS8nkqPPDQCDb0A1ZA8KPAovZaFczxgLWE8xq+dPBjq67wLIfK8siAYPdOFiTzwHla8m1cnPCO+27zgy5Y8a6WSO2YJCjzbHv288OpuPPD9G7w2Sfk8HxUBPe7ppjzWauE7gP21urBLPDwLA7C7BhblvGbN5zxQTKQ8WAzOPOv8t7ugnVc8tt5ovCZLozwQFe+8QKkCO+slYzxHAQS9qtcVvSibxbwjyJO8axbNvLCxcjxG43k89tTUPOYUBL1XMQ29S6rUu0Cx3zyrMPA7B7UGPUauHT1mOo28u336PEiIrjxy+Qi9HsiaPODOMLwmdp48aDaLvEsEnLxTNhm9aBQZPZtCRDyM3hQ9VhVrvHNNlLyouwu9M+6KvNpWBD0AePU5k8LxPEiL2LzIewu9\\/3oqPaOIFL3m7CC9nkoUPaA2jby7Iog8RsrUPJCOEj0Ap4u6RIEWvUYpe7xTjgc9Dp3jvJ6albwAMk07C+BTvFAWkDyoHtC8FuC1O6vy7jhm6BY9wJv4PBbymTxWI9e6L8kgPZBZPryQMCk8jCkSvfAsujw+QhW9u+pTvOBaEDzGAVE8lvNFvE7eGj2oF8q8yv8pvXgCGz3WhdW700jzvDv1+byw9GE8jnzKvLbgQLzzG9a82w79vNC7bTxj7cM8nkLNvOPFmLyWnSc95jcyvHZZ7zuwK9E8GOicvCblQrzgMBc8wHGJu+vxCj3+CZQ8hocnvItPzrtgh8M7s6aIvBgelbxgCM+7ICmhO0O5jrz+GQc91hUnvXZlQLw2TZg7s+ybvAtuH7yA1pI7ABioO753tzwWVxu8+xWgvACIajlmKxO8lFcQvXsn2jwLnHM8O6Z4PCP1IT3MXxa964smvdzKFT2WyJU8QGPGO57h5ry2OK47sOoNvXjZ\\/TzOIAg9YGpVPHOfG72rU6o8QC4xuy4jJT1bZy0864EJva4k7jyr8sO7YCFEPPASjDxLQRy9ZukpvaSTF70+U7a8hsWhPAuT+js7VdW8y4M7PKtgqTsrOcy7lL8XPUDytrubMgM99jp\\/vGvsfTzAarO8OBXjPPt7E7xQeB68brXUPBZsYDxDEpy8DGsUPXATAbwAU+C8JgwnvFa2oLzruzE8TxgGPRbpnzsYVBg9SCjWvJCyDDyAFIS7W1UjPNDzELywLmo8S\\/oiPbBUlrxgDhU8BM0ivda9srqLVtC7RnRbPFCr17w7p4e8MHXaPIDScjxgMwC9X08RPSDyKTy4luY8joHmvJbg8Dvu9QW9J5QkPWwfBj2ApIk6+6L5PDZCkjtImfO8VywFvZsgCj3rAVE7u6OHPEDslLwmexo9YIUlvU4BvzwWXw27hqIhPJY\\/s7vWhVU7k2m2vNa34zszCvK88ItePGAM5DymaNW86xEWvMswzjsguzK8i196PNY9hLxbZ7S8yx3VvA9fDT2I\\/eG8lqBWPJf4G70zD8m8q\\/NFPM4+5jwsYxw9fnLovABVULumTQK9kFggvXIPHj2Q8bg8yLTnPAaAGL3LvKq7Q+sCvUYiczyG2OW8Vjccu+qaCj34tp48os4QPRA5Ljyr8U06zF4CvbM1Fj12BqY7i+nxO9O8jLwQgJ+8Kz8yOxAfV7ygjl68VjdZvABkhjnzjrq8yHwTPUvXUzwLi2W8O5S1PNbaJ7uYxsk8DgaevG+VET1oWc28BiervBihtDxG3km8DFocva5NvbyrPLw5NneEPKZznzz7EW+8NsM0PKDHo7sXyBm9QJjUvG7v47xA0hi8SAPzPAuh9juwgtw8nj\\/DPOt1szwgws+75nAQvYw7Jb3W0PG6thMTPcZ0SzxbJT48kzCDPBjDhrywi6u80\\/KbvHAiOjwocvu8wKAnPEP\\/Gz3QPMG8W+JBPMCa1Tu2Guw8kAYfvVK8Eb12DLk8RmT0PAMQ6DxLWcY81mfLO6tNIrxccAU9ELaTvMqsAT2mbpW8Jvq3vBj8i7z2q2q863LgvDffGL14Bs48m7J5vICfBL0iyQG96+GyO86IBj3DO7W8crIFPUtw6LymOG48s1oXPW42zTzgOo+7JkAJvNAiorzCpiE9IBwkvWvoxDyOlYg8C0TKO6CraTyyKxg9CJEGPYZPQDwC0yc9R2EAPQ7\\/B71Yug49G9gMvFsSmTxzQs08YwHePGMkzLxWaIi8U4XFPJ6KCz3uQY08xmoLPOsQfjtGiki8tjSBPNt9TjwgOBW9m6VAPNDSMLy8wAg9lm0Zu6h60bxm2ly8C5fGO9BIRbw2cB084LRNvCYwJb3YoOk8U7CEvEabfLzGwjK8e3hivE+xH724VCY9kF1KPA7FwjxmTJ48o5mNvCPhAj3movI864k1u8SYAr149648A3OMvDrNCL1ogeA8wOl4vNSWCT0rweU6zhiqvNcqDL06iwQ9+CmRvFjin7wGgNO864cCvceGB70cxwI9a503u9aa0Lpu6ZA8AHR9vGMgIz1rB4K7Fv1mPCtR47sG4zA86ocbPVZ+Dz16Dga9s87ivECtlbtQklC85oolvfbzujurckG8m72lPPaAPjz3rgc9I6\\/avPsRBzwWFKQ8ZH0WPaonFL3PwRG9q0QGu6RzHr1DYd487j4aPda6Bbu7YNk8ji4PPfh31zxgni68cLu0vGsRB7uU+BW9SL7CvLhN8LwGWOO8dhpevAgb5zxg7ES8mEaIvFY1ujoYu+e8QMWwOzv4XDzWvrW7liyjvFCjZbw2PN08wCSWuxgcu7x+a7o8I1zuvA7sg7xjg6M8ShMLvVZx+Ts0fQc9UI\\/XvLjZibwHtAy9Kwo5u0Z+i7zLkYO7CPKsPMRoAr0DHLG8KvUHvZbuADzSLiG9q1UsOmCegjzGUBU852IVPSbOC7xWp8S8YKxZvFYzUzrjXNY8ToHYvB59Bz3+9\\/U8+HH2vNaGhLo6Ggu9KgUjPYPxhDzOqYw8dljpO1A3jDwACFu7oLquPKtkMzxAwh29kKIJvXQiJj2Lhfa8wAaTvBuQy7yDcuI8G7H+PDCDMjzA4XG7xtIfvKupcjurh4k8mMqxPBQEH737M9I8GML9vCjUhDxW1+Y53qLCvPrFGj2+LBS901HSvADYjjygZo47iB3KvKv+njwrmz+8Nq0UPMZCKT2bLxw9284mPeSkE72gX\\/q8+Db\\/PLj+AT1w6yy87s7pPF5IgjyAN7C7gHKyukMglzzu09w8wm0jPW7W37xWlGI8cLMbPVPCtby+rSm9qxb1OTzeKD2rfVQ7QnQRvcv+hzyzOaC8pqCivAPLIT170l28ChIbPd4zIr3LJoa8xgVGvLN6tDxAIF48FrckPcb0zry2H6Q8M13RPLb4u7zwIFa8IM3YOy4aKb2ruKE7VixCO0th9bwGpge9DmSGvLfOCD2O0QO9oPSfu\\/uvtDzDkKk8nm2YPGv5fryyQh49KzHDPMuou7vGk208L44CvSaVYLyruGu88OnzvCKkBb1gzc47q5ThvGiS3bwQQuI8FnAMvYiLqDxWPci5KA21PIB7nTurJvI6gNjfu2AYEL0YXx+9\\/j8RPSBAvDsmfSc8UKJ\\/vNZCkLrW+VG7AHWCOoDV2bsKkB89FtGeuyDDzTtrxwo7UPIKPMC0zruGKSC9ixemu2AHzDyHsRu9Br2zPMoDFL0QIB683mQDvbuHKr3b6hw8LgIJPVY7kzyAx1i8y6fgO7tLU7zkPiC9AOCPPMZKtTxWRgM7rsgXPc6NDD02eR28tgrUvHbIwLy+29A8CJoXPe5ejrwW4j671pzLuhYB77vr0B28Fn8cvTNDtrwsTAi941bAPDZmOzxrbvE89tTrvCBB4TzoSYa8hpobPRNrDT1WOUS5FpUNu74OoDw6uBW9g\\/fLPJuGtzx3jio9vp6KvGsYlbyAaog7IFETPcDZ3rww+i48Gz1kvDBwuTwzSR09cAUAvbvQHD2Gcv48gPmsu0AVBb3DKqS81v0NvGbGR7xb8Rw9Ftvau6Agmrt74Lo8ANMEuxsuirxzjQG9juq2vGYSaDzXLRO9eOPLPOYyZDyQi+e8dp4ePRYI\\/jxGfrs81lEXPO6l07ybAuc8FsOkO9CulLxrjmI7loZSvP69kTwrbgS9u\\/YUvUCsS7xzh8W8suwZPSCvhLzuFZU8YIehPMAGvTtzoMU8fqC8vJDNhzyG+Qq8i7PlOyvFtbtMdSk98AaoPAPxorwwX2G8Jkb8vN6FgjwzArk8JslIvKCyzjy4Nom8yGyIvLbAFjzgkSE9f7AYvbrlI73EzCC9mPopvZu2Ij0b9yI8+8JlvJsteLx2IyC8Vg7tuurNHD27sZ08292SPDKtFT2w7sK8VkCmu+vdUDwWhRQ9ZtglvUbKIDwmVdA8Cw+CPFMgjbzrAhO7dmQAvHBHDTxY4yG9ILPAvLbi1DvKgQa9ti9PPE5xibzgVA89ANktOusOxbsPnRQ9+3urPCuYxruD7g69HiwXPUL2HT0rBnE8COgMPRvLtDzrN8a8JmrtvDYS5rsnDB090zXbvFaKlLzrgQu7AAySPGuI3rtTY5+8Y\\/PvPNuZhTwjh\\/c88+OLPE4h\\/jxAhSw8llIDO6RUIz2jFBU9iAr0PGMVqLwDGw89UJ8HPR538bwv+ig9K2rlvAsCpjuWvKo8oxX2PGsqLrtoRgY9aLXyvFYsbLoApd068D4VvfC7Ir1uy8O8g6zyPDacjjsLB\\/U7BzEhvU8UFL0bEqS81k8IPevFx7urBR09XL8NPVJUAL3m31W8VgCcPFbk6zoqEBO9HjGIvL6LozxA7NW7TijWvABjjTxYR488piUmvKBv6bu3aCC96yk+vOAtiLwr2ds8y9OZu6CwL7xrmhm8JrQCvZv7Br2WAQ+8trLzPGsvZDxifQK9Ft2rOwDA9TsWoCU7AOIfOmPAvDwDOu68E6C2PACIt7oITuy828XkPOZVj7zLBei8doYaPCjolDyr\\/YK8GG+GPIY+CzzzVMc8pgNVvKML1LyQmo48yNkDPeCXazzsBQK96BojvRIECL3rZx+9Lh+lvAhVorxWee47SKuePI6hED32BCS8Vidhuq7z9DyAQq07ICGQu9YjRTv4Ppe81CklPRYQuDyLy+K7q4AfPdbD7rxezaM84+64PE4TnjwgVqA8QLKvvOPhgjwAhBs5xorNvKY7TrwwBQe8IK3ePOI0EL2b5Im82KAUPeCZCD0Wmto800EgvRbOZbtT5xo9d5MRPSbb5DxWxmC7AI42O+ty0jvWd4E8RjG4PHah87tm6Eg8OFK2vMAKwLvj\\/Z688+CUPDADPjy8qQS9nrmKvIYBHLz2yao86yb6vPt\\/xTxWcii8SDsgPY7FJL1b2lo8i3waPMbKI73WF8o6Q8uZPAjl6zzTeZu8lpjpPGd8Ab1\\/Pwy9zj7uPFaesjsAN4U8Y3chvRa7ILsoRA+9dsaqvK7pJr3anye9c3qiPAYi5rxALH+7Rm\\/0PEy0Bj22Be+7RM4kvep2Jj0OtM88uzgBPLwgDD2rzPQ7GqIgvQOlxLzXdhC99qVkPKIOEz2eIxK9dqNzPD7tojxYagC9GLGFvLb+rjwrsew89nupuy47\\/7wL3jG8P0sOPUCsJT1Le308wuMZPSAbibsMXwS9YukmvXMM9Dxsrgo9sAxnPPYJoLvrVKg7JrCHPEQYAr0eS9c8nmn3PDBDGbxLiwu80MHNPP63lLxfywM9xpMZvS99AD0\\/Bgu9S5WNPACbC7puuSG9uwJZvKuOPrs\\/UQw9oOrKvOSCED24xvc8+1kkvDCsWTywiAU9Cw63PFDAIj2boKq8gG4ou+NPC73WOc276KaoPDv7mDy2TqW7QAUOPauKSjyW7BW9y0QFvd7nFb0AKBQ6Bo9IPHsZtLzo8SK9E2H7PABHMrqW3FK8U4ayvBslF7wT94u8XLcnPXbz3ztojaQ8mhIFvQvAyDxGyQw8tgidPEufnDwzvCA9q2LbOe\\/MDj0GnZ68AACvuKLxAr0740+8qNykPMeCH70UsRO9a+HruyBtrjs2IJ07y4SBu7sCQDwrJR28QORnPEvC7zxqExU9w9+JPJtEjjz4WNO8s7jFvNvcJL1gJFM8q3eQOy4E9LzAyY+7X00gvROozLxOJwm9nteKPIcTHr12tPU89qb7uxN6jLybmwq9wEAUPUC7ETwWrIs7dq7Iux4UGz3Tb7Q8K\\/1VPBYC7rzAqWw7EH5TvPtNjjz6FRe9O6MMvQZ2EzwGJqq8vuKmPPYkCz0Avxi7cLCsPFN\\/+TzArLk8MwCWvHwvJj3uZta8VkdBPEDZ5buWtIC7QL5HPKv4jrsiwie9K7uPPCBp1LxD5o889s2Tu4STGL0+hqI8U7u8PIC0orvTcSE9i7k1vMvAi7tC5ww9ay0KvIKEAr0m8L2808oaPavbSDqrPAA8SNzDPGAI87tm+AS9i4vZPNYbTjyWJRy8Vl4EO6u+vzlA8w08258pvX\\/tFz2bZuq8KKraPASBHD22gGY8kLMYvOZCCbwjnZs8e78CPHAUwLz\\/Ria9ptLuPG7ynDyjBB490xq8PBanpDyA5+27AH9GPJYnVzxA6PS7dnwKvIN7l7ywFvy85tkIPVS+FT2kIxG9Q7\\/VPGiFhDyzM668UJ8kPSMKqjzQOJM8uIaNPMslMLyWtZM7q\\/u9vOzqIr2H8CK9gEyzPLtrG7ykLya9K8LrvEC4bTxDKsm8XmXdvMgeCD12+j084Ae+u54K1DzAkvO8AG7bu5ssJTxAaSM8+G4mPXaYbzw2j5C8O9ImPJC5D7zYEdk87sj7vIO3tTzW7kE7S3XFvAsyk7vQYPS8c87ePKCrWbyTf\\/e81na2OwYgLjwLqAU8I2mdPIhID70qiA29S+d8vLbdUbyrnEy7E2sJvdbwHbxWkgK9IFBQvNbb4LyrupW6Flgyu2g8w7wA8lM8YwqSPIY5SDzAItO7xiCYvDiFmbwA3868dlFtvOBffrxQHN48a16HvOdlCz3DwrI8gMOVOk5pGj0LVg49NqrkuzbOLLxLWwk9Q9kgPeC0QLzu+JY8UHl4vHAQGz3mqiG9m\\/CaPNOPEj02pos8I2GDvHvFqzygPyK9O1VpPEBzdLyIOfg8z2UVPcghC73QWKU8qCDGPOsFeLsjDg+9yyO4u66AgjyCJwa9BKccPWhGCr12zlU8HnLiPO5ggDwMVQE9YA6HOwC4Wzzr\\/++7VsKXuwtFKL0G3ko8q9TUvPiTz7wrga47bhnLPCDmhTxCQgQ99pAivDPyGL2WbfO7hkBdvNzqFj172BK8m\\/dovCtzBburvMW5iLOTvPcmAD14oZ48lo7TPI98F73mNcm8sOB6PJbguLzQBTq8S32vvFj7jrzQRIm8rjijPPa0Zrwj+rQ8YFGauyZVCjwDeZM8gzyNvEO0AD13zha95iUZvHZew7zAg+g7uIGhPKahJjyudq08y9XyOwtZDTwOqQm9q33IOh+zBT17Jy88Zvs+PAtZhjt4TYq8NjrjPPLYFj3oBro8QKncPOOkhTwD7+U8k57ovHMwpzw2HCa8BiEMvIO85jwS3Bm9WP64vPCyrrz2G828gNizu+Q+Jz0w1wO9vgQjvUBc\\/burZls6Tv8SvatV7jr7Snw8i4uhO6tU7zmjXpu8ExgOvWiz5zyW65C8EFgNveNK47zG0AC9qOuBvOsxwTxAXa+8wCf+vKs6Uzorwb08tp+SuwugGrz0cia9oBZ0PDgW\\/DxzB9M8AGJoOwiD1zxgJOu7POQCPcs1DDy\\/cRo9q5urvLAPDLyj\\/a68rnKePACgfjnwXzq8+Ha9vBtduDxSph09FxUYveO927wDxNC8U2W2vLQUJ71b3\\/q8O3oyPFbhzjxLCCy8gHeTOoMhmryODRQ9G\\/y2vCvFXjzQyRK8ABLKufvb5rw2ny08y4QZvYCxmLvC8gm9xsIsPCCS67tm\\/ey8JkewvBbSJrzLhY081oqSPGtG8rvT5O68uhIhvROwJL0GuTs8YPyYOya5MrzLFyw8OzUiPUvJ2LwAKSA7KzqiumAXJbyMFhk9lr7iPC4a7jyL6BY97ly9vKxBKT0gf5C8xHcKvZCKpLwzW9M8FFcaPSYZd7wgHLy8FvnOu\\/bbczwWUKw7dk7GuwaVCrwAdPG6AyjOPABEt7oYLdi8m40ePTATgjw62Bu9uxKtvNsO5TyMaBE9MP\\/NPEikxTxAPRQ8E5jWvMaAcbz7Qr+864LAu\\/7IGj17hjW8poKNPCBnGDxee5K863giO9J1AT3LQdK7RmH4vP58urwmy0A8AMeLurNz4zwuhLe86Oq1PFssUbywRV68lKUKPVtmurw+DMK8NjLcu\\/vyI72rhO66FsECO5O4u7wCeSC9i\\/aaO6vkobw\\/9ii9INaxvKC6gLyeEqY8Xib\\/PAbN6bwD+ay8y4GaOwgL8bw+N+48FNMEPbgJ3zzAMSi7ewrYPBBRpzzA04E8c+WcPHC387wLf2A8k\\/2YPAvbBj02oMc76zWVPF5NJT2HKSa9q8ifPKaIZDxWWFg8i1XDO9Yq8Tprd6I8q+\\/8PP6dnry2RfM8W29WvIvqh7zrtPc7oyPYPCDJS7yIn628SN2BvEshpzybueY8sBlrvPhHijwrjCu80JUbvMdAGT3obbk8q\\/CwuetKhjurabs8gOQvvDNVlDy\\/oQe9fmndPHYc7Ly6qxg9pg9dPJYVrTu4drE89ykfvVb7OLxwNRi89uqrOxxPDj1A+NW8UxXWvMJHIj22wNW8S2EhvKsa\\/zkQjhY8hs6fvEsIKry7HAY9AMolu\\/KDEb0u7NW8+NnMPO5Nybz27J27HgYZvdNsjTwWiYI8dp0fvKvTBTzgkpu8VpHJO4Bi0DtQH+W8fnHgvNZRCDxmipa87NcHvfgNvjwWixS9VtCjPIDvIjv2d8c7SDu6PDuA1Ty2s6O8VmwyOvBR2ry2ZsY876olPfNHurwr++Q8whIRPQtR0Lv4HMW8e8qxPG90FT1TDSC92jgMPfuiMbyA26Y7YKIVPStf9bomZ+o8Gz2aPGuUHjvwrBe89iblPJZIWjvA1g278+qmPDPDozzDtwc9KwrIPMhXubzrfDg7gj0GPUDyzzuWB6I7duIIvPAh0TwrSP+7C21yPAhXlbxoz\\/Q8AEtyu7COfbwLZkY8GGTvvHY6K7yW6648IOGOPIsE+rvA\\/Jk7tlBpPLsW\\/zzokNs81iClPIDAcrxw9Og8Bo5HvIAa3LsWPx081ojNvApRCz2IHK+8+58bvasQhzmTGKq8Q02QvIuIxDvv1Cg9VktMu\\/PvsTzTSrK86l8ZPcp3Dr2ARii9wDv7vPPdmrzbbHU8EBMRPLczJz0bR1c8G74nPcNUj7xWhqO8uE4MPcT+Hr3ud7c8bJQUvVYHKTrAunY8tiNdvM4lgDygkB+9Q0PGPK7UjbwgcB69oGUHPTbNfTxu0pO8KMT4vBYHETzCsya9OJzwvCvK6zyTKqg8Qq4EPev4NLwr6DG8I9j+PIR6AD1rPvG7HhsePfgKFT0bgbC867XWPEMajrzm8A09+ETdvFBQHb07nw48QJyBO\\/ahFjybQti8jtexvNY2szyepxc9DnsRPY4eET0wohm9CB+9vPZq3DxLDCO8y9RfPE5LKL3\\/vww9T0MRvcBa1Dt76n48QzH2PAYYlTymum48SAvsvLilxzxkEwe9KIvyPCtWYbzWKxA8iGYOPbNDIj0rZo46Y5GRvIg8jzzeGAi9IIaZO8v2djwLvdS8jqSCPACL7jso14U8q7dDvPy7Ib0AxFM5iHePPDY4BTwnNg+9q4y5ums9v7xmkPo8k2vavJB5X7zSqBE91nuaOkf+J70o4r48E129PPDCcLzgMnw8yPghPVbOuTyAKLk6QGVUO2CGAjxOgrE82wqCPKvvyjvAy1e8i797PObu0DwTnMA8YNuEPLuZeDyGTMo8IACCvGAxMzxDIuc8q5kMPdvrB7y75d48C5HMvLCE1rzgGL28Fhbmu3aU3TtO6wO9K0i8PLv+ebwYh5w8TsUGvYtHgbtQn1k84LitO7D7LrwYJbe8xMMOvQDjyDz2mAg8wPkHuzaJ1DubSXe8cG0DPG4bnrzgNnu8WDnFvDpLBj1C2gQ9q2+QPGRXEz02ZRU8S6GVPBt+ljxT+Oy81hZcvIYD0bykKQE98OjBPMsNtDwoK4U8OEfmvBBXCD3Ln808\\/CsZvYB+0Tsizg+9PDIkPZaufjv7fq08oJrfu3YkIDzI9Le8QH95vIDykjyLab87xmaEPIILGb2TSaq88DZKvOjborw2Ed07q0dnut7K1rygPNq80BXpPE5c57wAtds67zABPf4DhjwkcwI9KzXtPCs7nLzI5ic9uwiWvADn87srDxG8CF76PBb6Obu7jjc8a5wVO7ReH71+fRo9ZrVUPFbkEzwCsCa9EB2jvCtNED1mw208n0UFPSoqIT2Yjvu8bqAUvfu9prw7wGO8m90UPICTXTvQiJA8e9hDvMLTAD2AwX+7Dr3ePLKzFz0eKqa8dmzUPD8xIz1TxNC8DjCIvEA5FDtWrEU7wHGCu2KVEz0bUYy8UyUqvaQ\\/Jr2zL6e8h2cPPZPL0rz+2Ac9a2jYvNAhOTwgZxe9Fku5u9sbbTzrDe685mqsPIDu\\/7qzEee8AFQpvD9wET2A3+A6OylmvB7eDz2eada860JAPKD7WrzyggS95EIjPYLpIz3SMwo9iwx5PJO12ry+6ZA8u5aoPKuqprlWSP+7qyaMufbNgrsrCKY8Br56PGY5ODwA3uq89xobPdrTJz2wEwe9MLfDvOgNGj0A6hi8OKjPPNtdNzwgh0U8ew5YvBiKzjwLL708Fq6DvLbHxTzY+u08Sw25u5Y3mLscyhS9oCiAuxY7lLzbLAS8jIccvfQLHL3adRA9OjkUPWYqAb3AFAo8CDwjvatNIrwo5v+8VnJ6O7iR1DwTDSk90JFtPC5TzTwArh+9oIwavWjPiLzgWyQ8hOQFvauRK7xDnCS9E8TPvHA0GLxGBSo8e0D7vNYdaTyrihW9tpqDPAOdmDw+u9g86wDIuyNa9TxamSS9UKMsvFb0Gz0rLvy6uJMJPTBepjwrmSA9ULzDPC\\/lID17Vxo9WwUMPRYLUbsLhAK9K2D6OoyxJT1ApRI7fjbBvKhKH72uKbI8eNmXPAtB\\/Dvr16c7IKMPPXYhJb26mxC9TlyxvHuKHTwQXo08AjQHPYsL2TxWlWe7lpDTu6uBbTtj7Lo89n0cvEgo7rzQZGy85p9+vKvfkzwoG788Z6MWveNREz070Te8O4lSPAP4pjy4qCE9UK0EvMPe\\/jxQswu9u\\/YtPIsu9bwm46E8Y1smveYnCb1mnDo85mHgPDbMpbuwKiM9W9crvKMVBr1QEsy8oMskPfBM0DwreNS8M3WvPABvHTveWpi8A\\/khPdYgfru25oa7Owv0vH5q2rzs3Bw9Nut+vPACurwIb4I8K8MxvHZnCLx2h9w7MAzqPM71zjz\\/5ii9fsiqPNZQDT27JCm8Jim8vKN60bxATAU7u7nEPC85Br2Lf6E8dse5PNsDjLzzkIS8i2mwu0Y+bDyG7bM86ze6O9O8E73ocCg9o1XdvEY2R7yOuAk9wikbPWY+yTzL5DI8RkafPEBYZDwjAto8q14Ju9PayjxL04u7ENRsvNhUiDyWIc47CPopPa4iGr2+sss80CakvMZn7DzrRcu7myAWPWCCjrsA+YI8M5kkvXa17zu7JrK8cOYGvBdDGL3QgCK9q6nzOy4gpbzAhXy8s0IpvUZUm7xWWdA5QKJovG\\/NHL3rLs+8TmWpvDi8EL1gDIS8K75MvMB40zzE+xW9dtSsu8hXDD3Gpck8XuuaPKtl0zqrniS9SPn\\/vPhH1Lw+xxY9Gt0iPaDR4LwGMkq8lj1iO3MZnjz\\/ESe9MHFEvBNIzrygHtO7llW2OxZ20LzGKPg8tOYDvYZYnjzMwwI9o6KTPNjylDx41SK9qy2wPItcsbuLjjI8UxaNvItp47tAn288t8EYPZalOLxbOaU8YCCUPG57jLxeJwA985wevUjp+LygFri7hgLQPAYfJTyYuaY8K+iZvIvHlrw4j9y8VmbcOktOEr3mCUm8vtQGPdDOCL2wOAW9C6H4uyBajztwA+O8IpMXvQZfwLzOipc8VqI4vBYlKDxw7Ac989opPeZbKjzAAJq8WwaNPMPYurxbO5a8uFXaPP4B6Dw7Ygu9V2MXvav6UTwrZos8q4OoOkB8cDyO0bS8IMzmvJqDJj2YPhS9q7wuuyvghjuAPuM7y5EWPB5737xDgB49K\\/JwPHialDyA79M8K5XLPDZUwTu2Q008t8kfvbb62zvm9Ki8q8JtOWYaTzwzOgA9YNWYu+vagzwYXfo8APP1PJYuwrxWLas68DTbPJtR2LzINP68wMUjvOCXJ7xGWpg8gLMYvKBmSTxLVMm8cGQTvEdzDL3A5388E4uQPJSAEr3HtRw9o5COvHa2JbxHOA898AaivLAMJjz4pZa8ZveHPLYpKjyrURo77mP1vJTiJL0L7va8rvjFvNYNJTtrB387My6mvBBalDwub4+84iMEvd7fIL1MWQy9C6b4u1vDWTxQM8A8YDv4vFuCXbw8VRo9QLJ+O04\\/Dr0T0BM9aGoNPYKRED1II7i80JHZvHqeKT3WgGQ7HjC0vNZ5PjyWOsE8a7EjuyMVIr1A8ZY8UBwFPF5wnrxzAyq9EFWQvAMF0TwwfRo9ox\\/DPLPa2jzm7oy8FtpGPCtMwLuWfi08S1djPAal8zzLLKs8Fpm\\/vIjDoTxwRQi820ufPPB8lTxIZv48A3WAPEax3bxAxf676317vKB0KDyDsr28+n4cPdNr0jwrjlE8F0olPWC3hryGv4a8BOYePRb58LvW\\/f86ZhWQvAAPj7wDm7o8i6HuvFjxibwbOrG8ZNsGvZh2zzwQzUC8hsxivB+FID1rcEM828rePBjzoLwrnxS9oA05vAB\\/LjsmLbS8QLhjuzbmuTx73RA9IAULvdgSkrw8wQ69wIjOvE6c3jw7t+W88O8fvZaWPLvmfKG8SC8XPUv1lLyvQyY9PwIOPYhdwbxIGSI9JpULvGdFIz1OxsO8yxq1u+QpED0YAfK8a3xCvGbM3jzWMNE61vK7u1bnwjmrRdA8pkGsvCubY7sA4MA4XqXUPDBxB7z299M7UKkNPWerDT2aMia9VhFCPBAO+byyPge9nIsovQAfJLwG0lW80ORoPPMgwbzbyDW8YEDcvAs4BjzraSC828tKvLu287wr+dy8eOMPvYNztzwLzc27NgsXvdjPrLyuLJ08cBbsvOyqEL2gpb482BPkvI+JA73Yjtq8w7uOPPbjPDzA8og8Vu0YvIeRFz1Iwow8ML2QPJaE1bsAlNc8rikbvZ43+bzGBqM8sP+LvECHdjvjueQ81p\\/vOwY4ULyDDNg8KwhJO+DjSbwWi168IEnRPKiH6Dww0SM8sDj0vIZ9gzwWTI+8a4R6u4Z6ODwupds8sLUePexLKD1UNhu95rKlvJtPQ7x+e468Vs3VPFvPX7y7hCK9FvkUPTtYGbxkWxs9qpofPUh0r7zW2RE9yDa\\/PH4WrLxSZQc9VpSbO4Pm27zDLeA8+koTvfsU8zxssSm9eL8dvQC89rtWuni87t7DvLCMjDzWn0C8GOKfPOBNjTtCRga9tiv6O7tQJL3W0hO9Vnd\\/O4CK97sWcC88S\\/Swu4ApursQO2u8u2pivJh44rwA+CY5q8WCOutBzjwmza08QsQKvQDeJz0Gu7c8V\\/APPYZiBb2ApW28UBigvIbidzzYsL081jtbu2biBrwTho+8gPaYOlN767w2wTK8UNk9vODqG7wTkOg8PjaHPEt2iDuoxc+8JmqcvGjQ5ryDqB89Qxy4vNumTrxrV\\/+80GMkvQ4uCb1+JhW93p2FvDMPyrzEkgu9IiYdPduM4bzg4gA9S6iFvBONKj0edtq814cYvdOMrjxcyxm9C7UJvRsHKTwWp3k7npcYPd4CqDzbCuM8K6n0uhbzp7vMwSI9KAuNPGBXlzym6Qy9EDqNvPavD72Akdy8y8y7vOCtTbyT8dU8sz4qPfMtrTzTndw88vUVPeAklzt7e448MIglvfDB3bzupts8s7eZvGsOJzt2OaQ7wCXovGz0Fz3A6+u7AEmOu+rNAz2gmqc8wOHsu4MsJ73QFgo8gJ5WvABkNbmI\\/o+8trJ1PLjUiTzbdPC8KInvvKAH8bvg+qG8C1tyPEbjuLwAk9E8\\/iClvCb6UbwLttm7vxYUPVDgfjyAsLI6OCTivMt0IL06+yW9SDjgvJ7UyDwA+Hk8MMhjPNYUgLsfRSM9ANhLO3blBDyrwGI7QEQmPDuDCL1AGuq7+z\\/4PAM96Lywri68a3NDvE7fFr2Aw+U6AG4VO6a4OzzQDt+8e1UJPUt8mTyLzJ68U30Sva4ty7y7fAq9ADRPugaA+bxQaLA8m1NzPLYeEj1jLRk9+IGcPPao\\/7uQQZQ8wPdhPBgVy7y2kjs8CKDsvCDF4rzExhG9oxX7PD6KlrzrFZi8Kyf2uqs4UDt2Ocq8mLLgvO5n\\/jwWTIs8UDY1vECCfDvYVKQ8K3MEvWiRGj0Wn4U8o5W2PESzJz1GaO88QmUSvfYv1zsuQZE8gEMqPc\\/zIz0DeeG82xwmPY6Uhjz2G\\/K8du0cvb7wijyIyYQ8WD3lPEZFb7zr84S8AOjVOjudjjyAQA09q6axOdbMyLzk0gg9IE5IPDA7Bj1LiLa869FePENchbzGIgE8+7LavMhg07ygrrw7K3EFPLbD07sGO5s84P6JvIgv6Dw2kr47q+5rPDcsFz0ipSa9C9zZu7bC6ztQ0AK9AloevWZlyTzA2B+7VlliuXhbprwGjMo8o\\/LkvAhMHj1LQ308IBtCPJtQOjyuRie97rjmvMDeIbx2fme8JOQjPSYLFLy8GhG90o0PPV479bxAXKa8wM9vvPDYADz8Nwo9q5qzOevZGT2bd2C8l\\/oYPbPZorxbv4A8YIjgOzRbGr3TxLK8538nveCnCrxMhA89M07sPLuOxryuqsW8wH8Wu06Z5zy+HOU84HW3vEhIlTwwWNy89\\/8YPUAICLsbb0u8oDb0O8xLEL3W3w69C7QNvJaaNTyI+Is8wqACPaNayDxWZS84DsHWvMb4ijyA6e2873MYvW6CxTxLTBA9C4ImPWgO\\/bwL78m8Fs\\/YPFoLFr1wDkE8SyjUu\\/pZAD1misK8s47MvBg6p7zGCgU8NpbzOzttCrwM1wU9Jh1APH4EET2AG+u61iyDO0aFIzxOMIA8lqhMPLuynTwrpEU8NmClPEY90bxIZPk8C2\\/UOzCrnbyWZZY81liAumY+rDybBae83mIJPTu35zwvZw89+xkEvMzTIj3maiM8Q0LdvK4DE72GyvM8ABhOuy4KHj3jQfq8HhuQPOoEBD2wQHY861IpO5i\\/s7ywXIQ8yMwnPasLzrqb2CQ9F9smvbuOALzGo3w8q0XuOwPy6TwWNge8i7nTPFsFRjzQHaM8O+0UvGZqILzbja88ttD6u5b46bu2NRC9ABnDumuaI7tmsBK91uhLPEauJ7yzTdm8az6qu6bEKb2oPZu86+yfPPBCGj2Ldi68lmfDuyDavjsra9o8LscHPctQS7yWTbS8Vp53ulaa1zqQvvc8a7S3uyYk9rwzooo8NnOOvLMKKj3TYhg924u\\/vEZRTDyuBOK8ewwZPLBJfLxW6WI8+G3dvLusFb3Whga7L0IZvfZ9HL0QVku8AFgEOyBAdjy2m\\/27O\\/rovKCxuDtQ2Ck93qAqvUuzx7tWMvo6OyOPPIsks7wrtd063pjhPFbt1jsu\\/ii9KD6ZvGD9HLyLF7I7OzHIPGv86Tv2zbC8u9EAvepiIb1+ANS8IO\\/VvOolKL1zrfk8RkkjPKhDgjz2XRq9W8sbvVCrWzzudL28BiDEPAA5ZjwAPdA8SNaZPBAw9DwABni7sITFPCA0sLugDBG9Rg22PHsNDD0OJJi8WzmmPPMgGr2AHO271oiBPFbQWDwGaQu8RgcNvMDj0TyrYHK6QArOvFaCPro+3ua8UFu5PNeQGz3Chx69e+EgPN\\/1Gb3DQdU8puelPJArN7yHGAE9EBRLvHNsibwwoHe8LkcnvUKWB73+A9+8K\\/beu5TJFr3gWoC8UHwAvGJGAz0Kxhg9noP5PJil4LxGnYY8UBqIPOCg2rvO\\/\\/Q8MHlvvPCf\\/LwAdJs69vIbvADuSLwwlDU8gGWQus6FyDwwASi9AGWeO4sQhLxDRuC8Nv8CPFZZbTpbCEE8AJxjvGsmvDtg6gS8NjDpPFcYFD0OsfW8v1EjPdiLIr1WhP268H0Fvb5ryDzrDZS8KxPYOlbcgzqE1h89BqmuvO4gKT3Dgg69IJXIvNsqozyr2Mw72zI4PLM\\/7Ty7hQG8pgsavfsI5jwMhwm9mo0KvQBzvjwLN6O8A22YvEjzyzxj\\/Je8xNMRPVt\\/xzwAOGU6FmVlOxCjzbyATjS7azwfu54Vljyr3+w6120MvVZfHTyelQg9OxQpPdwAIz1Q+vM8Hp0dPcDUf7tmF\\/+8lvMTPTMklLyQmgY8MhQXvYC10bsw4TW8CmMCvevztDzLqr08ADK4uqtTJruwHy88mFOYvDO7nzxvZA49QDrIOzOnnbwQWaY8ix\\/hPMbtUzzwwMm8oEF+vJAfnjxzNCe9xoITvZDbHjxQ6vC84+sNPderJb0TRCM9syfpvAjlsTyrkIe80F4wPBBwkjwLgdO8xpM+vABAqbgA8DM4+7duvKNzrbyoa6+8q+\\/2POa4E70rZmE7K0llPNBWfDwrTw+7Q722vAurrLy2tv876OSVPPuLtbwg\\/k88WImXvHZI0jygjyC9tlyZu9+5GD2mqYO8C2QjPKtIqzkwuSK84PYNPH+DCT2rmMQ7WxyzPMgB4zxgQ9M7AAIFvCTRJz2D0Lu8k3rbPMotAb1w46I8Or0YPafXHz1oPtM8yIyxvKCLnDw24hq9UL9uPHLYET1YgIy8Vmj7ulbvvjukfhq9CG2bvM73i7w4MNK8gC37u6c2JL0LYe+7YxqLvPY\\/iDt6RiE9QIjfO\\/thsLyUjAY99hvXvIDDrzqnNiW928SOvBr5CT2AQMi6FrUXPK68Bz3yzRg9a9vGO0YzVbwumMM8u4PCvGDwWLx2TsI8oyvEvGBMtjzL8C28t1YdvbYROzwCQQ+9s0eKPDtGAby6Pg+9y2ykO4a4Kbzumyi95rT+vFZSgzy7+7S8q13DPNv+kbxwZeE8S2WhvFaM47uQ8hQ8+J24vGaP3jyoFLG8KjcRvVtXC7yOzMY8Vi7Yu\\/a2cry2MgO8zkDevBBD6zwLXbK7kJAHPQ++Db2MLiQ9f\\/wJvS7wGz1WHZG7Jrc6vJhBI73W9GQ7CAf3vDDkKTyr+y28PvkPPdu5IrzaXxm9ZlUHPChzoTz\\/DhA9vq74PHvaKrxIFtk86IyZPFy7BT2T2ZG8hoa\\/vJYPJzvjKsm8sPWDPObDnDzGpSe8PoInPXc0KL045co87zAcvQCporrrvoo7blcHPT6r3rwgc7k71idOO3vteLwiKiM9i\\/SCO9gtFz2QwWs8q3W4OlZ1JjmmSCg948DQPAhn97zjLAG9x4sbPThdHj1WSNy6\\/wgFvcSLJ73mpTg8Jt8EvOCkrjuk9x89y\\/jUvGRrHz3YbY28ZqhiPNZ6fDtgwvQ8gJmKPGt5XLv7lQ88AOkXPPg+vzwDoPE83hUGvYNHBT37fQ+9AHsdu8pWAj2iHgi9rEQNvWzrCj0EsRq99DkTvWBvnjyTo4M8aFWtPNbFlroWjcU70FcJPID9GrwLo7u7K7QKPJssJr0rCOQ8Y5UCPUDnU7uQ7sC8+\\/72PEAjdDsrA3M704H8vA4J1LyDibc8VuoMPJDviryWY0a8UBsXvFgG37yLu0c89DgIveB3NTyrbQe6AE3KO7sODzwgIgK8O87TvF4O2DwgzxG8wiwavVgy\\/rxWOgQ968hrvD4H+rxWTXc8yJGYPIBWDjyY5rg8WGKavLI+Hb02TDe8y+M\\/PNCHnDxow8i8cPgiPJv\\/77wrlIe7+88XPMAdALx+gSo9nvzMPHDwHj02mq874Nkpvbg3pbxoUow8KBj7PCN49DxwGSs8a3H7uyDmvTwe9w49AG66vDYveLyAgxO7Mn4JPfbKTLwzgdI8YJagO+sbzrv\\/UR89Dr6bvMAphryQnaU8MFN\\/vAMG+7yWS\\/k8oiwjPVNYlbwGN788GOXOPDMVxTw3kxe9gNxwPJODrLyrU226gOiWO7jjDz1TzLa8wAaDO3uIXTzAhjW8vuzhPIB4krtwD9W8yHiovLbmqzyAUeo803K5vOtLajyAtDW8C9GAOwaOeLxefpu8ILCHPBvZHb3oZOy8cDK4vLZxtDyzqfU8djKVPCt2SDuoKMU8e1lnPMpmA72rmUk61ogCvVamxTvIntA8dg3KuxBy7bzA3ro7wNfUPCghvTyDaiM9N0YFPfMBHr0j1Ki8a1wtu248oDzomg294DgZvIvqyDxjxrW84KDhO+Ay\\/zv4qdc8NoL8u3gaxLz7hGG8w1ICPU5qwjxW2fu6vEcZPYC3pjrX5QU9D0InPbT+Gb1G85Q8wy4RvQ4qw7wnERW90D8GvQNGn7zAMJM79uQdPcZzybxDgqk8w6GsvNg+Kj3OZZc82I+dvP4q97zWjCM8VuTUOpwOJz3nlCS921\\/RvJa9nztYXJu8BjdZvEsrDr3Wt887kFWqvHSzDD3onus8qzZJOXTDF73YtIU8E9EjPRbdXrxm8SY9o2u\\/PBuyTDybND+8m3vOvGYhJbzAzgE71gmsu8tCubxmfEi8O4T0vHin4LyrNjI8ABpPOlg0C71ODvs8AHkOvSsaDruWKco7OPSCvPDABD1Y57c8bsWLvCNY5rxgEVW8c7jCPPtP5ryzo6E8sJxMPEZ3XLyrxL06EG0dPdbBgLyL6wi8i2nZPJRWHj1TzAg9w2HbPOD3hbx2dxW93q8BPcNijzzAcPO8yzitO1CKQDxoDBi9mwElPCBKz7sIygc9OzKOvJBhgbwOIdQ8GNwhvcsr3bwD3pc86CD2PIDbvzzAPCi7UKr0PGNfxjxQMk08DpbiPJDs6DzeKZs8J\\/YYPTiArrxGVg08EGzmPCAP1LsYWaA8j4YXPdbjMTtWLpk6VsDyOzy3IL3G1Zy8K47tvJOoB73ApiM7ADjtvHejG73wUa88348FvcY5ZjxrCo68TljmvCOuHb1DWLc8xgGzPFCx3LzwXAm8YE2QO\\/c+Cj0AhCW5oOEMvXb27Tzby1I8AGkXvd4BkzxwRjk8JvMpvDBKEj1L4Eg8CwDGPKOA+jxrwTg70g4fPUMFKb3ezxk94POlu1ML\\/zyi8iA9VowVPIccGL2IBQS97q+ZPAZR8jw2x5c8ppVTPAuK6TvYP8O8Azj+PBDIfTwrM9A6WDDOvPd\\/C73TXsq8i6i8PK5wqzymdwy828bZPFbL\\/zo76ge9M6bSvALCEr3L47u77mELvcgcKD04A\\/c8tus9vEPJmTwDuY08FpxPO09kDb2byLI8Pu7LPIDXIjxrpxi928n0PMBmp7vPmSK9vuWevBaGuzvbpd88QNfYOzut27xbEWA8q3+TOsCTPTsQvQS8cPbRvMrWCj1gD8I8Vs3yu\\/Nd8TxIBKy8KzQCu2vFTLsmU+I8i6xxvFZuiryGbC28lpgfu+uRYTze2xc94PT9u0\\/EKD0AoFY4i5vwvPN7Dr2gI+e7xtjnvCD2i7vWyL86KyVTuyffJz3+ntC8gGNbPB4\\/tbwLWiE8RvFRvIg1qTyrWR+7JqcmvKuFZLrWbyw86BjGPPjk27z7ors8S8+Zu9az\\/TqgPaS7Q3eoPLa2YLxL2g+9oASFPOjmg7x47PQ8xq\\/pPAsoULxAK388VogwOqAy2DuI76e8I3YUPfY5iDwAVDM5oCPYPBRaET0QUZ88PvrmvGvowbxOx+m8Nhf9vAAvrDzzvRi9Llj+vPi60rzbqxa9c4XAPBaoozu7OMC8kG3zvAbfkbwAQcc6u\\/7LPLtURDyOQ908U0enPLhfhLwmnxc8IvoovavqDrhWOhu9O9k+PDMq6zwAOMA8kIhTvOD1oTuLHM48YAwnvS57jjyWunK8voOsPP9BAb1AdkI8wBf5OwvxGLzrxjI8A1WIvOzzBT0e8N28a\\/Pyu0tnET2zx\\/K8EwsZPQAyQTvHtAO9noevPHaCeLx7ORs99ul5PKis2TwuwNG8MB87vG4jgzz+d8c89ub4O6CmbbykkB+9oDzaPHaqvTwAQDC3MES1vIAE1jo89Ai9plWtPCYNpLzWsfA6iDgUPUDdIjx7awi8+7iyPEIKCj3W5ye704EFPVafMbvULgy99kWUu9bySTzEMRG9gC+kuqYOYDy4SIw8ZEEDveQ+Ab32RcU84IaKvI4i9bx22Jc7lon5O2Yl+byAoTQ8K6LxvPtsYTxA76w8VgdPO3Mvsjx6zRM9PL0CvfPvED0SOSU9+A2QPJZGnjxW7kk8R9MjvS5ntzyrcEW8BkrHPAQPG71mosS8j8UmvTaSmLyrouo6JqGHvJAwGD02GiE9sHcUvCMZ5TwmgWQ8rP8APUsvFrxg6FU8IDWjvAACcbz2bKM7AKI9vPMPwrwrB4k7FgKSu\\/a82Tz4gc68Dv2XvOaXTTzeRtm8UMX2PFZti7mr0vg5y+OiPFD9XzzbQgs9u+fUPGC\\/pDuqqCi9K\\/6yuwAsJjkA6nI7nNsdPbZ4a7yrpaq6NoZMvCv8rzpgX807M6TQPFg6hTyLfm88YJ7iO3sz9zxgP1W8+yCKPAJiFr3rZTI7Frjcu3PRrjwGqxI9IJNPvPPSj7zGCP48Ngybu7yuA733ayg9SFvuvPYHXDyr6+86LHcVPW6XCz2AqH68jnkoPaZb2LxeIgc9z9sEPfvhobwkVwg9ALwluwCVCjxWezO6y5gMvSjP3Tzg8wm8xnJavO4H4rzGoF68RqjLvADKJDymSC48mOKxvAC\\/37zKbiW9puvHPJLUKD1W36U8FgQGOzBv\\/DxgsIy8cJ5ZvPtFXrwW3nO7AElSOnJHBz3LCvC7FPkPPWAB5TvA3tq78+vWPB6pAb12aOU8FknjPMtxG70ospQ8aJ7qPLr5Bj0ecxi900kdvSsYbTvLC2O8+HKVvCAj8Dw\\/\\/x+9VPwBvZaDObyEdA49WmMFvZvNF7x49RK9p1MKPcsqjby4wgI9jicevVgqHD2YhaE8O5awPKrBBL02ZT081K8avQY1Az1WNRa7VuRVPEDnVrxwa\\/88VtQMvOa9mrxLNvy8TrPBvCf5FL0QTTS8WCemPCvSNLuQVlK8ZvLsvICPkzzmGaM8gAS4OgCcfTlgdnY8BjMgPGjfvLzLuKs81o0hPGd8Eb0gS828k3+mvIDTZryI\\/og84NQcvADxb7ygZMY8o32kPMMWhbzwyxw9m3KqvJ6qqbxW8cQ8q4v9u5B6izxyQgY9S3IAvXb+pzwX2ia91ifeuhZiBDwsUxi9R+YRvZtjlzzcOyi9AByePNvNGLzgVfy8AGltu9bDsLrArhq8Fm1hvBBDCj2g8Mq7aO\\/MvKP2wrwLJBk9C23tPEtMTbxL0\\/u7cC1CvEighbwAOdq7g6DePCBssbzGZ6m8nviNPC9jJz0zrBq9NqOuu7DkKD04qc08FmT3O7jc0bwmekA8kJoYvfDQY7xAm2+7OOMOvW+DBz3r6WY7AD8+ugtxerxLWPG72+CpPA6q3LxQME082MevPHsshbyj+Mg8mBvCvCMFIj1ggkU8EEKjPLu\\/GLzA0ze8gK61uluqWLzW+8c7v3IDPY6t6TwGKfu8S8aFvEPQnLwIasO8Sr0dvfZS9ryQMzE89hOUPLgFqbwoIIe8HkjyPFjHhzy\\/VA09y\\/s1vCauPLwoz9o8by4GPazSEr2QKsu8AAYcuxPhjTwAMuE5Vx4TPYjHzjzO4+C8vgrCvAuQzLzmVPa8Toy5PGu80DtvOCo9gzvDPDOVFr1gh5S7APpjunAdoLwWv\\/s7ZxoavUh59jwqChO91lonva5Turx2DCa9ZvJdvLP207z45Jc8kOzWPOuzVjw247W7xgUaPY4+i7zyFQS9+3ZXvDgLrTwLap088HfnPJsFBT0W6sc7eCAOPdD8jDxQH9i8oGD3u5DPGDyD3oK81NEAPVZlSDtWs326FgoRuxs\\/B7ybCxW98CPKvDCjkDyvnSW9a83eu9bMJLs3OCI9pGEaPQtykDtQgXm8uG+GvByjF73OV++8yNePPBa1QDyWmy68iAvtvOso\\/LzwFjE8TxYjvYO68jy2IF08SFKtPAtEFzy2JWW8W5XTPAZ2yryQlWS8VgkWvJBtlzzgCQ482H7UPNZuorsGXBm8NoPKPDtunDwryYe7GEWJPIYLAbyrgPe6C5alOwaj9Lw2fVY8vjbMPAAzNbo+GsI8240RvNwWHj0rZyM8sCMjvT67Dr1mJEQ8+22CPKDSqbwrov47ikYBvTZeB7wmT8C8i+4qPHsjRrxWu1I62DjWvACLmzo4u\\/m8Q9GyPABYSrwDqtY88LALPLCj+Tz78Bi9q6O+vOvTHT0Of\\/S8VqenOzAXQzyWOXI863kTu5MlJD2ujPY83u3LPIDG27ue6g29kCXWPL43mjxwKwi9Nj7rPNMR4TxE5SI9blauPAsvgLtuVQ+9pmZ0vPs6EbzGLc48enkZPVBuVjw2QZ+8q0vwOpDKRDyLOSM84MgpPdY\\/Cjuzu+68W9MovXJ4Bz1+1dk8ANCCOztqwzzrlSm9oH+VO6Capryu3PI8AO5HvBv9zjxAnmO7ljGWPPCLyLwLMdu706WRPDOM9LzwyLG8G0ZzvEC37zy7KUc8Cw0TvBDmuTwOcRQ9EMzZPJ58GT1WTcC4iwaxOwthBbzTWtE8KywFPFZPxLlWOo46TkeUvLB1+bxmaPA8jpCWvK4t9jxmwPa8cFpzPED5xrz8hgm9klgTvQBI1jwg04W8Vq49OivDPbv7BuS8JqwnvRAbDT3ekue8a8UnPMDFhTtgP+o7Fuanu2AAuLwLQMY8tuP2vIPynjw4VIE8zA0VPQYLujyrrAM6QKiUvNZJwDsC0xC9g1aQPDhF8TyuKSQ9y+2hPAtFazyIqNQ81DoMPSKAJT1uNv08tPofvStgObu7pJY8QNsFvBbo2DsSUiS9OOkTvYDiODxb8qO8FAsePX6+kbzW6By9OPq7PMuLxDx20Q89cOIBvAJUH71LcRs9FqAku0DRIDzrXl+7g+oUPUb8+7yuSY089MUZPcbF1jzAWRe92D2NPFZEWry2dn+8BmurvJhfCr0LfQa99qafPBC8I7xjPg+9JpF2PEtPGj0Drr288voBvbPwvrxYebu8e6kTvTPa\\/7zzqOW8nHUQvSuQ4DsgSh+91uuCOpYF\\/Lvr\\/iA8wsMWPeusMzzT89G8gC5Du2YcFLy2V1y8NrKkvA7oJD0+Pdc8ohIUPeR3Dj30Mya9xiToPBag7bwoAyq9wHW1uzB3ID1GgWg89B8APe9kBb0Gv3K84JffOx\\/WCz3oL9U8K\\/gXPchxzbwAf5Y7OzsLPFgblbxADCW72xgEvSBGHDyr+kq4gJcPPWv4FDw7uGu8ALzBOutPrTv7E\\/W87qcUvSZ59rxIGBk91mcwPAC4BrnXvwW9KyV0vCt4qjzYE868A28DPfjovryQsV48WPvzPKuYPjp6bxS9m4iEPJbjIDygePe8s8SoPMY5pbxre+O72xpivB4mpTwbKvG825cfPNbIaDuWLNA7i+8PPDbBjrzG7yA8Hm6PPGTxHT17aVE8HmugPF7E2jzwAS68Ew21vFYAVbxg5Vw8lnpSuyTRAT0236A7+NvePDygFz1ofyG9K2lAO\\/xkD70QteI8VgdVuvZ05Lu+GBE9gJHTO1MahLwQGhU8cJIbPSt74LzjLKa8TEspPbvwGz1WUaC7YL2sOxYNc7sXJio97km2PJa6c7uAnYi8oKqEPGtCP7vbehg9q23YPFLYAL1a6Qi90BjkvABoDjzrl6I8tjRHvPvaqbxIO9E8AFPAvHP1Fb3gZSc8K6IUPGCcBr1LSak8cOQhPGepGT1owOg8hjvzvDN+DL1WAz+6KwrlOw5hrryTdqO8K2uKOk6Jlzym8wu8Q+kGvYY9fTyWngE9mH7BPKM8t7xrpQE70xa4PMbpALw70gA91sXvuwANlrr4Rb+84I33vLtzNDwXBRQ9GkAKvSYV37zQGhY901LRvIhVq7yDWMo8EOPWPJvjeLyrIby7FufUvI8MFL2\\/FhI9YEALvFYeArzDVo08nmzYvKCcnbzrfvu7+ALaPCs49jwwpB08kAzVPBY1ArtQxJM8cBGjvKu1cbpW8sm7O\\/haPIubELxLrZU8e2hXPAZ54TxrwO87xg6ivFvLI70uJLa8+qYRvaQxDL32VhE9F4MHPSY+TzzGbOS83nPBPJT\\/ET346ek8wM4CPOtf4Tx+gZy8yEyLvJiE0TxuEsy8rnDEPHhu9jwmh0e8CxQUPHuAHr3mmAi8XOcEPThvyzzWNRq84PyoOwAUaDwYpvm8dmP2PEuyu7xowRC9Dh7jPCDtgTsQQR49EMrfPBC5h7z2RZo85IQLvbYFsTzwjxU8ABvfO2tj1LxmlYk8rPEpPQt71jw2Cy+8iDXFvM5J\\/bwgxv689lXgO9br9zqwKxG8kwUqvXSAEj1eSKm8YIGhu2Cj4LsL2Ye71lh\\/Oxbd4LwLVW688IZQPHB2T7xWTPM8VOsHPfY91LsY0Iy8C1BDPBg8Hj2eroG8C3ANvFDT1zwfgRk9NkruvNNZ7rwW99K8FqsYPEA\\/mjxAIu08S\\/WZPDBt27w+d848lhzJu1b5njwAdZU84MgBva\\/0B72QHJS8CHqovLxlHL3zN4S8YLbMPOdaBz1AZAK8JqB0vK6LBj1o4bK8rCEIvSu+pLu2oT489kCXO9SVDL37NA882JsRPUuan7sLofw7YFeDvEtWNTw4vI08LtvDPFfIBL37kL68mJLlvGaEoDyAaeW7tu31vKprBT2eN4a8EFE5vGv1Mbyj0Zq8wkkgvQhM4TxWz+A5dzgJPVPc97xLsq88hoD3vKDqoLzHbh29FvSgO7u2HD1Y1+g869Czu+tGrjyv9wW94IeLvIay8rxajSM9q\\/b9vEAlezw2cSG8tqq3O5uFqLxGDFA8cgUoPVRRGz0sqQg9ABQ7O0shybzgFq683NsgPf7w+Dz2LTQ84B\\/qPMCK2bz2C6O79jEEvWCFTTyrklq66506O+BB6jtOCZw883TpPHay2LxLGc68oHoEPWbIiDyAPxy76FelPHAuWzxmkKA8KF7svGiM67zA7DE8q8Mtux6LCT3o7B69FsIcPcuA8jxL4di7jge\\/vNPP1LyrGsS7dr0JvI6OvTxreFO799UmPdbBLTzAmVi8CNfpvFZ1Xbh+ePi8WAQHPUspL7zgz548mBjdPBAsYbwQ6Co8VvWCut6w3TxrpKC8y5d\\/vMiPvzzeDPw8AM\\/FurB3STyW9Qc7o20avQbhgLxLxhK9KBcqPavK7jkmozC8OJffPOCsuDubB0q8gPmkvJaJPbtAPEk8O3E9vCutObwmeNC8WMWuvFP3BT12orU8q\\/IUvWqCFT1mFUM889qqvCcnEL3AW+o8C721PPD9GT27EWc8wxaNPFzkHj0wpCc82HoGvWO40rzIH98826R4vFZYf7u+Mf48\\/re9vNYSYbvGt6a8TsDgPLiMrrwbEgo9zOcZvWa6Dr37iG+8Fgq5O3DHCT1wWp08RsJcvItMtjtw9As9aDLePKvYPLsGcSo9g8XAPLO\\/rjxA2pO7VmUCOLbw+buQFrm8qwrvu0sIHr1Wnmi8\\/mz7PIJ4CL3zLPE8AGAQvDB4HLwWiV87wA0AuwPK5rzLQxw9\\/rvavMOXjDxmcae8G1+dPBA+Z7zMwQ09oLQdvD6H6zwAnGy7ANfZvDIeGb2wvek8S88Gvdai8jpWn2U7a0EuvOAhZjyepra8pvNPPEtjTTz38SC967VAO1CGgLzUoyK9YMLau+Cl57tmy388wxkbvQu4vLwcUyA9AGo2PE9RJb2aHAy9rveLvNPOEz2D64i8KAwcPQNRGD0+KAa9cJzVPKa8LrzArK07wNFoPHNWtrxWzOM6xj1SPEsgXTzr8408sKkfPAZP5rzg5407iswZPTCuPDyrcJk6sNDpvH6MmLw+RoC8tsQNvRYdCzxmFf88ltlUvAMJCr2WgfQ7ADvsO0QwDz1O+Ja8SIkWvQMmzLxvrgc9izkWPYQxHj2QTaw8Q9TNvCI6JD3gP7M8IIzMO8o1Gz37eXY8OvQAvVY2Vrtw4SM9oOrIu9jrrjy2hCC8ZLsDPetPqDxYiww9fvC7PAihmbz4biq9CMjPPEC2yru2T4W7IiEUPTbOcrxbQQS8qA0LPXYVyDyDjB69vgulvMCUb7yA7q88YCbEPHscsryUzhA9KzHSOyCupLvmGhw9q72\\/ups6Dz2Aj4K7Gy5TPK7ADj3gwc68a1V3uy4DnDzMUwm9m1p+vAAWmbxExgY9IL1BPECbiDzmTOS8xqDEPKbLoLymXmm8G4FevK7gAz17\\/wi8zmgIPWgPBr2Dtv48zAYVPQv747zWGcA7eGUSvQvgxTtnvw+978QSPStpM7tOIO48QHuKuxgxAD2bCx0866gcO+IYEr0j4Nw8sAbuvKuJgLqWjSM97gO3PIwkEb08ZQ+9SLvSPIgWhrzaeRu9vkbQPIuHkjwwRoU8Vl\\/HPJNRJD1rxp88pt30vB+bI70wuRO8I+6VPJ7c\\/7wbnSK8FsuuvBDi6rxGUH08hrwYvLYx2jt+0eW8Vn0zurY2XzxW24Y6KL6EvACKUDwO19W8vkO2vACJ6bur7bm7Gwf6PLjMlTw218I8hhCrvHBpGr0AlCQ8UggcvSrNBb02ujo8yL+3PDPgCT3Ippk8yHnOvP616rzGFxc9K4FtvMguKj1GY3+8NrX2u9bAOTsrE6O79jU1PNbHpTr4a8s8wOxYu+5AzLyrjb084GQDvJsN5DzIMsa8\\/k2WvPs+Cr1H3QO9gw63PFakJT37KJg8I8cEPc4W+rzT8rE8VhUdvVb5hDurYxi9wPtEvEC5TbtgZSK9i0+LOxDZErzLatS76PXcPIt2+buuQry8lNkYvQATUjoz6P68HrEVvdZxGbwQeaG85vuRvLuFqrxHCQe9PE4gPbvSODwPFSe9cDxivDtVCbzG7C28mOatvCsOabv\\/vyG9e10lvYDjxLqgKS08LtrBPPAUh7wgxxC8\\/hWIvAjv2rzyqB29juH1PHw3Ab1Mqg+9VtAhvbh23zyYupQ8NqMaPRagZ7vwncK8\\/OwcvWsNATv7IqQ8K9dZvFv0NrwfIie9O0x3PIOluTyzXvA8gFxSu3vjVjyq\\/Q69Fr6GO9Z97LrIT4y8MIUIPaLcGT0nBym94N02PCesDL1mFAA8ll95vNxTCz0I1Zo8F7oQvfMK3LzA+7M8g\\/QKPbO1DL3a6ia9dgO5O+7E77wD2Lc8O0QGPQAkazsQjVc8HkARPTAdl7yLjYo78k4FPcCH1zsrrNY8m2vjPFaZobxcJRU9VnVNOJYm7TwrxDy7D80RPZhPq7yO0IE8fhIFPeYhEjymoPu8tIMPPYf2A70vMSe9EHHfPIAfvLviARa9wKEjPEsnn7uQfT+8QPnYuwYPSjz+wv28zE8Avc7B2TygOvK7kH8lPQ5Yz7zgh208VkWWOTBiE72L94e7VsW\\/PGNPobzgUm68Kz\\/LOlbe7Do2neg7FkaRO3PGzrybS2C8oCBsPBj8szwgkQQ8iySEPIYXfzxglg49zqr9vOs5Irt7FAa8+6MuvCxsBb2gJDg8tuWivGPxCD2fqxI9ILFgvGOxsjwGkfG8UAY8vAYWXjzr8yK7EFetvHu8KzzblUS8AF8qPIBSs7zADZ28K09VO9hAD72ibg69RmoXPB9lH71M3h89CqQjvQBFMzuOjhS9zLYXPesFvDy7bc68ENoXvQRdDL0bbdY8o4y5PCuwrDpr3987Q36mPJc2JT1qdR+94zPWPBYLmLwymh69W8KDPJYDsTszyAK9UBnQvHsYKLyYrr48QNNUPLPsmTyja5+8KDCFPE4UqTzowpM8NgW8vHdnBb3bE708sloBPXB+Gjx7BNu81sxzPJ+OGb0Outs8EBcRPRCje7zAgLI7KKXQPCDUL7xzSxa95AkcvZa4ybzQJe481mYGvCBYfryAMRa7dun6PPP7Fj1DVOk8Y437vF\\/sIL0L4Zs7y5WgvGZKE7wbTh69E7wVvdAWDb2reoK7+qQPvZhTmLwrajS76D6hvFLJDr0rWeE7CNQVvXKIAL3g9Eq82McEPRBao7yL64C86HLBPLPd8zyS1gs9FpgzvPtJ7jyeYh+9AK\\/6PNt7Z7zLEw88m2C7vJCi37w+pQ29W9SiPNZ3gzsK2ym9MFkVvRD1AD0L34W73r4KvVakWrtOH9M8eCjPPJbKTTwO+4E8\\/oHCPDwJJj3nDww9IEwUvcBvIT0Og5I80PlpvKZpcLwKzCQ9ZgDLvBYf\\/rzvvxI9K7EGPQhNgjyAHH48hsrzPBYsm7twUyk9K3bXOj5GET2D0rc8Vpv5utusSTwQdPg8YHDEPLs0T7xLz408u\\/yjvACwhrmiiCe9drEFvRjEyjyW3Q28O5D+PPdUHb07Xxu82yUIvXB5RTxWuVa5OOCRPIOzFD1Wsey6UHpvvLAyBr2AYka7T+wDPaN6Fb3zL+W8dFoPPTvI77xj++I8sCDZvPzqGz2rCFI8FnYhvBYOLbyjYt48uEy\\/PCbbszyr30U62CzlvGYrmbzLFwG8WMYKPUuW4TvQLbc85huEPFwgKb16AQW9Rhl7PFMwFj2L8RE9qwDsOuuscryWi2S8YwQKvWDChruWbKu7BvL5vDvgBTzzvh49jqUevRP5uzwgfKU8Q8kGvfbmBrz+9Qe9K8HMO7ah5TsA+gi85rGlvKKtGj02gvc889oKPRbEFLsGvr+8CDi0vGCi4Lx+ku48tnqSO1BejDzmxQq8jjUnvYvRHr0OS508OHL7vGtilbzGg1a85rouvEMh\\/DwLG6s81KwavXCENLwrAUc7NguIu24GuTxG+6E8mzJHPPYPrTxwaYk8gwMgve4BD72LICo8JrkNvUuRIb0esgE9K8HDuqYPPLxW2la89kmdPOhq0jyr1ey68KlcPAtxyLxgu9Q7RmgEPOtwSzzLCok774wDPcBCVbsAVJy5O9A\\/vHwJIb0v9yO9BuQ4PCR+Fb0Twxc9G97\\/vMaD87xGWx89i3tbPDslzDz+9yI92IyAvOCvgjv2EyK9b+YQvdZEprtkZBM9\\/mOqPFAJm7zmE0y8MKb7vL9IEj1oGs28ED3hPEiw7zzWNiM7fuzePIuLpTwAHG66AGrPOZvAijxTThK9a\\/YpPGA2aryAWb+7tLgLvcBUp7sufOI8plUvPFbfDLzwhPg863wtvAaRyDxe+ek8NEMKPZyIFr2AnoU869ECPWvKyzsveQO9divFu5vLdzzW5ku8S+ECvW4vDD0mN4S8eHrpvGYHWLybcyi977oYvUtFA73wesI8u4wFPBDGlbxOT9m8kG+4PIBkjzrMZwu9sDwsvHtr6jxgtYc7O\\/8IPMA6KbzEViQ9ADuAOiqDEr3aVQM9IMnwvOAMcDx2JUc8OHGXvAAJLDoIGMo8ZubyvMZNIj0Shwq9g7LDPLDVbjxeRwG93krbvAZgJT2WpgS968mOvG5K+jwAV3I8Kz9wO0ruIb0OzvY8Gm0MvbjqDj2TU6c8OkkBPb6rlDwfGAy9a0YrvCtcEryLrRo8jPAXPSshCLyb6V88+IEkPeME4LyAv1M8e51KvOBHuLxw8xC94HMjvQ77vzw4nR+9LjyGvIBMSbyLuaS8aJf6vGYDNLygG8C8w\\/4DPZYY2Tz7GV28yBzMPGbq+bw2cqU8gDZJvChMxzxQkt68prNbvCa0XbwLl4O7MxoMPTbJ9Lzsego9u9GSPIBH0bx33yS9djYYvJQ0KL07En68QDXivDYCgjwoHMG8i4AZPcBWBzubzMo8oMglPa7M37zGghe9lhnxO1Z4CD1bjlS8Ru+SvMYoHb34RwK9aisSPYtxZzyEOyM9CBf8PIBYFLxmmZa8MjEfvQDqrblToeE8AxLxvFBsvjwjbw89+w4KvK5YDT1zvsO8QJmhO+BtF72bpsS86PXNPDbtHL2+pii9S3zYPL7ogbz4ORS9K\\/ikvL4KDT2WxRu9QEeQPCvKCT3bB\\/y8y4Q0vMf8IL2beQI9+w+SPLAUjjz3pCK9K3xUPC4HBr1mPBK8G8jkPLBHy7z+lvQ8EPNcPMv217vcDBw9IzWyvO7BsryIvsC8tuJHvPiM4TxuP548AG0wu5YsLjxji6I8MJFMPOApJT37KTS8LjkBvWbABLx44Bk9gP0EO+tEgjvOaww9QMIBPQAEKDybYCM9W8YNPLt8KTyAk6S84HZjvHPjKT0qnx+9f54GvSvCrDqQBrS8dNMovTjUyjxrA6u7qxakOYI7C71QdzC8IKm7u1bVOLoGlyO9UK1RPAiZrDwuphm9zHsjPfOZDb3WgMA8QwOqvBZkDz3oriW90JUAvAhC3zwgO\\/Y7k\\/XNvHM3lbxAyt475mg9PNL3A73bq568qPjXvPiWA73G7h+9C07NvBYJKzy6rCU9a+HRuwsLnrvW9A48OlMLPcv5j7xAcQg85tN2vFuuSjxDpeu8S\\/QgPWCTDTxjyYm8qyJpPFxgHr04hNy8y02tvObLCz1DFeu8gMGCOi4Y\\/by2Udw820abPO4eKT1L1Ky882bxPBtKJr3k3wI9wmgYvQbPuDzbKqK84+e7PErzIb0LZr27SPy8PCsA+Lo7xJe8Vv5eO4uXGj3WNlu8BnbGvEv2WrxDVL+8K+xnvGCH6bug\\/tE7Vjy8vAPpsjzWuIc8+M8ZvXMLtTzLvHE8a38Au2sCEDuWN4g8YO9vvLcaAj0bV7q8iyYPvDZT97sz0eE8ZjQPPWa0bjy7oki8YJX+O5zkFT24nyU9AKSqO7OokLyAVWw7qyzcOpZBDD0rO5s8poBNvKZ0JbybcJ08g4uqvOI\\/BD2f+BG9SyHju5aECTsikRM93twPvQBWLrr\\/VQK90xMPPZ4MFT0AbpI5vPYbPaNU7rw82Qm9w4u8PMBvBDybLRi8XmHuPMOgFb0QJe68Y6nNPEvj5jvGiRg91p\\/2O\\/+yIT2rBiS8BlQSPKjNmbwrhJs6nmCQvCYdBTxWmmY73sKpvBM3ojw2vus8H6cqPcAiJbzwd308Y2PNPHYrmTvb7fa8qzzeu1Cw1TwoAxK9rAAavRZ0PrtiZAu9G422vFbWNbu24Ec8eMjVPBC78rwgGem7677KPPYwMrzL4pS8hnTQPCxMJ71bCma8S1voOwalm7zAJOs7OKawPMBOqbsI\\/cs8wHFPvEbqgTwgI4w88jkCPT90H73O45m85gFlvKtZ4LyrsI27+0wwvB7T9ryWLV07oDbwO99\\/E70A00i8IEf9O5C68zzzZ6k84PNkPJstMTw+N+u8wOONO1Ma7TzwORC9+ya1vLJ1Cz3ovhe9q2ufu6uN7joA6MY8fuqrvA5SvTywrEk8K1PsPECF4btW6dU6m6N4PPi6EL3iCiK9GEbsPH4ZxrwW9xq8u\\/1tPLtiNLw+m5M8YO0IPfP\\/kzwSvB+9lr\\/bvGvhhTs8dyU9K5eLuzhn6rxg2008F1Qqvd7WAb02mJk7a4YXvfBpTzxgBMS8UC8lvE5B2LwA\\/ky61jJYO4okJz02O+07mEDzvFZHn7urCbe62A2xvGZDDT0W2rE72xCgvOvQw7xe0rq8\\/suavFaVnLgLvxE8WiUfvXamqTxmWV68Zi9cPHALJ7yyCQo9lnkTO\\/gWIz2oE7K81nIAOzt4lDyQAT8869aGO6sTvbvr1EY7QKpGu1sqBbyzyKa860ppvJtNDr0bi3G8YPGTu4vrYrxwIQI9vvKSvFNknzx79vw8wM44PP+VAT0QH1i8a0ocvd5OAT1w9r68K8SLu\\/tRCTzLTsg7wPVCO37CGL2goLE8UxUjveMBpTwrTIE8phKePPaKvjsLAwA8xv\\/ZvPNcFr02h4k8AKysOXpeKD1bSgE8arcZPWBJ6DtY1eO8U0AKvXavsTyIsCg9mnADPata6jho8s08i+Hpu5aN3DzLioC7VmmvPECcPzuQ5be8I1aEvH81CD1b2Ke8AL6quQDZVLzfTQI9dv5UPHaCqrsjvwW9q0FUutsTEL1A7lU7MkYVvSMHr7zLj5481l+NOjCuPzzoI4M8yAOxvMaLTTzrUoY8HhHZvI9TBD1sjSI9q+yTOUdNKT1jhyo9C+UXPcBe47wGs2M8gB78PL6C67zWyng7sN38vOPkqrzDqIw8axUhPDgXkbyLFI873GgHvWhjurwgBOi7towAPAAwoDiAqWa8dhvgOyt8eDyrZVY6wJkmvLsihrzvOiE9q4YDOd\\/cEj3WWYQ6UEvQvOQ5Ib1WfwS7ayKBvLh3xLywwy68Y0GhvDOlmLzOsJQ8yyyMO6BoDD1eTO28JkAVPEvI\\/ryT9fu829RjvLul\\/zxW+ag5oDgtPGAoI7wWXcs7y9OSuzLIC72LxPc8mAfpvK7p8jxr+WO7QLNHu27G1jyL\\/tI8uOjRvIApJ7vII5Y8jvaYvMZsAb3QkQG96BojPeiSuzxAgR+71liSvGiP+bwMNCa9gFk3PF6S3LwSkh+9FuyYu8sSwDxAcm07o0TpPG8ICD3QqEI8bDEJvVbOxbuWyhs74OBpvMYkXryAGnI7AIC9u6vbers6wxO9W9jDPOuil7u7SpE8hp2lvN4lpbyrGja70HUOvSK3BD0wxS88mxzIPMY3U7zI2va8dBgKPUPDgjybvoM8IF6iu0voNLzUSCM9utUmPascDLtkHgk9niibPG5V0zxIQiO9K7Q8PLBBDDzAxBw9PsqrvKRrFj1Qe4K8QNoRO2ABFj1wG348kJ2aPEBFVjybbwW8QFNpvKDZHzwOA5C8MNW4PFZ80Ly2I8I8Bt1PPJwtBr0ODKo8U\\/DkPNDTU7wG7648VgwhOgtXGz3eY7Q8R6oQPQtxqryoK7+8Ju21vD9VGz3WcBW9MDMXPKBigzuOLd08q0MCu87nGT2L8jw8cEPWPAjH2DzY\\/M28PN8YvV7E2Lxu\\/+W824bUvCstpruWr+882LQJPau6\\/7vAaOG81tvOOxtoobzbXGE8szAjvcYWKL3Q2168JrVUvBDavLzmLz285rH5PARAED2o7c88fJ4HPais7rwOlxO9Rg00PIo9KD2IaRg9S0W1vIb6lLwkxB69EOvlPHbCobxrOUc71rNFO1b8WzpLih89k5HtvO6I+jwmtw+9tmCgu6CYGDwLb4y7oCiRvL7Qqrwv2RE9W7CFvPbD0bwjuKi8shkYvahktjx8kQ69PwYDveJTCL3A7Ku7Ky+au2Dqrbvb+Em8wvolPbAaljxTjcA8btEOveOxobwThoY8JtF7vHBh+7y77A+8QHKtu3sgGbzmMQY929Ufvd5uhzyIPIa811YmvZ4RpTyrxF66YO1DvNvrKD16KSG9678dvLsWK7w+0pY8jl8QPYP5zTyY2xO91iZUvIAJ3DxPfig9ZxMlva6fKT3r6Ry9vtIVPcgHzLz2Ovu7gBGUuzB8irwwgiQ9mLHZPFP0yDyGjhG96zJNO7uKfjyUNBq9tmQAvEsPEj0WKD87JiOzvCjHI71Tib88VrH9utYxfDyLenc8C6yAPODDrzzDu4y8y1TYvDsgBzwri6i8MOVaPKZiHb1Acx67H2Ibvet+j7vTrYI8pxgaPaMt4TwjY+S8yskPPYCl8LrAlfG7i7ayO2Dm+DtTMik9w8f1vOuIwzsU\\/iI9+67xvEAuNzwWTky89jLPvAoJBj2AMzU8PpXFvDB3BbxYl7m87PoavUZw8bxQ7Yq87okWvTLjHr2WgW28UAyFvFs3Mbyu1IK8a+d6uw7Pjrww9Wi8tpRtPAD3Urzg49+7cDBPPJsYcTy7jwy903gAvadnDL0jX8I8iKwevTjfqTxWlXQ8QNALPFuenTyrpB49fHQWPTbcKDwLP588oLZUPD5wmbxsZxm96sMCvVCiEb1WVmI6jIYDvfxlE71Aij68k9bFPEAgyDsYsfa88EtdPAvgFr10Lws9JBgCPXPyHj0W6ZU8YGGsu+LgDT3LQ9u8Y8ytPEMfjbyr4lo6eD+kvAtIsDyQuwU9Vr+uvJ70Hj0gj9y763wZPWgvDT37gxw9JBoKPYjunzyLzLg7nl+9vAuz0ryQmf+89uiFO8ZYETzrmT28MFvbPLsoXTwAd7k724Q+vEsukztmVN68Vt10OysoAby2GSi8NsTdO2gXHz0Dxqa8HtqrvANRDb1b7ky8LvzlPObItrzbWOm8BKcKvT67CL2DE9s8Fgexuwi2rLxW6ZC5vo7TvL6Hq7yWizw8xkUCvK+zFL3qRyW9a93TvNDiTrww1rG8qxaiOrMlgrzwAGC8O3S9PNadcTzrVDI7phkbvDvvS7ySxQy9H+cUvdaAqTyAMqQ8qzzrOmgr67xW57C786HkvEhT37xLnRg9Rt84vD5Eibz4\\/vW8SG72vFtgID2DqqC8OIsNPQDcUzxnpwo9AM7EPPAPh7xjMI08EssXPeAh8LzrCOQ8dtWAu2tYxruWHOk7a5zYu8bIxbybe5M8pn+TvP79qLy747m8NlYHPZbLczuA1+C6y7PcvDA8o7xr3Qq86zeMu3Yuwjs2tvQ8BowcPFBsKb32sga99s\\/NO5vHBD2TV9I8Ag8qvdvSAjywXwC95mHQPNOhi7wGnrg8YL2Pu2ivubzW9My8pr57PMbExzyW2gU8MIxZvEAABLsL9+y89HcqvYA7yrsruxM95pcgPZZcJb1WhoQ7hq4wPLa5ozwabw69lv97O6j4uTzAlNk7WyGLPB6sIb0bSAU9hIkEPd6HFT2C5SG9bkHLPKsm7TyjJwk9OrUMPQYIgrz2dvY8K7sRvZ5+h7yzqKs8PgmzvIBneTzmjA28mO4KPdAMvLxA\\/ck73pPpPFaVjLkATh26Rq3nPNLhHT1gXy48MrYRvT+PET2onNs8K34Xu+t0ozwmok6819QGPVbahTx2iW88K+kau6D2+TuONqi8qzSzO4B5kDqu2Ys8O+aVvDZjQTzgxaE7IJeJu5ZPMrsQ\\/Bi9m6++vEbeKb27LaA8mCnhvFLdEL2r\\/Kw7jhTsvCZKJjwXZik9gNQsvM7u8Lxef+u8dteauwD6vzs2F0o88F+2vItpOTxAM\\/a8VsRcuoYnAD3wfbU8bH8Hvaid8DzoNP88RAQEvavf1TpAA9W7\\/p30vHBzpbwkPCQ9K4dJvHust7wrRsQ6E1mAPNZ17zrW6mc8IEyuuybBJbxAk1E7oHH4PKvwnbvA1kO76zaivPPr7DzoUxY9sHoWPOedDj1jxSW9AAzLOnNK9zzDfKW8QusNvVb+xLzWDrm7Mz4IvaNs\\/jz78uq8kCCsPMDTGr1zRQs9vivnPKiT+DzWL+i60Ln2vKI4FD2LS4O7BAAfPQsdBr2W6zU8xB0iPZju6jwwQgS9QN0Yuws4QDz7p3C8aEAFvcvwgbvTMYe8m7MJPdBnnTw29Ye8Rv8EvKvRfDtL3OI7A6jHvChOHz2WfhG9KLbXvCtW0bs26MW8oI8BPcsyDr3AHwS9hg6nvN\\/SKT3g0\\/s8gLhqvEaxTzyrwEm8K7WpOw\\/JHL1rTmG7II+LPOKBGD2rluK6INkEvQA80jrwQYA8+0YmPHBvATxglvG840UOvdu0ejwIst+8tPEQvYvzlzugXhI95yUePZbhhTxekQe9u9WZvOihmbz4QMG8Z\\/coPU6XjbwYcbe8xkOYPJzsED1wb7W8AE4QPcalwryf7RC9Vh\\/LPIaQlTwAn+W7eLGcPKvpwTpTuME8erUfPSd0AT3j2Nq8E1TAPPZIejwbmew8qzImvJ7eID1Gty+89rh6PFP1zzyuWPs85usQvUuxgDtqRAQ9y5j+vB6gCz22Xw48AP7QutaG7ztbvHc8IDe0PJDKvLzbWAA9\\/v26PKDYID12Td07ZjCtPBbKfTtGUpk8e49IPJZ+C7ystQq9NgaBu6vD4TzA+Qq8lt+XPH5BG71bBjK8YLD7vE7q+Lxw+co8OAa4vDvyObxgaIG7IMYavcYQ6DzAR7075seLvIOJj7xzWQY9yNWHPFYuUbug2p07nr0TPQAy6LyC4B49D34OPbwBAD3LQxi9\\/qTsvMPM6jwoW7u8+iAnPdhmIL2bLKQ8nkwZPZtIyLxrF1g7W8CFPAv\\/y7tLG2E8tNYMvRtOCr2WcMu7dmudu3gNjzxI2fA8uyIHPBua0Dw73X686yNgPL8KIr12mMa7luI+u\\/qvHb22Pow7i7G9vMtM3zvWiBs8qx6DOxAmtzxUaRu9UoMUvRs+gLxbn+a8sGwWvCMcxbymfJI8IB4hvVwbCr3eMN88KyUKO5jXyDygI8m806ycvID3kTvb1qM82vgMPSuJa7z7bnQ8SwRXPAtT0byOdRk9+F+5PIu\\/4TwA\\/p+5wMVXvKh6Fj0mxQc8BqWTPFYhSrtAkBM9rrPwPJgGibzfFBO9zqW1PHCEOrxD0ay8qw3rvMbzdbyTuwa91hW9uhDtlTxwO2Y8KOfOPCC23DtWb+25KyioPEPm3bxi3BO9FiUavTbnGbwgrlK8XunXvKv0urlTz9G8pn8jvEtoHDzA5N271uDxusAlszurx7w6blEiPVaBSjpr0Q69u3jQvACuAL3\\/vCg91trWun625byD76o8OgEmPZCLhTzOl4S8aIrQvAZA5jzoXtU8JiC8PDYZmbwYLsg8Bv4IPEA3\\/LtrTiG8E+ETPRCrQrw7VRS8xkAgvbgs1bwz4aG8Psr0vIAyDb2L87O7SJH4vAAJEzzW48m841y\\/vMalDzwA02e7YFCvuyC3E73WFQK8uyg6PHbouztWpDM7wKMRO9Yd17t4ZIQ8aIfDvI+\\/EL3gOLc81rkHu\\/ZZpzygKaW8w1cFPYa5YDzj1Qy9wJjIvCvtybzwCOw8dtyCPBiHA71Q2Ro8bpQMPQwSAz1W5qG8XlGoPMZTDzx8\\/gS9FskWu0aYTTwrr4G6g1wfPR5QH72epoG8ILafu9v9\\/zzumva8w+CtvP5kw7z4Cw+9RvgzPBNjh7wemKE8rBoovauK0zgY8gQ9r50pPcJ7I72g9Zm7axJOuxgv1LxWxQY7k7UcPRY1r7sziik9RoKVvM4HozywhVi8cHgmvMCrurv7RPI8q2j6u1B1Ujyw9qW8dmbdvEtk+Tv2gNm7IMWLu1\\/hHT3j3wq9q2ivvKOFDz3Ljp67rLwUveuCd7yIlNe8lnNkvA8UHz0AY1s6m2ziPPsvRrxgrea8Ox1tPDP41Dz7jOa8K5RlPNDPnbyjMrS8Q+uMvPa3Gr0q3AO9lni9O7CpibzARCW71r+BO4BgibwA5oi6m3jdPJPuqLw2DAe8zxYJPbvAObygH667mFCXPF6s07z2gYk7YDaqvGYGQrwm4LU80PoRvUbuIr0AHPw6Vl\\/QPGvZ9ztOY+w8c2v\\/PJuabTwLpAM9ekUDPSZQSTyrS8a6IDeKu8A1VrvwHJi8BozxvFrGHj1WWgk9lsubuwZtvDxLymQ8i6G5O\\/bTCryABf88JAcqPUCHIzxWVCG9pxcCvdfEFr0AgkC8Fhxwu4cJFD22XPe8oDscvNaDSDxIgba8417HPKvZDTwYyKs8+12PPFaY9DsjTAk9Cg4hvRswALxgUaS7k63wvPak2LurIFK8rOoGPXANJ7zGxAk9KOuCPKtM3DqOK+q8cPwgPAt0ZbywSXs8y1plvIDLAz1GTX28TtSNvMqyCz3MRww9VvsGO6t1D7y7ovM8AJ30OyOAwzwARh09q7KbOisJA70mrm48AEdmPGYU\\/jyuWvs8kMwCPJbaHTwaSCm9xtyzPHu4ZLyuRdg8e2kXvQBftzyG+w68fqAEvYOClzy+Yu48dvFqPNZ83Dw4EQM9gJhwuxb8YrvYMtq8NrGnu6i66jx2iuo7JqgYPACfcLyrmR+8kCwavchjCj37XY0898kePfwvCD1w5Pm87i6IPAx2FL0+S8W8UKXYPFaP2LwPbgc9C7CCPE5w1TzGZZq88LkmvJYroLxwRtm8Yv4hPaifrjwWKCO7\\/p+NvA4A7byrA9y6MLSTPHaOFr3WroY64OxZvKYjDbwylgI9Hqm8vDAKLLwwGGM8GPynPACJSTtWOaO8DJ8SvSut+TzQeUo8JsdfvB42j7xr4Qa8nrClvLYlAb3L1SU8trOJPDs9srxgWP87Zsz5vNuOJ7xADOo8xiYlvKvEyLlzurq8oL24PA6XgDyrCGW8WG3BvCv4mDsAV6I8Vl\\/qOwAGAjuQaJo8sMiCvHdsJT2bjhk8Pu7RPKsGo7k2yVW8lvX6vLBWn7ySIg+9cE7AvKYDSTw7D3u8Y8nBvLzvEL3Wzis7MBo0PHACkTyAFJw8W+UZPDjLCz1W5Nk6xjEcvdMVGL0LpZ28GwsuvBQVAj1qniO97qzIvPAFyrxWlYS8mNq6vHOeyrymlCw86J3avGBstLzevNs8YA8OvXZZUzxb3OC8gJaFuzZNwbyM2Ra9QCFSO7bGizwWJHe8hFEePQCSUbzOlhg9FgCKvICQALvWX188j7sKvd\\/mIr0CyQG9pj5TvP6dCr2wM6K8609UvBP3hbx+lco81mf0O+BwGbxWyke7nEwAPcvATzx+ice8gIzpuhaXlTummPc8CGmjPKgqoTwm4AE8sLcsvNbxwzrrL7i8P+cnvWunWDyWwB67Tpn5PDMorLxe\\/+68xsGMPBaxLjvYSRs9b3MYvbyKKT30dBM9kH0qPUB9jDyAyIq6otgaPUDmxzxWDuu7k86JPLdYD72mbCe9SygFvA7qzbxWeaW84Mr8OzAicryIP9W8e9RHvMtK2rywzam80\\/i1vMBSfrue3ss82zElPUiyKD1rw9W7MB2tvNM1AD2wyUg8zp+8PL6ntLy7NCW8o+8QPahs\\/byWC1E83o3NvCtPnbxmO2u8dBMWvQsU0rxjP+i8lsV5PJJBGb3LBMk8lkM6PADql7oQJHq8zufTPMBHXLvbkRw9a6lzPABA4LhGikk801uTvNDLOLwry328EORovHC6Bjy4Ksa8AH40ulbcgTswayY8Kx0evEOwwzwwkAa8hP8KvYMF6Dz7hxM8e5KXPJNwCz2\\/bwE9w+LfvEpbEz3eBd08YLHSu4ubObxmFe+81jUYPGix7TwL85e8OzoTPOhwDz3zViE9S2IpPCYFJ71m6rk8tvQePdZHATve2Lc81pwVPUzKCD1wkmk8hggWvStzTzsrihM7cIi+vL51ljw7xhS96xQHvNZuJTzQms48lM8nvYhJ2jyr0MI7m89uPPbZxbv8GwY9kGqrPOgX9bzQ6Au84BZQPHYaDzwgaXQ87hKZPABaXbzWJeu86ugZvfZuw7ujrBw9Jz0PvaaaAzx+jaA8ntgXvdB\\/zbwgunM8AC\\/lOuZ4kTwrJPY66C7mPEaO1LzG1Kg8MKpaPEsrnLwre8u8OyCpvMt3hDxuH6I8DqHjvMAgFrvILOo8dk1jvDaRDT2+aJu8y5+lPEZS\\/7yLAV28CMSUvDuV6bywuQE8AKdiPEBj+jvMAxG9XsboPCD15ryWxw+8q8s3uosT1Tvwe9C8E+OzvCv1orxWGSI7u6DyvKuUdzvriIa7pqQDvVAuKT1u5908LrjYPPgHjrzWXCm86\\/Q3OzbZ1TzWZNI8FrEtu3AOfTxuNfq8UNKsvLZusjyrScw6q4gwOlaVnjrQkYS8DjihPEDAGbuovvY8XviTPAxSE71WI8u84ECXu8Au3LsGjKk8sPMkvRYIw7yWu1Q8OzYSvTZau7u2MTq8O9oHvfCPtTwOs+k8UEgYvLbPa7y+Fa88IMfoPDQ5DD3T1e48ANFHu8YNZDxo5OO8HBEAPU4MHT3OPJm8\\/PEhvX\\/9HT1TTQc9ViK\\/O0ZSobxzXSA9C+MFPUt12zyDVAe9gNvAujw1IL3g9q68NsMOPQ4aJj0uKxu9RlMCPTAwqzy73Ao8S0ZbvJY42LuPPhq98GC0vAtmnjv2+J08Fv\\/3PBYlrLvDZAi9U6zVvOCf8LuWaMI7416DvEvzHjy7Ynq8Zjp1PKDm0buUORO9ti4ovEPjBT3WQDM8eH6+vAYzXLxAGQC9VubgO0btiDyOya08AzaFPMh57Dzbruc8ANgAOTCcfzy2SbG8avAkPUwNBj2LbhM8AOJ2Orb0ezxj\\/5s89mHhvISsJz1rzYe8WzCcPB95KL0gHhc94IcCvJaVFTzgPgo81r+Cuts7hDyrhCk9pDIdPSaquLyLQG6867wSvVCj+DzY7QC9sHkcPB6hqzxKYxO9ADtfPPareLygTMM8098MPWDCpzz7AEg823P+vKjyIb3mkzo8gJqku4tlAjwWRQW87uPJvPOk7TzWJRi9A4uevDPu+LyIqY+8a\\/uhO5Y\\/ATubuqS8yJbqPEB2Cbt4FRK9g26rPAhhzTw2SE08mg4nvXBFfLyzww+9thSZPL7XBj2guxe8UNwZPMb8jrwrTzo7Gxi+vIuIwzsuCuA8FgsWu28mCD3u+xQ9K65Au7PLAL2bOwW88C1OPEPEubwGbIi82hsOPQMtGb1H9Sk9azcGvBvGsjyzNq+8ExT3PNbKDjvWpv87lv+GvFbi\\/burwBm6R0gUPRA1Zzybfwm95KUBPdjkJr3L8oW7qA0DPfCco7yAApU7OxtTvAsQ0LwDnNo8m3DGPKajULyIng29AOtcvMsKhjy+n688jnchvXbtFjynvR69G6JdPE4ltbz7Vhi8+yZevJo1Dr0AFms7Vo0TvT6rrjzgaMo8gG+eOjYoMbxoqdO8JhD+vAeRJD2AwZE7SEeNvPcdEb1mXRm9x+YVPevwLjyGyRg9ACzqPCZiojzL2LY7UD0CvFPK4LzA\\/Ca7hpXnvJZUm7yreMw69sG6vEYvdjxwr1o8jkcHPeMi5jyLk128FhlAO6v7ZbpLYSM9q6\\/ZvE4nt7wsMh696xP1vNzUFT2mKlC8gEXevOuxbzv7miI85twbvNS3FD1GI7K8YG59PObGQTzj68I8G\\/kJPC7l8byWEO+7AK+APCv7X7s+dfU8wxIJvSt+Vbzwo1U8lmQsvBi8uTxgn\\/G7k8mjPBZSMLsy+Ao9sG0GvKtZbTuzrr88KkgqPXZT6Tu4\\/9m8S8yaPPAZdbyWOuS7v3EXPXO2ybwjYRi93xooPRixFL2WbF+85jUNvJAvqzywzCC9OLTavK5QCz2QzE08oNhWPPYQILxQWAo8cPyAPKDlBjzWehO7dmWQO4d5Gr0+S7a8uvUlPa6Cp7zL7gU9OGHaPHf2Cb1rUBE7eOy3PHtblzzqlQo952AevasGAj3eb988bsMePaZHQ7wYjQa9QFxbOyYasTyThwM9I6HFPAbfSLyu3JQ8WEskPQaPy7xnKQS9eDDJvBCOizyn3Q092E7kvHsP8jyAhHY8K+68uutWRzt7xko8sNWRPETrBD0W3dm8ggYivYvHzjxA\\/X+7+8+HPAeUKD2rb268i9b9PPBx8bymegy9K7CgOiDVzTse\\/dC8vuOfPLBP+LwLsZQ8Y9CIPMOisTyj2xU95v0pvH+vCj2XXgq9NgoKvHiO1bwerv88RMoQveC06TvAsWw7eDzMvLis1zyCgQ49n0kHPVaI2zpAe9m76P2dvMNypDymuJA8q349uzCFuzzuGJU8YIBpPMbO9zw2D8w82PaMvJCWNry4xvA8tpLhvDbkqLwLm+k85rDwvCsli7wwISi8z1wCvcDLt7sLqfK8U1bLvJgH5jyXHA29Bt1gPPD5SbwWTjk8Y57XPKt4IToAGM64BlEDvAbQMDznrxq9I9OhvAiaq7y2tbS75hIDvM6TAT0AQhQ9bly+vMvzI73zZAa9gNVnu\\/MGobz4Xw89bGQdvebqHjwzo9q8LtbEvFaRnLs21\\/279qYIvHuEkTwzhuS89oGwO5C1E73GQ1y8VoiPu6ZuNrzTCR49ZuiYvPaYM7yg9LQ7VldxOqto+TkrPwi8QFvYvG90Cr2WKku88CIPvauu\\/bmAIp071mFAu3ujAj2AJD+8YAHYOwBRsLqAV4C6AOCKuyjRgrwDzvc8gKWlPFbwCTr\\/3wK9kCaPPBD2Gr3sJR+9igQWveYpBrzg7OI8BuJuPAAqTLygPlq8201VPNa5uzyAWTy7TL0BvT5ItDyOAQM9IGMfPSo6DL2m9kC8wJ+VPKvutDoz0vs81ulmvEbH6jzWHCO8IycHvRYnGL1Ywaq8dkYnPKu57jrrjQG8Fve9u2Znqbymd3e8hne\\/PE8fBL2G+qq8GyWOvEsC1Tub8Oq8ZgKIvPP68zwWXkI719wLPUB2vjxgIss7OBCivPTCAz3WY2W7cgkYPcBj4ru2NCk8kKasvCuXeTygW\\/47a1nrPGRmA71gqe67E1OOPIA9BTuLguK7QI\\/EPC5BwLzLHCc8oIlNvDAw9zzXWwC9gAPeO2CB6rvWN7C6MIGwPGuyOrxoXry8a+3qPCPAHb1mMq48C3wdvOaemDybUpe8uyV0vCMuoDwWvx08oBUfvODYGb3WlxC78PGuPP4yyzzWpK06exAmvDjugjwAvka8wIfOOyNd1jzW9mg7IFGrvOMT6Lw+0yE9LkSkvCZ5uLw7w2U8wHUuPIwtBb1Q9LG8TgbzPHrtFD2b5mW82BaPvIjynLyuIJU8RwwiPRBW7rzbQP+8RuQWvVgXwbwQelw8q4pLuKeYGT2Q6y48YOSKvONG7LzrwUW8uIrzPKBl5Dwm2Ci9a5q8PEynJz0L2aw7\\/q\\/APIa+XDyglB49G3awvMYqtzwr8y+7K0XWvEDiiLwLBrS7blqyPFDiajyIn5Q8y3hOvEiW7zw7hKE8N6wSvcAb37vD5K481tEBPRuGDbw2R0g807qPvFYEBr1eUqk8Uzj4PAhf3LxW9eC34N0PvTvPE7xYBxg9AwyHPGJFGb1SwRY95i\\/XPCu2mjxmYEW8i5r5u2CJi7zY+NY8f1wTPdiLKT3bVDW8rg\\/nPHPMCb0LSbI7trB1vAztBj2AJ1M8AKqlPGwkKj1rGv27a3sCPcCKDbuWlzK7LisOvW6RwDz+ucO8qy+evEI1Bz0brFS8wAsZO+C0ELwg0ry7Vt5DOwCMDrzWhYg8dLUDPWyWFL1Ozvc8yyWWPNOm47y7b5+8oNaFO4Y1jTwAXQY9XLMnvWuDBD2ucKE8cxsjvTilwDzQx+68fh8pveSNFL1bmAA9pu4MvRsOAzxKlyo9ePqwPEsBojuOXoM8q8E7O75thjzG1Os8hhq5vDsWYryDhpq8wBh0O54x2rxwVmA8k\\/zoPOP\\/6LwA2bq6IITSO0u5IT3AULg8K3gSvMwFEL0DICe9yp4DPQirgrzAY\\/E7TusZPdgJ9Dxzevw89iK2u8sS3rvm+Yi8yOPLPFbH6bmr7Pi7Xm6gvDYkIbwzA+S8TuzVPMvrJL1WnnU7q6M5vCCE\\/TzSvBE9S6EZPAAhqTq2Ebq8frcIvdYo67s+dOo8ZupOPGu9FbsAKvE7634Fu279Cz2GZ2+8KyomvWOq0LxIjpk8SNEQvbBwLLxLCWQ89sPnu7s4Jr04bsi8lra2PGiN1jzGFha8CDEGvbamDjx7+Ha8YFHIO9yhAr1u4AO9Q5b+PJJRBD24fts86A20vACwtry+yvs8IM4IvQA1RTqqFxc9Jq4PvH5DFT3vwg69V\\/YKveAfmTu83iU9w9rDPHtiYbz09xW9rjqevG7nJL0gwzA86JSZPDsWDLxbTgW9wFG7vCvtlzxWsYy7DnPXvNbsY7yrYKc5OqYPPTakmbtLExE8+43MvHZ\\/V7xWnre8C9WhOwOG47w7dPu8qN+tvGi66Tzm3uO8EDoOvPCMpbxggd88No6hvMvgs7wW3og7Lo\\/PPADnmrqgLgs8Hp2EPDvPezxrsUm8xiBLPFN2w7zrLBI9xjU7vMCxTLyWt5k8YEsbvaZhiDzApu47JGYNvQK6Hb2TZwo9azVRO4RtED1Lc5u7MvIJPWB5vjxYC9W8gCj2O\\/jS5TyqzBw9JKcAPavr3TqAdMW8gGKSurjM2zxWXzG8gKPXOmAwRDwTQfA8AK6VOdjCFD0AIIu6wMWtu1arFTxmUGG8QGAXPJPpnDyOxO08az7JvIBnhroWnju78xIPPfxdCT3r1m+7IEQSPFuHeLwaQBK9uNTQPIDc1TsrBtY6VsywO9baKjzW9wo83ozzvDRZGj1Ak1y8qyaLuVKFHL04bom8K8t3vL7r6DyWZgs9gGwVPQAOlbzgoC28KErrvPsSnjzQS768s9ogvXCJWjyrucS86z2Fu8BQeLtE3SC9HMQjvSAbezzGFyW8dvepPIgiyjx7cwS8Y4sPPcubhbxwZZ+8AGDovPDFyTwAFAQ6rEkfPUZiNryb5jC8W3hZPPCF1zxGeXk8FqAXu5BscTzqDBw9IJamvBDTDz0WxuE8iMiGvCv4yrt6tRe9Fq9VPJDFbzxv\\/Bg9\\/vSpPDvPAT0\\/vyS9oxGgPDh7qLxeArC8Rk3GvPDc27zGnnU8u7bGPOujSbu7DOa8LhyBvJ764Dwo1\\/48IPLQu+b4xbwCSxq9tuelPI7I\\/jxzRaq8+\\/WNPPDn8DwTkSq9p1YmPfZZqjxDGNO8K2mOPNCf\\/bz7um08wwX\\/PHhOujwWqmM8BmFIvMtiWDxWRUy6T18dvQCOqbt8DxO9UIDCPOCekjubKIG81o6qu58KJT22nyM8bpDZPIA1hLyqPwy9IPAaPK6EvzxLkGy8SCYivQ+hGL2uEuO8oDuKO\\/oqJb1DGLk8fv8SPabRBDzbkBK8Wy3aPFYLPjsgN+08K\\/sCPFboy7v\\/wxS9gCCxO9BrhjyiHic9BloDvYyIBD12ncK7+0zqvAP3ID1GxAe81lS0us\\/tHr3mPgY8lp81O5BJ+ryba9e8dnIePYP6Hz1Wgrc74Ifau2ZiDbxwqya8MLACvMO+iTyA+uS6S6VdPBNzrLx2cpE7AOWhOs5jjrwGQSm9OL0ePRApfjzQvTu8UFm9PH8qHT2w1yY9XjwevYDAdzt6IiO9Vo2UuxNm17wbuO88QMbXPJ4h0zxeZgq9BjwbvVa5\\/TmwgaU8QMZOPLfoDr2AT+W6MBqQPBtpT7ygo7i8zliXPEC+wLwGfoa89jfKvCOGxjwg2f479ujmvLtzxrwQ71K825hkvNwwGb3c6BG9q7LHOU\\/ZBD2kMhq9gxvePEhJHT2wYqk8yHaEvGYu5DxrQmI7gNwTPMvVgjuwosy81uLmOtOe9rwbl8W8K2aKu3Y7fDwrIvm8Ox0sPJ5LhDwGvQ48qBWQPAAo47h2XJ87kMkfPKtaMbvrxnw7K7v1uwDOsboACbS6+xEFPEZE1LwWrAE9sFHePK4oHj0bTrg8+KeOPNAMvTxWUUI5ZsUuPOuxH7047\\/O8ppocPUji87wrEd68VqzivIt1ojz2ZUC8XjsYPYNzGT1munI8llnePCZP\\/7xWBrU8jqHfvOA+tLwAkwG865jmu8BUxrtquRW924WWPPuirbyGBJg8ODyFvOtN8TzUySK9U6\\/2POBaezzztaI84HTevIjTzjz+9PI8bl7yvN5ECj2WadI8Y20pPf776Lyr0Yi8Zn7WvNzCCz2m5Pe8Fv\\/aO1tRF72GZ7c8N9IAvWZLI71Osto8ml0RvYA3KbuWz5O8EywhvRZrAz3g4vk8nkURvSvXuTtGkDG8UIbYPGDQWbwQzui8pp7lPEwfC73mRxA8uB24PPMCCL1nWhg9cyQVPdbjgTwYl648AP4APLCnsLxbC4S8luo2u7Q+Kr2TG4C8YMs\\/vL6d2LzI37q8uEaUPBCLa7wObCA9dqSmO\\/9QIb2i6SA9i5vFPK5IpbwAW+G71oCiupIJEr2rbc87e7UbvNYKAj17EYM8sye4vKsBszwrCsi6IOsQvNYX9jrWfc27UxEAvav9krvAJ6c7W1tVvJZmfrtA9Z+7Y6nAPMDqq7xoM8M8i9aoOwDQjjsXzgG9S+tMvM9WCr0GkSU9O8HGvA8WEL2Wt5K8axPGPDYPvzsApXS7YHezvKbB8jx8Lge9VqDvu8sQcbwAxJe7zqwGvdYziDtYIra8IAuVPDhZh7xgbya9ozm4vABJhLwL4cU8Pi3cvICj8TzrMO+7oC8NPZRjBT24GB29NrpjPF7ezzyWC+W8YBUQvKfdHT035gy91pqLu\\/zJBz1AFaW7rEwgPcxkCj2wPWo84+wLPcsNwrs+Vw29Ez+iPL9iD716PiA9gOLqutZsKT0LSY27C7woPMCPlLyL8pw8oPLfuwYF\\/jzAp1I7mvETvVjguDxQuNi8YL3+u3ARajyeres8S93VO3hWljzrgm+8C8GkOzyyKb1zvqa8oDbivHYj2ruWyia9y4IQPJC2B7wE9xy965v0vJbUyTv2j9U8C50lPc72kDw275y89mQDvTCBcTwgloc7t+sWvau41zyTthq95ri4vI+zIj2WW3s8K3x1vKAP5ryrAT67ziDaPBj51jz+p8g8NjS5O+ZL2Dwbkm68TnqfPIM5mjzWLhu7oIZavPbEnrswQw0822t\\/vFbX1zlm+mg8633lvB4xmTxuRay8i2PKvJs6Xjyr0ao6W7RhvCptGj2rCnA4VqGiOYhX+Dyb5wk9ZL8JPbOW7ryXHBG9o96jPGCRkrzDrqw8u93CPPaURLwWEd67k0nmPPg\\/Kr1AiQK9VvlWu0sba7ybWgO8434XPYN5gLwYHyc9BvMKPasezjq09BK9+JQRvZcJGz3Dpqa86wcMuy4RnrxWP9W6ExLPPFA4Vby+7tM8Sxy\\/uwOtDj22AXI8e6bkvDxSKr1Ls+k7S6pnPMYxGzxW1XU8mJejPOuAZTuwpcU82B+0PPtS4LwODt68gzsSvcu2BzybQiu8x9kJPfs9Er3GYR68Ly0KvdZMpzuwR4M8+yziPPhX5zxWT3O7VuuvPDAlybwCXym9K5YBO+44JD0gOPM8LzsaPeA6azzQNwc9CAEGPeDHBDywLGM8cDNfPOb6nLyA7qG8w6gSPQMp9LzmMwC8tvHEPOt1MrvbCJ08huPxvKQ2Ab0Qe288G++8vKtCP7u7vW88s1jQvF6PyDyLY0Q8DpTCPNrmI71T04w8VtkmPTCB17zAPRy9UM8EPeZdgjzu1cc8836xvEszJj3uQxo915QiPa6LnzzQDBc86GYNveu6ILy3\\/B29W7LTPLb9O7xT9uI8oJ5WvHvrBL2ATgg7vgsAvTu1Hb1+PvU8owGPvKAF+7zLf608YIwmPXsTFjyLtqO8SxauO5wbFT1QCWa89hw7PKv+Tzs+Khm9OPfMPGBWH73QT3c8VockOsAsabygzz+8lJMQvfvk1byAeCk8xNQJva4P6bx2gqE7NnBpvCL\\/HL2AVuw71qfLO\\/OOKD04sqM8\\/mmfvDt8Hb3PrCG9JuJsPD6bCz1TmK88RB8hPThf7bxAlWQ7wr0JPZ8VDz0rO+k80DcCvFb+JDywVF28tlKCPKpzGb1G\\/cK8vy4jvatDdzqOwRC9s9zsvFAR6TxCzA69W4gJvGs9hrwaSw69AG0rOnvyFrwDV\\/O8liauO75H\\/TzrbGs7htATvEtBeDwmWDO8cBbivF4oC72Igpo8YFsMPcBXJj0rhmw8czzZvBY\\/h7yWZ1279lgpPZuCazwmO4q862msO1b9Arz2h3E8wF03PFbCkTqrhjw6IG2mvKOR9bx4RrG8qwVGPKuGtzmwvNo8Lge3PJybBj0AtJ482LIJvbsdRrzjEcg8rruJPF5U2bxD0bo83j8bvTb8I7zGMlS8eO\\/EPO4VyDy4wNK8q4IyuljW4LxwPxc81ipSOzO8urz8wiC9qKX3vPQoFb0Wt7C8UHHzvNgGkzykIA49hoXMPCqgID2rjKy6T7oCPTtVFL0gbiO9MpIFPWDRkzyQBv48oP5dvJpUED2rim66AP+kOmZ8vLyg6Iu8+zcPPOsB2Lv46708dtiTOw6OGb3WxQU9ZsPhvGvAJ7xbfjC8a4XyvP\\/6Hr27XHY8ICKGvH6MjLyb5XG8c8TOvLv8WTxAnjw8i2gDvMCQoLxAnfe7s0XGPGvrp7s2WoE8zrDZPBDTpbwmAUS8Kz\\/XuuNtxjxbhBc86\\/a2O5YmHDvO5w89oKHvu94t1DzY7xA9kBgcvHgD4jwgj\\/q7q0\\/lu5JGAr2LNCU9C\\/Sru1ZiQ7t7c4g8GqAPPSvJozy+yY2862YQPdaIv7u7mG08C65gPGdUD71GqCe9NlQnvNvYtzw2xvq81OEbPQCikLkb7AG9QETsvC7+ED1MMCg9xs+FPPbaW7yQgDW8Fg7avKAm0TyLpey7AM72OsY9Jr2GCYS8ALvRuh8eDT3HFSk9uKiWPND\\/vzxrwl07WtMivas6h7gAhAA9MKqVvGf3Cj1rYQE9DqLgvOZeUDzQnFQ81vXCPBa6OzwAuuk7prWbvOudIr1A0hI8II8pPLbmtzsnNxs9WwPuvGAZn7sr5G6723WLPAuAa7zspxg9npzwvKsgCzueiuU81k+9vJYahrsS1Ri9aHDZvCMxyTyWeBs9u1AjvKgAgjzYUvo8oJckPObMcjxmeSe9qwEZvIukybsy1ya9rikAvSZSzjyWa3E7cF1jPOsmurz4UYC8VvzZO3bSAb3ubog8UI2LPGAOpzzA4w88doFWPIAHhboKfwe9rpMWvda1r7vYv+S8SEGzPK7Q+rzumRC9QLVpO8tdVDw2CAY95BIkve4Ei7zrBO28d4ILvftv4jzwaXk8BsjtPFbrYLuT3ZO8+FklPbtYCTzAduE7QzSWvBNvyjwnyRu95jEfPfBB77xetqM8tq4UvD5t67yrccS7m8LxPAy3Cj1zzsA8LkuNvIMJmjyAaxA9B8wVvdAN7jzWe6u6ztySPDZQibyoPwE9m1J0vOzbAj2rpZ86+Hq+vABGhjlrPgs9RkzjPAjHhTw2f8i7+4zbPJsLHrzGW108q86wOyv5tru2HsU7+NcWvbM7+Lw2Fw48iKobPYDvwTsXpii9yErlvHb52Ts2a8o7u6FmvIuCYDx4Qq688ANtvA56+LzrLcG8fv4SPVv+wTwj6ZG8FgfcvFvtCr3g\\/6c7VgCoPFtHJzz32wk9hgISvUMFpzwAGpO8NAYMvSzsFr1o5Ns8m+ERvXhE\\/7zb++k87iuzvCOeFr0TnQs9bhsLPZeSID2gfr4775gBPaiDGb2kPQK9RjyIPJcuIr328hI8QEiWu3bnw7zeYOG8QJfxO97Izzx7URS8gGueOwBFCLtrGgS7AEUDu0vVZjz25148+CEkPbtEvjzOJwE9PvmhPDOu+Lyrq\\/y6OmUbPUD33zv2L448ujUePX4GxTxgn3Q8ln7+uz5Uw7xwWR09g8SQPE4HCT0b0iY8gKWZu3vNfbyWtGs7KzmBOq705ryr8bM8T3EPvcrXGz1WvTI7ZrXdPEAhnDsY3u68VuxTvDaPqjujBCi9EKcWPbAC2Lwr2\\/u64nQHPXZO0rwOBYG8sHe0vCCGuju\\/oAw9INI3PDtnRjxLB768KIAHvfAGZjz43\\/K8AAClu\\/jl2jyAM0U8BotrPHtBETyWBfs8RJopPUB14zxLKNS7vNgjPZZ5ozum2Xg8OAmaPDhkqzzg5KS8+vUNPWCyxLyGyd48prVWvHxTHL2krws9cDuCPIJ0Hj0Asb87T7sgvWJYBz2eBrK8pMAGvWbX+Dyuags9wNQMO1bTZLu7FNU88G5aPIDwSzzWxJ879qDCu9cnGT2W5Pi8734fvSOpobxwEyM8IAi6vH6Mq7yQtII845YJPXt0tbyWERa7ux46PDC7MzyAVIA7u5qBPBA33rzmsaW8+2gDvHZWTTzrbBK8s+yKPBBZ3zyiFBK9C4mzO8DLGzyrRzC80DgPPRaHkjvexhM94Dihu7hLkbzwLh48ttQdPUAACr1S1AC9wx\\/hvOa1IrxjQpS8K7vbPDu5ezwj5aY8K2SQOoujv7uYGiY9hNIWPSDzMDz+pMw8o5ifvPgVnrzWOJg60JWyPPB9azxEMQ09Zk0dvEASIT2WTgM9hhhbvFC8z7xO9x49WHyOvMCuqjsLala8IA0CvKCJlrsQuO081qeVPLY7Ajx7Ab08tt12PO8ABr2i\\/xe9WF3TvGaG9zyrmim4Y2KuPGPoJr0QLaa8nPkMPfDFj7x4WoM8lshFvEbkJDzg5J87nCsovYiu\\/DyYAiE9AMAfO1MzB73WZwc73vTRPBfDGb2LYcm7i7WOOzgflLy+ggG9W8RYPLCOA732uA89XxcIPWuuZTvwlUc8O1FYPMsD2DuLEZY7hjIlvODGQTx2lIo8gDpyu8a9GDyAWAO9Cn0nPSv6Ij3rTg874HHDu25y0Dxe3u886AyovNYahLoAnKc52GQnvZu4zbyHvSW9mokYvY4hxTw+WLQ8NkKUOwTuGj3wwGE8dn7qu7sqaDwLCsi7skUMvV4YkzzICf68VgvVur78Hr2GYZC8ix+VvOafb7zrlmQ8AOV5O\\/49iDwWyDW7ViOhvLaehjvIt7c8Cq8WvZA3Ez2yjwu9PmoMvaPtubyC3By97yUjvZ8tAL2gOvk8RmgRPXOnCr3rG2o7y11FvGDsoryor4e8HjACvQBxjTsuavi8Gz8pPARxBT2reok7SwkTPZtgCb1gGEC88koXPQ7L5TxjJiA9AIFIOqQfJL0+I4W8TyIRvQB6ZbtveSK9wFXpvJCtCTzTDpq8Vrn1OwsfizzuTcE81vD9u8b9fjzwtD888NEAPRYyEDtjDvq8oFTcO1hz8bxWkVu8KDwgPUsW0bzrJm07Uz\\/mvDM3yLxbfaw88qcOvZYVYbzLFdm7SxyCOwxGBL0GFB49qMXNvCvCBb3r54m7ACyNPIvq\\/bwgjrc8NlvDOyDKJDxbsB69e2DwPFKiFT3exIw8iypqPPDl2LwgTNa7duEDvSDYnzw24Po7IDuCvCvDJbx2Vws9iESxPODnwryWkK67qy9BOgb4HL2gOBk8oI5tPMbnDzzY\\/qi8IzHgvLsJXTw+\\/RM9eFcmvcZ5NrxIFR69ZrsOvMDjq7uW4oE7\\/rnZvN7bBj1T8rs8wN4RvbZU3Tu8JRy94KaCuytd1jyLrsu8FoAyu47vB70A4vm51uyRO+ArDjzu1c88FgTbvMgQ2zzwsGq8dobTuy44tDza3ii9DnqJvMABpbv7cHs8czzdPPAWezwLk668i9zmu4B2TjvWolY8U9omvVCuF7wghde7izoKvYBDg7pWxBy962vPO8tZlDuWD2Q7E\\/2EvItW3TtTh+w8QNSCO6QSDr0ADQc8VuysussfQjwbxCK81tcBvau7cjqAoeo7Ju3gvPgt3bwr8l88gDE4OzApsrzSGgy9CzsDvLsZajz2Zu08CNrJvKgi5jybd9+8gIreOhN64bwA+XW6gggcvVfjCL2AM6K6bJsKPbMEzTxQjSe9nnzovA7tBD0gojY8IMpxvBd8Hj1qqhc9s5u4PPbgBb2QR+s8kA2ivGMN8TwrXwi8MsEFvauiuTsWLeo88Dt6PGItCr33EQy9Sz9kPHZ1Hrz2V5m7UJRiPDgjFj2rGdO8DhKNPLBbabxzFhC9q4FHuwsZXDwgCP47\\/iznPEagerx7XEs8R9ElvRtOVbyGIZs8oIdpPOCXk7zbs\\/a8g3v5vICfX7zAXbe7q5YaOYiovbzS4Sg92Mn4POt23btrMzS84ACVu4u6yDtTwvu84G\\/QO8uh4bz7fsK80JLbvNYHqzr+xOi8a7BVuztLpDwgWUo8oyzsPAD9Ij1eTvM865S9vGBnDrwbs\\/e8QJuZuwznHj3WuoU7z0sjvSM7\\/LzuAAy9OEXJPHvJJrxI0aA8Pg+4vP6c0rygpJI7mxnvPCsqp7yrKuu8gCEpPQBrejzYvLW81CEOvYO+uzybmO88upUlvbAi\\/7wgVEE8pjrcvPS7EL3Ak4k7S8VXvPbTKzygnt88bAkaPRofKr1WrZU7W5sDvNZCC7sG5ns8VnXnN0PflLzw53A8NsOeOwtIkrzzv5g888+UvJR+Jj3gDL28QEwYvc5IC70jHaa8nEsSvVgevrxrMao8q1kMOzDW4jy+dsE8K8zlOi6w9zz+P4u8O8+BPEuU4bvD98e8QPT8Ozb3JjxL8AK8Vl2uurOJAj3+zrg80kgFPfZqzzxYUN+8iH4mPVYbTDtL9fW8PHYbvU6IFb2L\\/OE7sEZAPOoSD73L\\/g08npKAvDIjBb0Of4+81mQ3vDNZj7xWPW655PMQvRbYHjurOsC7NkliPH4EGL2Luw29riGtPFZn2bp2SJc7lgikvBa9zTvshha9jnmWPMBWlbvzvSU9WCbRvJbwcTsbR9C8V6oVPYCvkDyTTcA8wCy5u4QFAb0rao+8f+AgvQOczLyQ2zk8a+sVvcMjpDyre4w8JGAWPQtFqjsr0+E7lu99O\\/h7vbxrLTU8DvuXvNdwJ70DGsK8y4PSPCqJHz3OCL6889\\/kvF8nKr04kcE8w5zoPECDxTzLPZU7C1W2vG4dID24Lbq8thbDvM4+1Tx4rqU84FlOPBixET2bmgm9oEd9vJ4girzsORE9wwLkvB6z+TwyQCI9ZrOHvFZADD2Lc7W8dvc8PNZqKDtb0788q2UJunrcDr0LayG8fjyVPCvydbzw5FM84yv3POTEF73QQlc88+mKvHoIHj0L2Rs9\\/vfivLv6wbyoELg8Jn27vFbO3DtzNfm8AN7IuubhFz345La81r3avGvOtDtT1tS8oE3rO1Yz87sAlfo7syLWPMZVLLy2YK074Fh8PCsODz1LPtW75uMbvDjcuTy4NoI8qyWJO0jn4jyWsyg8lhNTvEvYpTwcUCK9ghYgPZANtTxwLwk8Bj+gvItG\\/jyWp4M7VmWXuQ5dkjx2P9y8HO4SPfA0EDxWCWu6rmWzvAu6HD2rmzA8UPcwvNcDCj0gcIE8Y8qrPKbWZryzFfK8h8sGPQC9zjvWJh086zZgOxuIUDyLDue7pL0YPRB6srxgK7s7J60WvfPHyDzg7bc8TlUavcAWgbxOA7k88FAVvGb\\/tjym+\\/S8vpODvLMyiLzI\\/fm8ECzQPKtERzramCS90FBQPAAUQzzLA9C83AMnPYt13jveTyg9AFWiPIADnLy4QLu8yy0bPHP23zzr+Xs7Vl9Zuxa1aTyQfzW8q0p\\/OHbLYjwuXb88TDANvYuvAzwgyt48gH2Gu6YGIj3GkAk9awXXPCxOHj0HcQe9cMEKPAZhebxHmQO9q6pcuwB\\/Kjwwxj+8JhgjvJZIsjxCRAG9AGmsvPOetLwrD3K7K6kUO56Mm7wO3yA9t2cgPQ7hGb1bnym9BI4pPYCn6TwgZAi8wG0jvHOSxLzgTeo8cJE5vNAakDxGrXe8RvrGPKtlYbprsJk7aKDLPFhznjz2xUc8R\\/IQvSDgobwcYh09CmcJvTv\\/j7xQVYy8vuq4PGtcTLtgm6683yoYvYt0m7uYzL086zg7u+OOvDzAZFW7OyGgvCB+oLuMuCk9loHkuy70rTwmeAU8GDcNvYBdoDvWXUW8VrhAOkRSHr3YqcY87nYpvZA+sbzwJiG9m00GPACBhbqLQ8g8ZBAZvSu0Aj3AuNO81rK7u9tScDwr9Q+940XmvJiZp7yf0Aa9p88JvYues7wGMwm8XkYHvbBelLwmpH08xr8VvSg8qLwLW5k8wGgfvOobC70AB9Q6MHshvWaLGTwWYJi8gFyluosG\\/7xWRpG7ZmFmPFzxHz1onAQ9VIcSPeD5iDy7UXs82OwfPcvfIb3keAu9YOWlPDbYtLsbhgm84wsBPRPyED3mKpw8FlOJvKsJKjvOIOU8AMjBOFZWS7sWUfw8fnKhPHaC5zt2BR29Vr0Xuc+FD73AALq8oPhdPPiOnbx+MsC8gJ4lvNuxKD22zt07AJWmvP\\/aHT22lUI8M6+vvMD8iLzmpdE8q+onulaPbLzjzLS8TLMUvVaiID3ghxW92xSovAD\\/zLzTGa08WuQSvUfbGr2G5P48A3fKvM5rgjyQR9A8cy+JvPa5tTx+Uie9RmQJPRsy1rzWVew6To+2PH5l17xuw+i8VlNrPG6SpDye3JY808DUPOABKT12ACI8cHP1PLujDT0gaA89YzLiPKzkCD2mWP08+0XtPFbmArwjBPC8GAi6PBtrrbwuygy9S3eau57+uzyzDBW9VuaMPLgF8Txr0GQ7+xE1vNgYnjxYa7u8W1nvvNM+Fz3rOSy7AAAhOnAMDDzQuBg9tnRUPMY7HrzY3cC8MOFGvJ6\\/ID2Muxa94ksmPWYTCrzLCty8mFqmPNBSWDzAZtQ7q1nrvDO89bwL0Zy8y7LMPEC8mTtTRBU91vqruhfUED2rv907Lv3MvHNS2jwcmhG9KwgzOytTurtbct+8BhYAvcsZ8TtW36q5IMaoPO4W7zz4raK8Wz1FPAASU7sUHgO9UCU3PLrxJL0Thxc9ACCJtzbRHT1ubu88AH0tu0oVFD0wKxO9YOrMPMBcEj2wLUG8m9IKvODstbvDXM681odKPIJ9KL2H1xo9m80VvUZXQrw2Dyu8U8KFPLD5qzxqPRW9iIWqPCpAB70LCD88IA7CvA5lw7xLvy68dsBsPJCy0jzbkTI8Vmnhu0DED7s7Iso82\\/3uPOASYbyrgH46kzwHPYt82Tt6Eia9jCIpPV6ZFz2HaxC9CzxivN7Dyjx7miY8QPgLvED+\\/7yGtLG8gIeTOu7Oyjworvw84DSxPBZG1jtASj48NrqHu\\/uSijz7Ii08AyzRvB87JD0WiYW7RmGPvPYo3LyAG7663h0PPeYEbrwrGwE9ILQ3PFbmAjtWuRy7Q7ngPLc2GD3woUG8yzBzvNZ\\/v7woUJQ8QEejvHvh6Lw3ESe9VsKmu5DrwjwASRg9uCcIvZNIyrwKxgW9eMvNvJbqgDzWz6G8e2EPvDPwkDwAxLi7S4bcPItNj7vwO6o86xrQO5bZcby2K4Q8130ivR+7Az3uYIw8yjsDPVukID2wOTW8K83kumtn6TxW9+85AFrGO3YchjyL8uc8tpv\\/O2CesDuM7QU9CMamPHbbDD2Anec8kDSTvGbaDbxj6xE9AGFhO\\/h4CD1OI9U8bo30vNM827z2fZi8loBHu3qnFz0QgIM8i2\\/AvAvCsTzQnsY8U\\/eVPICqvbtzMhU9ENzivMDLqLxQAhI8YPELvFbhzbnoSgm9wKklPABAVzl2NV686MiYPMsWCD1glw+9VskIOkgeobyD4o28BreiPKeECT2YiKa8JlEOPQD+xzoweM08D3AnvVP9+DygEuM8mCfovDeqBD24CaM8Jl6AvKAfIzwG7RE8w6TuPIA7Qry64xE9kOAqvKOK7TwwhhM9S89QPKO8ibxASRI80MTtPJD26DwAYss6yxSrvNbv2rpwpxi8yEmwPMMx4LxrPcG8gN45O5fLCz3uzAE96\\/NfvJOdCL1WqcE7S\\/34u2udQDyIaru8gBvqOoC0UbtXVCi9YGPOPCD+qDyWbng7ky2FvIbunzx4ufs8i+O8O9sdt7yrFqA6FhhZPDuS6bzDQQy9i3mbO2PjvbzGBAm9Cyytu7OJyrwIgqG8kECgPNbaeTtr2yA7oP8vPOhRnrwWwZ+7k\\/oNvesFzLswPGa80\\/qDPMj7FL1usRe9+06cvHYoybxWY0k6G6PzPN9dB72Q3js8jhHTvJK1IL1GoFk8vlIpvdhxyDwuASY9plFNPPSSIb2f0x09nywmveuM1jvU3SQ9ftvEvBjn7LwYs928tpVIvHb7WDzcXw89j28pPfxNIj1YghA9I82RvABY7LtwfFk8qx6gOZueuzxLcx+8k76nvP7hijyQZRM83tWKvHge6LzMuBW9uyMDPFa1Lzl3mio98FyRPOxoHb1KmAI9RkRYPDwQIz0Qem88Vp1mO+czBr3Q8tU88LcMPS5w6rwQXeq8OIoePUPWtrxbmVi86AqwvHBJ37y+1788q6pNO7+EDT3ruMI7+pAcPcu+yrw25Ro9GtcjPasJhTqCOyW9ewDnPIO+wLwmgai8Kz1ou\\/voGbzbOla8C92iPEDmSbzWK6M6Y7jMPNYUjDxIq5s8AK+5vAYSTTwmiGW8sL8Uva\\/KCL0rzg07C+GfO2u9GT2wphQ9NoHTO8MLt7xLjly8F3sfPSsOGTwwQ4i8a9aYvJPAHL1rbKe74M\\/tu5joh7wQUNe8Jl3FPCZ3czzwzb28k8MVPTANcjxA2TY8EAARvSDAULy2z508MMLbvLxbBb0An0s6KL0GPZa4C71W1cK6f38FvSsPiDy3JQu9awTxPA4C+Dzr0ji7l9UevYbUK7xY16K8\\/OUDPYub1TyAHU+8rhHqPBSJJj0DKbm8PrecPNAlzbyW+A08ltnevDAU0bwLWve7FmbGPDC\\/AT0e2iC92xv2vDQCFr3WCLI82GT4vPiZ5zzABa+8q9PRO7N207zf8SG9zEUbvRPF+rwWIh487tyFvIDn8bqrkx0846QNvUCH6DvWgx08yziAvHYzKL32+Pw7VuplO34KjbwgDIo7sIIJvGtBPbxGdmS806YDPc96Fb3rN8K8dgNjPOZO\\/DxW1zI6rwgnvfaHhTvOkcg8c0DPPJgb6LyAK1g8YKeXO7CoobyWKHQ7zkOPvAOLFj2WxR87mz8WPbBVDb3sTxQ9wL3JO14PuLzYkOS8Ax8ePXZp\\/TwrMwQ84\\/ahvEa3VrzymRw9ag0avaeIED0ALgS9QLsQvdZMEjy7z0a8PrIKveto7ztm93+81gdaPEs8lbwr5CW7o3uLPEBItDtfiQA9ROsCPeiiCr1jU7w8PnyrPO4R4TzQLQm9gNzHOiunJzvAI6a705T+PLs2hbwLB588wNPxPLq7KT0AZRs6RrMHvVeuHz3AEiO9IJqUu1rkBb1LoeA8KzawO4jw1LxA3nM8NhE+vIChSbxeehI9+G8iPQbhyDzbQ3C82y7TvMM3zjyI9Qm9tgr5u46Ro7xT1o2806sOPZ8lEr27QC+8uEwmPZyiEb0Odsa8VoPvuwZndjxWQw69aLGXvNOzsDyruhu7A+QQPVs0OTxwOAA8YGeXO8a8+7zWOaC7B4sDPZaMSLuyKwk9UNLvPEup6TscJRq9PsSyPKYW2LwWjbC8gDZHO\\/5TjTwL8pS8bprtPJ4RDz3gnaM8NphXvJAxG73g0qu80EaXPKud9rpmA1W8vrXVPEspxzywwsQ8VlUGO46j0LxfigG9EO6ivGsGjTsAJHG5KyERO3bOiTyA1ri6izssvFtqFLygkR284z8lvYBA5DzWZu686IS5vFC307wG4gu81osDPFb4\\/bwgwnC8Uq0EvRZrhDxAqFU8sIY8vJbadTtAvC67MO07vAMx6Lza+x69UJ36PEArWjseBw29xn6TPEtd+LswGwU87mcBvW5LJb1AUu27MNUKPMBshLxW7MU7izaTPOBRtzyjDx09WrIePdg8DL1L95a7q2NsuzAIHT1mj048OJIBvbb8mjy2Yws9VlhIPCCB9bsAo6q6IAnKPK5l67wOSqG8i\\/RPvAjg8zzWmb284Deiu5Yjg7swUhM8lnddvGaXCL070le87j7xvCMlCD1Yz5s8K8ZBu6vvEjur\\/\\/G7X98jvVbFLTwIgZw8ivAjvesBDTvAso08q59\\/Ow6Ms7wAgDU4KjIdvYvOoztAjuA7sDwgPctOnLuAvR89KGz2PG7VsTyMlRA9Vqf\\/OpbrL7vCGSK9Bi\\/bPCzbAb2GOXi8VrFvu4Z4A7yyHBM9vroTPRinqTxQmIc8DvMXvb7ErTzWTRM7NxETPSBRTjxD2RA9sBMUPbYxLrymBtQ89hoKvItsgzvA04w7+wuqvFxvHL1\\/9hC9Y4kXPTQoAD145ZA8gI\\/pu4vX57xLJuA8miUVvRZ\\/BjuLh8o8ZjPePJ9jEr37tl08g3nlvADphrsAYU47kMUMPLPABL3gbf88IoQVPdP3JL3saBM9I4f3PLtjBr3Q+QO84\\/\\/SvNN8p7yGOG08SOkGPUOV1zwrTB+8i4tbPMZfKDxWYqA7W\\/mVPAAMZ7qQbCc8q0W\\/vARbBj3iMyq9q8Qzuwaf1zwAB8g76H26PKPYsjzrAre7wrQcPY7N87xSSR69VnZMvDjbHb1WTT850xOwPLOsoTxALWY8QAeBu75q9rxGARS8q\\/gRPL7QwLwgpRo9IFYhvVbdGznWlFo8ADLVO4ZRszxoEpq847KUPA4SjDwyPQ09S81HvOac+zwGvyg9OJmOPCvD8rpIOoM84LsNPPbPXLx7UZC8gEKHOitDc7tzr4e8cGtAvABB1rwwHPw8JGonPedFG70wXPC8W6mpPADst7vW3wg9oEeIOwCbHr1gSew8VmMtu8vab7yIAAe9e1QjvRbXyjy3Qhe9ejYMPcBSe7ue3oO8QF+zPBY8IDvrTye7g1TjPNa23zv2czc8O7nSvFbITDpAYJQ81ozsugtNMry45hu9I5\\/rvJORGT2WbKW88zgKvQDq7Do2D4W8zFMVveDVqLtwUl08617jO5DU+bz7KF28tk3LvDB58zzQkau8k2DAPLx3FT20OhC95iQmvBbWIz0YjSa9VvIFvU49hzwm8jY8INO0uzaQtDyrHxA7K9IvO+CMCryyliO9MCxZvKsHDTt7XZc8W9N1PJAS4bzmWHE8zueEPC7a1zyQkPw84zUqPbZcuTvjqYE8272RvGDNIjyAfSY7ANDbvKZ6MbwrLnG8tvcQvFsChzxLd+g7wHObvGuPHzwbiPs8qFuEvNjT2bwLdX48Vt\\/8uvBo0bwQhm+8DmYAvU8SAL3AFam70DC5vHZ0uLu2iHA8y0XTPOvUMTw29E88u78RvUAcyzwAHpm7EGVpvIa8Pzwkcxw9G63dvHZatDyg5487liNvPIB2pbrmqhc9MLtVvJu4trxWAs48OHQTPbbV37uoTSo9rp4HvdOP6TwyIwk9q8ccO6t6Ljgjrii9RtazPFavrrzGokG8CI0kPZYuRjvGOgE9y5\\/9PGvTXztWo8k56HKivHYNBD1AG1U7gJbhOy5lFj1e0SO9\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 398,
        \"value\": 399
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        401
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 402,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 403,
        \"values\": 402
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 404,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 405,
        \"value\": 406
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        408
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 409,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 410,
        \"values\": 409
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 411,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 412,
        \"value\": 413
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        415
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 416,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 417,
        \"values\": 416
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 418,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 419,
        \"value\": 420
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        422
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 423,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 424,
        \"values\": 423
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 425,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 426,
        \"value\": 427
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 237
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 200
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 200
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        429,
        430,
        431,
        432
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 433,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 434,
        \"values\": 433
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 435,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQBAAAAAAAAAACAAAAAAAAAAAQAAAAAAAAABAAAAAAAAAAAgAAAAAAAAvnzeurW5ST2JMuw9gOVbvfABob2X9hO+bf3LOwl9\\/70d2he+s+OevHHHrL1mofK9T\\/qjvQwjC71Ff8y86suCPV1bND4qcVq9uZB\\/veHIJr5IwDQ+OKkPPQB4pr2Te4M9cr4Zvuyrez17I4g8rWevvXYuFb7OaFO8PuwdvoFA\\/D1mpwg9YoNHPYV9AbwX9uA9PCH8vA7gNz3hVxe+ycsAvhyXsT0C7aE9KPIpvB2WFj5\\/99W8RN28PAkKML70lwc+4cIiPnTPtL0AqxA+mMlWPC\\/iM766evS9L\\/cjvTVFJL4DbpE9S5KiPdcIqL17MA2+45YSPsO8Mb5ybzK++1EPPeM6cL3Vi1+8KIwlvhtMwb06MlI9ruiYPEMECb44O\\/+9YtQVPojsoT286j49PDMrPt1DhD0hNRU+NINhvC+IdD04wPU8qWP4PRH6w72jKEa81jcqvnbC6j2XLHC9UiF9vWLpBL4uvcs9TLI+PDXHrLxvYuG97TK7OxnQQD2ZtF89NujSvTzJur2\\/5AA+jjeGvSGGu737LyW+RhiiPW+PAb7LJPq9hnLgPWF39D3fj5Y9m4unPWRssD3\\/xvi9viILvnMLEz0ieeS9G0EBPtGhNb0pR\\/U9M1DbPXuNjD2bH029LJLbPOc+Ez6QHy++Rv7rvCQAK73OvtO7Gl0mPufgoj3trXC8ufgLPAMUqrw8BQK+mFLzPQ2MtT3fp+W9+BfxPZaY5r29tKc9IuKAO0Kq8DxQH7m97jT3PebDCb4lMtG7JXSAvXt2AD4\\/oAO9xwTvu1f0kz0WOqo91VKEvThk\\/T2Wv5u958\\/YvdEA\\/b0\\/lPs9haHyPUnFZz23EQ6+nbydvQxcuz1PALm9IdgWPhPDeL240fW8rKkmPYGGGz53S8k8U+v4PXBLiz0hFzG+7mTrve4Y3D3RbiG+UMv5PZtuyD0wIAE+IfFiPKPARz1NUiO+sKHBvb8n9bxmsfy9g4olPknsgL35cd69eYwuvi1hDD2Cjw6+eL3IvR8\\/Zb1LSwY+bCrJvTWooT0epXu9eWKYvSdmPj0FlOU94OwfPhJRwD3Nlhm+8SRcvY7wMb5P3RO+uw7DvQiZ2T1lo4W9C7TsPAPnC7721jQ+yJcSvrewDz6ClYu84+6QvQ\\/Vwj3iXMK9iTwmPpyM3ryv2aU9zyN6vXTJXD20XyQ+QTnhveteHD6ACgK88aAzvXsX2j3hsIg9C33mPZsRy73sBBK+wJIgvk+6xL2Zua699YTyvTtI+T0h5SC+bt4SPqtGAr4n2iw+tuZoPZfmEz5I2nc8TOcMvqNp5TxE8Te9DgUyPnIPYz03T5w8cE4FvuLX5r1QjRq+2EoYvkbxvL2Ybhw+4pkMvr\\/GHr7dKT+9Xb7bPeugur23cpo8GNIyPZ3tQTzatKA9i9sWPRk6Hj6cxSm92fvCvU7Y5L2uAg0+gOWTvNFO\\/bv2ACa9yj43vVGiLL6hO5O9mO0QPpVpBD7B9YQ9SvU7PTMcBr3mUOW997RUPRUXLjzvzjC+ajCLvbTnnTsftWW8M\\/ogPtTz073ctFw9xcFGvY925D3P+SW+JCILPpThED7mpTK8S9uiPQKktD11x\\/29l7crPMubXTzTjJO9NquVPZ8cIT45Aog9T3CVvRuRIz5iJJW9XVtDPG7t1z3fKC++ksf8PbXCBb5lKQE+eg1PPaV+Ej2LmRW91r4BvbVE\\/b3i9oI9eoGNPQf6pD0VR4U9ANeMvXB\\/gjuCWPI9unmuPBuSoD36tKQ91MfcPSAAwz059mA8XHsyvv9yfD2Yr\\/K9gI0\\/PGOU4j3eGRs+F5q+vSl3LL6woIM86t31Pd3WKT4ucyu+IKGdvHpfjD0pzfI8lc8cvvbNCL1FEuC77PVzPbBmlT3LV9S9d577vd0Fe7fEsva9HXDUuxjN8r2hAce43qmnvaApB77MCFq9Cn1QvHxZFT2NzQI95S6lvV9Q8z3UfA8+5a3+uze5rT3srA08m4VmPbfJrL3dzYE9Igg0vriYNL0gl0m8PYoQPrd3tL3l9AA9emoHvsMh17y8uOe8OIIsPcS\\/pz1OU0o8IA2gO5eUcrwYaCU99qXSvZtN9D2Dod68A2qAPPhrxTzXegI8IB0gvlH4oL3FwqM8bcxJvbXr2z0\\/NC2+nFw1vVv0zTzndQS+g4ETvrAke72esJQ7kxh8O8bbKL5kGwO+l4avvRVaIbzli6s9dHUDPudacb1daAy++tUHPuK1Eb4BVqa9Fx0MvmKyxT3r\\/CQ+Y8HWPUkx2T3HXGk9UgSCPfEbxL2s4e09uY8JvkeKEDzfgi2+wJIKviLe\\/L2RVCy879kEvh+wUb1oSZy9j0ZFvZA8sr1qRFY9NiUkvvIG9zxYX2C8x5G0vVKaSz23NRQ9cSYIPIzaaj3Onw2+\\/qnhPZy9qbxdzbA9GX3NvZCqS70\\/Vuu9yOwxvklGkL1RhVY9cbAUPhQUwz2X7wm+3MORvVfcDb0ng7g9THXFO6tFS703d\\/i9rE+Nva+TAT7kzpQ8+G7XvIE+ZT3R7IS9qzufPWyKkL2Ia448\\/8aivf5jUj0p5YI9EfPXPJYQqD2dPsG9ujjYvVjLgTzL+oQ9iky8vZPk1L0Mvck96wbfveKH7jwEt8K9o6hpPJ6QGD6HKqY8UBUbPnNoKbxQuKQ8iy4mPlFWsLzWA3Y9Ncf2vXyEEz7DEii91ewAPkak2rypVyg98Uu6PWHWMr62A909pXgTPm1rAD0aHO098YUiPnuN3D07YZe9o8DkPMb03j0T2mg9hsJ8vRCjKb459zK+Z1Xbu5g7H76QyDA+L+UePnTXo7rhAs89n+SGvDvbIL4U6Uo9KkGovR+jND7rYtK9hPwiPFCBIb6fvvg9OCPVvR\\/jkj12wg483i8jOYfPqjweSCq+LQz8PW4EC76xBI49Re0SPs\\/VBz6TRw+8wLONvQCkLT1bYoI9q5+Ova19MT7DAwk+SwgRvr25zL1sMcO8yeTnvZ6tgjyAQh4+gJRivTJSpTwSnRe98sgLPmg0CT6NDp48NR06O7ZEDT7wrzU9PVQOvClv8rzvoCA9AaUSvC9mDb57+yU+Bl9zPQVfGb5EKeE8lqgBPvAHMD3MCps9M9UOPPu4I75dVTG+TpDIPNQagL3wEA0+qpcgvqyXGLyn\\/BS+b0ejPVqAvb0iX4o9g210va+\\/HT0kGo89LSHkvQUZDj5sLga+\\/DmAPRghrj2CaRS9xCWXvHijEDx1lnA988gHPX+s3r0Bd+E62zEOPdsTab2qQyo+sxQiviZxzD02VMo9ZwQePn+Qw71runs9uyxiPI91JL6BJc895iz7vYcgtTonIhS+Tf\\/nvcht572wiAA+2d6kPTCmlr2bQIw9oGAIPUCiKj7PtES93qsYPUfenb0GyuW9jdDZPWSPAb4zxeS9akctvq\\/Ep73coO29gkDqPbKnY71XeLm9Kz7yvVPPf70oLBI9reAevkD4tb2IRBm+BrjKPffjIL44sKG9aVTuPQ3GJz7Cuwk+dceLvXEfBz2NQ3i9i+wNvkfzJT5JiZA9wE4YPD0ZLr6q25g9cTtKvHiguz1uLBS+eZYdPdhEC77b98u8cFs9vAfsgz1LBem7lzAtPl6kLT6G0B8+GhzHPBm9j71k+xw+TucyuvtBK76p8lS8u26wPTWL070pKfU8Pucpvv99xL1uwxi+VvzVPY1PKDwxqB69MIDFPfN61L070AU9vmsovotkNT3lPpC9j4arPaDr8zxMcpG7Rsm9PTXz97xFxby80SUSvZAbr73oPd89YwYRPlc3wr02OtW8i6KrPWJLK77pPsa9Nea1PSOHZT39hOK84UCsPeRKRb1AloS9d7MGPrpd9jz3pSI+A3EFvvQ2LT1BgHw9aJHkPR6AdL27QJo70WO0PVQNG770iYK9w9fcvcvTij10JzM+xkCSO8QwFD21ZC+9MmkxPunRBT6j1uY9s0j0ve50wb2s7zg9y8oIvmmtaTzltZ08lymfvbwAHj4IEg+9tfwGPSJeCr4p4xG+4XUsvqf8AD7dRQO++dN9vfc4tTxesLO9IzKHPSd4CL5wKLu9\\/h4hPrkH271lpQG+kUMaPqwcKr3bdI69VJHTvcKQ2712\\/BS+z5vhvfA0wT2riTC7AuKgvKaoLb7kIMQ9QnySPJsQpL3vCSq9TyZcPb+wCL0n9iw+2onCvcDnebzPkhi8qCOVPDe6AT4Xcus9doHRPQm22b2XJBS9k\\/4Jvv59tr1uBN293ffjPcsr4r0iZYo9WjcxvOhtDr7KNBu+MH0uPngUyz0BeRU+ECYnPso1Dj2wTsY94RMSvgO0DT4l6I69k2GyvWgJNL5\\/TxE+4MsavWjxIb00nYg9Jc0hvgKk1r18T7W9nD3YvaMjHb0xWZa8GLE4va5K6b0dIgw+bt\\/7vc1GAj6eIGu98hXavdPemj1KNjC+lzswvo3M7j2kueW9uepNve180D1jr5c9aNIKvlZe\\/L02Fgq8dM0evlmiZz3IQwW+KxTiPdIDAD64tZ89kOm6vLALAb7Xv7K8+Cchvn\\/HKb6QSE88pkk0Plw5Aj4oJ4A9k5aGPESElbyALWs9Wh8TvmrTgL31mRm+NxlSvdVwCr7vxzI+KwIwPX5UCD4IfHA9v8wcvpV9JL7t2pq8zWahvUANpj1OZOI9JCaCvcq\\/xL2xFS4+Q47hPapk\\/L2AsZS9cQSkvW4mFr5vXFa97JyFvIpKNDwX4rS9BDfDvca8Gz5qYp89bF\\/1veZbsTxafCa9NSQiviFOdT39KsY9L3HnPWCexz3XH5y8O7jsPZHIAL0kXiI+wBAqPo1gnD0Cx7m9njkhPpKy1rzz1DW9YssWPtxnAL4Oogk+0zkpPU3kob1E9CO+ldzqPEfRFT5UT3Q9iCSGPQEtML51jb+9q8gsviVsjT1WHr67f4InPoZ1kT2Bjce9V2gFPqBl1D1wfPu8CHbGvaEEpL2dnb49T8J7vZ5wj7360xq+G9eVPchuqT0Lkms8xC8Yvu3CPL3XNZE9OPG2vS+tGj6KURi+Vd\\/XPWp5oj0vz5e9jgXuPUwPvr08qmy9cSscPmWTGr1dwAY+uHguvuQb3j089ci9u+PGPSPhvT18TFU9uyhzPTFrMr4BTN+9\\/rFSPYU6wL3dhw++4zXYvEQWvz1uhJk9ZnjnvRi\\/0z0h6PK920nqPdZLOb36CZy9LEElPqcBFr4p1JQ96onJvBzS2z3ln9+9pYzkvarSJ76sVyk+s4GJvWzkH70LeMw9Vi84PUqSODoz\\/cS9XycdvSVi273b2oo97\\/iNvWKLAD62hBG+2xUCPgdddD1jfzG9m3l3PTwYHr4I8hS+s\\/c3PAlOWb32o8698GeXvXt9Hb72HlI9J3QiPjdQAL7+cOG70+wcvmPllLzin6Y9ylcUvXYvkD03ksI9P5yUPf1cUj0Fuoo9LLK\\/PfU9nr1oMKa9bMKsPY1w7L3iF4U9o6W6PC8OFz46lwa+MsUovF4CLD0aJd89QTLiPRoFMT4fsOS9DOW3urkb5bwpngA8eoyKvbC5Fj69Aaw9UpMgPYfbhL0LuyU+UarHPf650L3RMwe7kCvZvE769juwwiO+MveMOnnVCL6yEQU+6WY0vrneuL2\\/wtg95orTvbzLuT1A3Vy9pITYPY+Z9b25tSS+LkqHve2CyL1fL+S8dK0avlwQq7xGMH69XDtVPQtTlb2d5J49cYDUvRKRAr2HfVg9H7UDPkqrIb5mMR6+H1msPbR9ITy15ZS9LORCPRtSGz64IvM7XRj0Pcf8G74wqn09lXTdvc0Jub11uBW+WzSHPflsK76+8bs9SjCBvQnzC76mBOI9dmUYPrgxyr0VGAc+4+kSvkhliT0bYAq+sTYivsHStL1R6RA+P9IrPjSL1Dx\\/AjS+9UWtPHk5oL3aANS9K+gevv+C1r39LzM+zV8JPitLxznugtw9lPxEvUCLz70VD729DVkTPvg6Fj6YHgK+a2sGvjKpCz6EwtO7Al3KvX25C746Wx497mtiPCLGiT1kToS9Dg28PVnEAz59dTW98bewvZCxpj3x+AS+wygpPmQOSb0B6yy8CSe3vdu67zvuLiI+reTYu+xpmj0HKnQ8\\/M0Nvo+RybyMNFI9FCE1vQXpCT4QpD89tOYrPf9ORjxq7TC9LfHAu\\/wrSL0L3ig+AswavlGt0b14Oc89xNM0PsqsIL6p+mk7xLSeOw3XsLxbby+8hMj7PWQKGr5\\/uZG9c+8fvU8Tkr004G89kzokPu0sLT5eC3u9oxu2vRfrnLtM89u9sJrkvV3GNb0RoYK8w3unvbraK711W7E9Vx7IPfdpDL4avCo9TXTePVZXnjw5dFA9eMXyPc0\\/3ryPjEI9BzooPdVVBL7IxQK+MuMkPmaMML6xZOa9v0pHPTEYjDzACOU9S2+Vvd4jCD65FiQ+IF+rvYfOPL3bHSk+8XDQPS\\/PDL6D7Cs9du24vRz0rD0+5ei9ZzKNvXFNvb3ibd493i8IvhPSGz6YAB++r1sxPsMEJT654AS+XuiQve5usr1lsLq9jPgHPolhzD0\\/5CW+7WQevQj8ID5ja8e8nFoRvVtcqD3CrTM+1IY\\/PSLNEr4ofS++YeDaO3QqIL5dc6E8lOESvq1BMb6j+\\/m9a+phvfuy7T0fboI9lyR5vfpcabsJnBU+bqENPvLEw7132Oc8Pxl2vWuX8jxb7+M9+iERPWU197wrcRy+1fIuvgw4Fr1g+iQ+MxU8vTPRKz2VeMo9IPPtvAqYqD2jGww8xNP\\/vfpVAT7Nkzq9jxArPhJBz70f7gg+yvASviC5GL7XBuG8QAj3vcR12z01bQE+qcD9POF14z1Opta9Ky8ZPuE9jroqpyE+VAxXPeYV+L0OE\\/+8ebSnvQlD\\/j12bCs7ZDC1PZPyALxB1Oe9NRXDPcvB\\/L3o6f89iI4fvus9lT0NmMw9cWIsPmkEhD0MkgU9YUeOPaal171II5k8yRERvpft\\/DtWDSG+3b2yvag5Cb4KdJI9stcSPcE\\/GT4ee6q8jTIOPuKvDz71fV69Rqy0vYkMYj3v\\/wy+QqkNvs1jEj7AjL09eQYMvvmPDr6UbFS95q9aPeVcnD13AAE+sOxNPUHaIL3F8Bu+gunuvMwy+71wWwe9lefiPBMeCb43BrQ7fjpWvFPiCj57yaI9sYSHPHLRKz4t2sq9Ce7FO14YHz6a\\/nQ9FmoWPi3sqr3PM7s9DqA8PTexJTy6exG+Lj7\\/vdqlBj6HK2g9Xf\\/sPfAr2z0UeoQ7Q+yLvGfnJj7ccIU7DOKjvYKdKL6AGJ+934sCvlW4rb29BN08RYvnPbvtiTup8JG9EB9YPYDParv8jM898hczvjoPEr72fmm9sk+IPa2bLT7eWQ2+MQ2NPYdxF75bu6U9BRXePUt24r0Hu6e9k4m8PfeWeb0TVua95h3Bu1pT\\/L097PI9RTrsvQ\\/aDj1OZpi9C6QlPNzTir1yG7+9J0LtvdeWJD5TBKW8xc7RvTcp0r0hsRm+4cDWPQY0JL4pIi28XJrMvABjm7lKcxa++ODAPe5O\\/z1kAXA92\\/ufvSpHKj2S1es9znkJPhqNoD1NrAc+8o7svdpj3L0tWZu9EROJPbp0CL4zhC8+gZqNPdJ1Bb5qyIg86HcFvl0v9L15hJW95SiMPbMODr5+Uhs+Wu4FPvkenb0vzMs9XIEFvnarpL1ybLa9RC7PvGqesb0kIg++ne\\/zPZcPjT05DiA+Li+CPckJhb2o9K28jINavcbEBz1bNIc9q\\/QCvohNsD1fv0Q96gERvejLHT4RRhO+Y2bMvLDZKr7qaho+Qya\\/PWfVub2NEhG+b+wfvmbHzzoOhQS+YNjfPA6jAL4G7C6+R3PbPEhDGb5LNqQ8jfkFvnCwqL3BqwQ8bhgqvCWsMz2A6w08kcDjPeeNij1ogio7\\/Ye9vMZzlj1+o748w\\/T+vb\\/\\/2j3suVO9k8ixvBaebz0OwOw9WjFEPTzdwrwgX7691lhePT0w27wRoY89VVNJvXNjrryDtY493NPBvdz\\/GL6O9hi+k\\/+FvYE1+zwkM\\/e8yZUevZfEqL26NrS9FGQTvvV7R7sjdaS7VvUfvtRMaD0M3iE9fftOPWJfJD79pp49ic1EvHG1lb1mdfk9IwnKPY96Gz40Gxk+tz0XPiMRpL2v6y27dbwHvvm2AL6gDBK7SKAyPh9xK70USAk+X1sJPo7Hgb2nCgY9rAD\\/PBPNsD0y6e89RFxqPUDAx73+2R+98HTQvekzDr2LIu29CKYKPmYlpr25jjE+wiIxPCNeZz1ZEaY9hIv7PcAeCDwDz+I8lIdQvf48Wj3loRK+rNhIvR3V6L39FQ+8dzxmPbOzij0Peja9qpc\\/PdnIkr2Hhvy97XFxPYiuoD0VBJ+9akb6PHNivL3WgeK9AskVPYrFAD35Dqw9fpQdvp+vaTxMixg94me6PYttKD5vZ\\/u9RIUbvgiZxDrTcig+O\\/0Dvscc5r059+U9ho5kPVlHy7tuwgu9MvcPPmuOKL0QeJ695PIuPviTfzx\\/kQW9FlAfvfioDL7Dd769D4ErvqajID5naNq9pdMDPdVdzbwlHf+9otloPajQGz5\\/f+Q80UKnPb1WwL0KoQA+TyfIPbIi3D2g+Qq+LT+NvTCHrTyHexo+IXcXvjPoPb30JxC+vPYZPkybAz3+by0+oTodvnrAkb28SpM8a4snvbq1J75qZZy9\\/EIZPnVyx71j7uu99vsRPtCYHj0DdAQ+FLMAviRTyr2P6Oy9Z5IxvngJCT3pCgg+IQ0LPhQpr73cdPK94fhfvbfWvjuuP7a9z8YtPs0AJr4Ijew9PwJtPbhAAr4jWKY8asJnPKrsDr61Pjo92yQxvruwIDz8A828g0shvqewszuKg9w9rmn6PT72BD72NSi9CjGUPVkWnD2tVLW9xFLlPXJFjj1J6za9ViYFPha9kz1dnks9msw4vScp7D3w01o9G5b2vb3CnD1ZWyy+Z+7RvR1C2z38E0i6s0L\\/vOnFqT2xxiU8JX3ZvWgvmr03zGC9VBOMPb8JVr2RZfe8zbnTvdq8M7v2CGG85RjlPUKfI755Tvu9HkmHvFKhDT25UD09bAVVPdg0cj2uXYc9AIIFPo0O3z1kP7a80f\\/9PA+x4r3L6ZC92QqNvYhbPD2gAQA+PMJBvZI+HD7SvDk9ozSivZlNBD7CEry9\\/j2YvXsDMT6kCfc8Zg3qOJJ1Mz6cdAo+Y9XevQLE9zyBX7c9G3qDvLAGAL0+CyG930vhPb8PIz5DHie+7H+RvYNpCz3+CwS+Wx8PvS1nc72DZAQ9hct3PfPbHz5v1\\/29OM6vPUMNmz2C\\/m29JoQWPi3g+D0\\/4BK+R2CRPfI1ez03lsg995sOvjHqKD5l2sS9KfshPl6msT1M3SE+L97RvUXeJr4S35W9nsUsvMNWr71aOC0+AXNyvJ4fhT3+gQ++5Mz1vVawNbxvqWA9ltI9vL58Hj7VLsI90w8XvmtmnD3qZIM9\\/HkYvhcI0L0D5Cs+Ft7yPCLUJL1yt8+8bcs9PLbysT1aZhw+yevCvSm93bz20SU+vEsSvgl4Gz3MQBa9dU4VPgHrkb1B5jk9bxXMvZCDG745oZG901ztPCsy973lzw47qaHTvQCDEj6GNLm9O8HvPSt+nTxGCQy+lBT7vdL2lr3X4KQ9dxkrve6Y5r17wSo+M1UxvplcXTviHIK9W6oIPrfJJL4ggqG9ppRfPX6TCr75jS09RFAGPrBrlL144hY++O+dPIEtp73b0ne9q+E7Pd27ED5HzN29BfQDPqNKmb1KaoK9wRtwvfOgurym4xg+yiJ7PcEDiz3qQiM+97YOvkmutL1MKAi9zwIGvsViqT0qNKG7k8UZvsA2DD0O2+i9qJaHPZvGKT7UNsk8Sr4LPmOuJb4q8uO7QlwRPo\\/Ccb0sXKe9qVWEvOGLjr2cK7e7KvWDPfASC74GbZI9HaKrvR8qQT2z\\/eM9eXubPYC9db17x+G8YRq2PS9rpL3cDhy+HwnTvBWo3z3sJWu902JvuwcG5D255JQ91vDdvQyqM70EqI08Yo2hvS5WAj2iIP09\\/+HEPSr8hL3aztI9kWluOyreXz0LYzQ9lS9RPb1NrD0e1BC+RceevcD+3L1TWRK9wJnXO6vDPr0n2hG9MVikPLCmWbzzNIw9EFTvPY5w\\/rv70wm+7h4JvgNt\\/T2je6y8aQbFPKWTbb04lwQ+vYGOPYbnET4Bm2C9028Dvjnyx7270SG+Ska1PeBkuTzFjRU+\\/CItvgO8KzyVJzw8zas+vdoOKDyaMwm+BFsEPsa1CL5lDPu96dPXOr160Lxx4xm+Qwa8vQbZ6r10SpK8V0EhPmQYdb0Ha\\/o9QXSNPQ793b3lN8y9X64XPlLQojxEdBo+UPfYvQ6yA74GzCk+ZngEPqHUCb36Vru9U8zFPXNtpj1P+Aw+Cpl1PZRnsb2opwC+dVw0PvbWZ71Nr589JstEvEq2XT1uV668qVMkvbKFEL5wsdG9GKELPvLumrxvrg0+Bm45vcwfhz0ABJe8Vy9EvU33KL5eUCm+ygmxPORM1LyfZL88\\/zYVPgLRkb0uYYO84iQ9PQH1Er5AdCw+gAP5vUhEzj37LpM8i0\\/BPX4X0j2CZhy8idxevWIYiT22W2o9IvkbvnMaCz22U7Y9CPcHPoHS\\/zzRvgE9Va05PWHpK77N5sK9dKKSPZ51tr1vjMK912AJvGre5L0bh8e9P7+Bvcki4jwUPCm9Et+gPbQOG77qfI29Y+L8PeQRiD34q108jr95PU1Coj3arpy80Q4dPnADjTz0jkA9aL62vPH4DL1XJoI79aksPqRfG73NvgA+q6tCvf7mJj7E1sE8pR2ivcG1Yj2iowc+mDcWvlBxCz2VhNe9cx\\/ePZS51b342cO9t9LGPWeeLz2QAjW9IJEqPkWn+b32RBo+xXeIvTapA74=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 436,
        \"value\": 437
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        439
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 440,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 441,
        \"values\": 440
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 442,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 443,
        \"value\": 444
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        446
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 447,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 448,
        \"values\": 447
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 449,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 450,
        \"value\": 451
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        453
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 454,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 455,
        \"values\": 454
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 456,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 457,
        \"value\": 458
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        460
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 461,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 462,
        \"values\": 461
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 463,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 464,
        \"value\": 465
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
        \"value\": 467
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 352
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        468,
        469
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 470,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 471,
        \"values\": 470
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 472,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAKAAAAAAAAAEAAAAAAAAAAAAoAAAAAAADQ3Ds84FARvXha0bwCMOi95PyLvYBYX71sOUe9BI+TPbDoPLxA3+y8KBPVPczUez3Qwg29JHsFveA7jDw2L7a9QjbDPRAxCz2WmNO9BlOavYA8qb2wd1c8YHZ1PbSsmT0wtXc9UGoIPfhwOT2Y8K29eA73PYRKUb0GQPK98jHKvdjaDb2grkq9dvDnPQRT2L0A9xU8SgedPbDBCj20etQ9PMllPQhwPz08ivw92FSAPBA++D3mi8E9fKltvcT2Xj0Oc6Q9GKN+vYCKm7pWjNY9XnGzvW462z0EMxE90l6APTAIRj06dum9gGnIPXDY2T3U0Js9sO2PPIAmU7uwQTs8zEB\\/PeQx670Q6MS8+KP\\/PN7Jwb1kZ049djOIvf4SzD2mxf89suaFPeqipj3Yw+Q80PEkvHRR470IAoY8+CDTvX6JtT3MIu49OOOePAYr0z145qg9QKpsu2qL5T0AyE08IDTXOywXNb0aM7u9wDNmPPTqgD2IqGo9ntaVPZKZqr2cUUc9gCi7OqBfubvW6Nc9EBS+vZo3272ooak9oORXvAAKlbygYo49wHYQPciFj73gdre8ZoHrvaAw3j2WU9i9aKlHPXYEn70ywMi9PMRIvUg1wTygym08dOiGPQBXzT0ABZY6lDiaPWgGoj2Q15k9JIkqvYA51Log98W9UlakvdhNozwYX+282F5jPWAi2LssmD09tD+9PWCSaT2ay8m94IAGveDVzzwem4I9wCpuO4ahtb2YD5O96sHSvcqiiT14Da+8Uiq6vcCPbLwkKjK9UFAFPcrEqL10Tsy9HEXqvejF+L1AXcm7gHpZu5xUqD3MJiQ9ND99PQij0bwmXOQ9uP28PNxDVD3IJ4+8zLchPXzyJj1cH3Y9OM6uvASCnL1sICg9IozYvWbDnT2gu6O7FmblvYj1sj10pnI9KIKcPFDBy72Iv+48cLBJvL7VxL0EA4Y9zJAvvUAE3zuMgeU9mPGgPBAWfD3gc5O88OL4PSwbKr38GrY9KOVNPSBdULxSMvW9MENnPdAGwbyYVBK9AmuFvX67gr0U2uq9cConvbBVeT0SD429fJaUPU4Qnz1mme89gD30OiS3Oj1OR5m9cv\\/kvcJbwb3q5Y29+NB9vdg\\/7r2oueY8+uDnPeT1cr3EqWa9JFgkvcCm0TxQ\\/+k9sGsBPZSp3D3IrYU8enznPWhmmryYn5E9cHtVPeA5zzssj+C93LQPPZBu4bwweoy80OF8PRB+ozz8QCS94Nmqu5LrkT1cHvS9MHjvPSZMkL369N09gCd\\/u3QWKb2Ad3872DSRPXIL5T1APZ48YGSFPCRURT1Asw09wDMPO5gsmz16J6E9hP1QPZ59gL2grpe9NqCTPSSayj2AsW08ssmRveBCxTsOm+495rarvTCQOjyYnfc9Kj+dPdj9gTyMhTU9oNiEvNA0IbwUjNY9xmyGPZCX7b3whbA8KiqPPSDbOD2I5S29nkW1vd7qvj1cEQA9cANXPN6Avj20G5i90MFhvMAW7z2YniQ92nmRvSQud73MfKQ9+JHAvUTbx73W4+E9+Bz3vMCQm72K7rM9EMJoPQg40Ly8H9o9pGygvTBB2rxwOw68NI+yvcCzZz105g49kByZPKBnFDxQINu8YAd1veDUXb1o55Q80P+5PHZ5vr2I88+90BfOvVQrTj2Ql2W9mJPYPZCLlzz+SvE95LnKPZAcdjyMbDc9ls2FPWDYPrzsIxa94CGyvPZqrj1IIEi9noO3vTBPZL0I2fE80mzzPXjS5z3oyba9aCvDPPoau73gpWW9GEn+PcCrFDyc0p498G1nvVZv0r38RGI9QDpvvBCn8rzYkdS9kMywPYBFKD04Vfw8IBhrvYz5fT3Qnxi9Yr7rPaYmjD0g9Ue80O79PUg4BL2gKqo9YKievTChl73Qm9W8LACTPXj7WD3gk649ALTpuqz7Rz2gpt29GB3xPKzIeT3yLLO9+D9XPeC\\/+TtkWIs9ksvGPUhLqDwgFnY8UEHfvKyn9L3otHE9yE2lvJD2sT3Ah1g8aoOMPfo7uT0Evhk9TO1cvQbc\\/z2iDIC9IO8JPBRY+j1sYlg9ULXPPYD+Yj1Cs7g9WtfOPSCTLb2EjFo9FoD4vcZD\\/b3q87i96BinPXrrqb0iN7m97IvGPeBlKb1EQWw9YAOxuwBgtLrIhBc9DHOrvbiH\\/j1CIci9Xq2xPbI06z0WoLU91B4ivVw7HT2QOf+9QOzRPaacvD3eJ6w9DDjlPWZn2T0w0Le8kPeYPBJRvD1wAs09kFtmPNQDvr2oMhM9cDYzvMDInTtYtV89OHcKPXCZkz3qQ4I97pvEPcLdnD0QaeS8GJ2PPQgz270Qwmm8\\/NBsPcBC8LuEUU89oqD1vTDzuzyYD\\/68lu7RPdZR4T3AWB27rH58vUj9E702uq89iFpkPaawoT1ATs08gEwNOwgvK71o86I8RO3yPTCaA7yY8xm9RDQkvVwSc72CV+c9OqWNvdSzmb10A4e9SLSjPVDt173qwJu9DP+8PRwbfL2oxbO8dMUtPdBJ27x6i8w9wOlTuxw5hD1Amh29WMT8vEpltb2OENO9SgeivXrf6T0iKd29MMFovXQ8473gSFK9AJelutSsir1YUr08KGOvvao89L0mAJC9siDPPRgrYr0Ewq09cE72vbLskT1Ax4E8ooqDPUAYCTxAIHO8jDbcvXTjDr2YsNa8kuvSPUB4PLs8A\\/a9Yq69vRBnCjxcqEY9BiK+PdjPFj0wb3c95OJDPYgCrz0IBu29hDwovYBQfzsWPfk9mBRPvf6X2z0m7vY9sI3JPdBC6j1wWge81KyCvZBj2by0njy9BHtpPSgWpD1AzBu9PqWbvbb0xz0Ooss9IHvpPICAabw0mPs9hLevPSC7azz8gnA9MHzjvEg\\/mb38DC092On9PQzJaz0AHBy67r\\/FvVaPhb00b669pGewvRSa8b1o2zm95pWVvXqapL2QYgk9NqKfPUBkuLtA3+28ZmL7vQxp971w8yu8gL3XOoBsf72QWqm8piamPei0qD2MBRy9EAhpPdT1DL14foU8NMm8vTA5Gjx0ycW9wNDovCAi8bwQcmI8IAljPZrugj1g9VU8BEsIvZrgyz1w\\/\\/K9WBuLvWAukbtMgnk99j6fvSRmgz0UGUI97nDUPYAz8zzC\\/bI9IPWuPVDzR7xWoKS9nGuevSzIvb20Tus9sMClPRCz072wD9M9cHRGvKTEIr3WX6c9NFQaPWDljDsq1r+9UJx+vewkaL2UHoW99i2GvWSLqL3AqpE84DqjO6wzt73sVqO9ikLKPZhDSz1Gz489INUEPBZbi71UsII9Kq+jvYi9pDwMCzO9nA+5PaBo2bzorUY9wA12vU4jgL1Il5+81JmJvVCLBLz2o9W98kfzvf7dwb2giNe9\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 473,
        \"value\": 474
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 467
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        476
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 477,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 478,
        \"values\": 477
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 479,
        \"dtype\": 13,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAKAAAAAAAAACgAAAAAAAAAqEjsPIiFX70Q\\/fy8Qp+aPQC3pT1+w\\/I9lMbPvb74oT06r8a9\\/s7ivQ==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 480,
        \"value\": 481
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        16,
        23,
        30,
        37,
        44,
        54,
        61,
        68,
        75,
        82,
        92,
        99,
        106,
        113,
        120,
        131,
        138,
        145,
        152,
        159,
        169,
        176,
        183,
        190,
        197,
        208,
        215,
        222,
        229,
        236,
        247,
        254,
        261,
        268,
        275,
        285,
        292,
        299,
        306,
        313,
        323,
        330,
        337,
        344,
        351,
        362,
        369,
        376,
        383,
        390,
        400,
        407,
        414,
        421,
        428,
        438,
        445,
        452,
        459,
        466,
        475,
        482
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        483
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
    def main(x: R.Tensor((1, 3, 32, 32), dtype="float32")) -> R.Tuple(R.Tensor((1, 10), dtype="float32")):
        with R.dataflow():
            lv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(x, metadata["ir.GenericConst"][0], strides=[2, 2], padding=[3, 3, 3, 3], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv1: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv, metadata["ir.GenericConst"][1], metadata["ir.GenericConst"][2], metadata["ir.GenericConst"][3], metadata["ir.GenericConst"][4], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv2: R.Tensor((1, 8, 16, 16), dtype="float32") = lv1[0]
            lv3: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.relu(lv2)
            lv4: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.max_pool2d(lv3, pool_size=[3, 3], strides=[2, 2], dilation=[1, 1], padding=[1, 1, 1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
            lv5: R.Tensor((1, 8, 8, 8), dtype="float32") = R.zeros_like(lv4, dtype=None)
            lv6: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((1, 8, 8, 8), dtype="float32")) = lv4, lv5
            lv7: R.Tensor((1, 8, 8, 8), dtype="float32") = lv6[0]
            lv8: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv7, metadata["ir.GenericConst"][5], strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv9: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv8, metadata["ir.GenericConst"][6], metadata["ir.GenericConst"][7], metadata["ir.GenericConst"][8], metadata["ir.GenericConst"][9], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv10: R.Tensor((1, 8, 8, 8), dtype="float32") = lv9[0]
            lv11: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.relu(lv10)
            lv12: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv11, metadata["ir.GenericConst"][10], strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv13: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv12, metadata["ir.GenericConst"][11], metadata["ir.GenericConst"][12], metadata["ir.GenericConst"][13], metadata["ir.GenericConst"][14], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv14: R.Tensor((1, 8, 8, 8), dtype="float32") = lv13[0]
            lv15: R.Tensor((1, 8, 8, 8), dtype="float32") = R.add(lv14, lv7)
            lv16: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.relu(lv15)
            lv17: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv16, metadata["ir.GenericConst"][15], strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv18: R.Tuple(R.Tensor((1, 16, 4, 4), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv17, metadata["ir.GenericConst"][16], metadata["ir.GenericConst"][17], metadata["ir.GenericConst"][18], metadata["ir.GenericConst"][19], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv19: R.Tensor((1, 16, 4, 4), dtype="float32") = lv18[0]
            lv20: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.relu(lv19)
            lv21: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv20, metadata["ir.GenericConst"][20], strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv22: R.Tuple(R.Tensor((1, 16, 4, 4), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv21, metadata["ir.GenericConst"][21], metadata["ir.GenericConst"][22], metadata["ir.GenericConst"][23], metadata["ir.GenericConst"][24], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv23: R.Tensor((1, 16, 4, 4), dtype="float32") = lv22[0]
            lv24: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv16, metadata["ir.GenericConst"][25], strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv25: R.Tuple(R.Tensor((1, 16, 4, 4), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv24, metadata["ir.GenericConst"][26], metadata["ir.GenericConst"][27], metadata["ir.GenericConst"][28], metadata["ir.GenericConst"][29], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv26: R.Tensor((1, 16, 4, 4), dtype="float32") = lv25[0]
            lv27: R.Tensor((1, 16, 4, 4), dtype="float32") = R.add(lv23, lv26)
            lv28: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.relu(lv27)
            lv29: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv28, metadata["ir.GenericConst"][30], strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv30: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv29, metadata["ir.GenericConst"][31], metadata["ir.GenericConst"][32], metadata["ir.GenericConst"][33], metadata["ir.GenericConst"][34], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv31: R.Tensor((1, 32, 2, 2), dtype="float32") = lv30[0]
            lv32: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.relu(lv31)
            lv33: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv32, metadata["ir.GenericConst"][35], strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv34: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv33, metadata["ir.GenericConst"][36], metadata["ir.GenericConst"][37], metadata["ir.GenericConst"][38], metadata["ir.GenericConst"][39], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv35: R.Tensor((1, 32, 2, 2), dtype="float32") = lv34[0]
            lv36: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv28, metadata["ir.GenericConst"][40], strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv37: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv36, metadata["ir.GenericConst"][41], metadata["ir.GenericConst"][42], metadata["ir.GenericConst"][43], metadata["ir.GenericConst"][44], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv38: R.Tensor((1, 32, 2, 2), dtype="float32") = lv37[0]
            lv39: R.Tensor((1, 32, 2, 2), dtype="float32") = R.add(lv35, lv38)
            lv40: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.relu(lv39)
            lv41: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv40, metadata["ir.GenericConst"][45], strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv42: R.Tuple(R.Tensor((1, 64, 1, 1), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv41, metadata["ir.GenericConst"][46], metadata["ir.GenericConst"][47], metadata["ir.GenericConst"][48], metadata["ir.GenericConst"][49], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv43: R.Tensor((1, 64, 1, 1), dtype="float32") = lv42[0]
            lv44: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.relu(lv43)
            lv45: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv44, metadata["ir.GenericConst"][50], strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv46: R.Tuple(R.Tensor((1, 64, 1, 1), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv45, metadata["ir.GenericConst"][51], metadata["ir.GenericConst"][52], metadata["ir.GenericConst"][53], metadata["ir.GenericConst"][54], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv47: R.Tensor((1, 64, 1, 1), dtype="float32") = lv46[0]
            lv48: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv40, metadata["ir.GenericConst"][55], strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv49: R.Tuple(R.Tensor((1, 64, 1, 1), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv48, metadata["ir.GenericConst"][56], metadata["ir.GenericConst"][57], metadata["ir.GenericConst"][58], metadata["ir.GenericConst"][59], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv50: R.Tensor((1, 64, 1, 1), dtype="float32") = lv49[0]
            lv51: R.Tensor((1, 64, 1, 1), dtype="float32") = R.add(lv47, lv50)
            lv52: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.relu(lv51)
            lv53: R.Tensor((1, 64, 1, 1), dtype="float32") = R.mean(lv52, axis=[-1, -2], keepdims=True)
            lv54: R.Tensor((1, 64), dtype="float32") = R.reshape(lv53, R.shape([1, 64]))
            lv55: R.Tensor((64, 10), dtype="float32") = R.permute_dims(metadata["ir.GenericConst"][60], axes=[1, 0])
            lv56: R.Tensor((1, 10), dtype="float32") = R.matmul(lv54, lv55, out_dtype="float32")
            lv57: R.Tensor((1, 10), dtype="float32") = R.add(metadata["ir.GenericConst"][61], lv56)
            gv: R.Tuple(R.Tensor((1, 10), dtype="float32")) = (lv57,)
            R.output(gv)
        return gv