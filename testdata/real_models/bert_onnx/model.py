metadata = tvm.ir.load_json("""{
  \"root_index\": 179,
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
      \"data\": 1
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
      \"data\": 64
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
        4,
        6
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 7,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 8,
        \"values\": 7
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 9,
        \"dtype\": 2,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAABAAQABAAAAAAAAAEAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 10,
        \"value\": 11
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
      \"data\": 16
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 14
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        13,
        15
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 16,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 17,
        \"values\": 16
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 18,
        \"dtype\": 2,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAABAAQABAAAAAAAAABAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAgAAAAAAAAADAAAAAAAAAAQAAAAAAAAABQAAAAAAAAAGAAAAAAAAAAcAAAAAAAAACAAAAAAAAAAJAAAAAAAAAAoAAAAAAAAACwAAAAAAAAAMAAAAAAAAAA0AAAAAAAAADgAAAAAAAAAPAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 19,
        \"value\": 20
      }
    },
    {
      \"type\": \"int\",
      \"data\": 100
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 22
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
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        23,
        25
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 26,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 27,
        \"values\": 26
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
        \"shape\": 28,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQBkAAAAAAAAACAAAAAAAAAAADIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPRa1rzZlQK83jRgPJRMsrseZ0c8VLnWu+VBxruAIQQ838sJPFXg\\/7yNkYm5eXLlPBl8nDpdxdM8q1mMvPCmeLxrOxq9krKZvL3mRTzZsDO8xQZIvHurObxGrFy87CmBPNQMqDvP0Ci8fJK7vIpbND0pS8U7qkrbPN1w1ztdC268MeeDPb63TTzvJvg6f34GPeKXNrwSsIu7Z+XVvBx9aLtQUus5hurJPIbmkzyXaPK66onou3IBRjxzFdW8VyGcvCbovDy1od+7lBZPPBMI7Dzk3kU9Ap0XvLDmqzxKBCU85\\/hRPMCdyzwHD2Q8VxIpvZvQ3LoZtgo80F+2PKvoKb03jKK83EeSvLyuPDzZDko7AZ8DPbkU\\/LrvtmM7oIuRPHNLYrw2kog8wpcmvFMAjbzk88A8mxP3vKRGoLzOr4I8AkVjO0BOlDx3+UY8VVm2vJNIdTwgE3i7hzy8uxOKtjx5rr+8U+qsPPP0kbxlUVg8UtXEvJTMzTt8cQ68kuatvIYV+7yiiog7GYxOu95B8rttz8G8cKT+u\\/hy7DzEEYq8FK9mPNxr1bpGAZ68oqFMO51AXjxT4Lc885ZIvM0LoTsHi708MD4iPGURhTxB3Io8SQfyvC6EyzsufFa8oO45PDFuGDzz6R26MBwkvVnUdbtiOMC8jCujOvTih7u8j8s86w8OPRPJvbtejqI8hsknPOyva7zub8g7ufcIvPu\\/m7zXoWc8D2rmOxM\\/kTso5B+7q0hMOk+P3byw9CQ8HcIZPXfD9rxvZe88YKDKPMBy47s0c5k8GVNmvOCDtTzbuv283aiLvATthzuhLTq7vYInu+Z2XDw9LMs77nMfvfnuILxfhSK7wVBxPJ7xI71ng4U8axtrO431yLsZctW88N\\/tPHxYW7z5nrm7nk5Fvd2vQbx3jNI8x07gOpVHSDuFB9A8M71PPA1lqDpXYZ881N\\/iO0yfg7s9pg88qoiwPF1NCLzroGK812VDvLBgjjzqHEM8dHTMvMJtIDxhxQ69YCsPvfnEIbz+rKs8+3HHu4qp+DqwTuK7DhL+urBTkLy\\/64y8QJNxu7PLpTzhhwO9D94VvcTCG7uYW548KkNYvI+wIjvtrQy8arD0PBLEUjs+Z+U8fgEzPIfvOD2LAji9HJ7kPCro3TtUZj+9NCdju\\/3w6TweQn0808qUvLOa+Dw+3k07OK5TPKMXFLs74B87+CFyvBZKmTpizTc8VvaEPOrx3TzbGCq7y66bPBlTlrspORg8VWfxvBTflbsCMk48hznPu114GjzWKaq7aSb8t1BGjbxTGGy8srJLPJDh7zr3h408OHshPLpXjTuf7oe8sYILvAKisDz8UU88SrTgtxMmsjwA7448v9ITPW0GQTxbAj08KTbfPLwD9jtaZow8q0bhu61HkjzYbCW8nniCPF2fQLxQ8Vg9q7UEuxeJGjw1\\/fA7Dk2Eu5AqyLq4l6u8HeiFPEmksjzjrpG85E9OOrBovzyc1C69+d7ZOwnaJrzsxNI8l0jBvJxnTbzJE2w897cyutW58LxCaCM81eQ0u503TbzOYwO9vA4vO2LCFz3wggU9FEyOPKtBWrrc9O88a1cXO+ZvD73l4iy8CxwGvTkZ5DsUkTw8xP3IPDZXkjxsJ9C8kqihPEeqyDsQ1JQ88mJfOtOgzDxOk\\/q8tesRu80GQDzH\\/lK8ePGvPMXsTbzgwbC7NMYqu+vYuDxKSEe8j3Sdu3sPbTy37427u3UVPYTT1DvbQu081Cfruucslbz5FgS9fGp4vNNqQTwYQEq7XDExPL4ps7zqdg2875D+u10XobyiCsK8jdcLPck6HDyiz6282MU5PEQj3bsuVqo7Zq+FvAVzcrnX33E8OThrO26NrTyStNC6gMmdvDM\\/8js78B09Rq\\/BvMQF0jwBPdC4gwqGPOTMrLd\\/UI47F0sGvX3mQ7yiAx88VDsPvIk6Dr3qnGm84hnevFdMZbzVpbc87pLSPBLHwTw3Hhm91ZSEO+xq9TyVWPg7Nm6KPJyaDz3XAky8lpaUOmIhJ73IhpC8ixMgO0XOdb1Kvye8J10CvfyaPLzpDUi8lAivu00ar7xC0oq8QYg+PJm0grv+\\/hC8pzb0vIRiqbxUiea8ZcHGPKRhDr0sDx08q9NmvWULs7iBv6q8sQmPvIBA97zgU5K7KiooO\\/sckrxuKz88ZNaWOkewHLfzSTy8aSMAPFdWUT3naVW87pNOvLeHMDx9Eds7nE7kPEU9UrwQPXA7gfs9uo5AJD04teo8R7jrPHTHszyXorW6XF5IPFB5QDwbIEI87ppbvOOamDrqW+I5KlaluxGFAj2oTxk9BtwFvJ4qsLygyag59wi8vN1vDj0wEAk9xP4VO++aUDwcBQO7+8fgvBTwJb2wuF66TJgcPLczq7w5qpU8xiJNPaIu1bxFe8g8ULJ3PBhVyLwkZTS8EHwcvLIekjxA5A2863p9PPswDTwGkHw8LsnFudDNXjyJZl68YuK6O1ZAqLtbVag8VjydPJbABjzYdei76YfavFngIj0d1CQ8VrGAPIbuSbxqDTK9+62FvGIM7bsSbp08SvKnvFQJwzypqu679mmFvGCj2zw04sA8E03BPMGR2TzORK06Wy3pPJi4LbuJuXq9V9I8vDznWDxEtlg8u+n0PNuqQT3SWeU8Yma+uociSrw54Xo75jUQPSYnuDshk4c8Pbe0vGUydTyiwWM8PSdTPIFETLxlHHO7DKygO6XXwzvQQdS8WzVjPLYsobzLFYe8hAwNPOmO2TxhEE08ayEKvIZDILwuJc68PpnyPFUW\\/jzuAxs8Dje0O2RgrDxOXOA8vPjtPDjWALznxgS9+TSYuaFu4bxyrsa78jP5PCan1Tw4NuI8Z0jKuRjy4rtM8I663ZRqPCsOPr2qVEy8q8tOvLQ7s7zHq6+8T4uMvFK08DsY\\/gi24ySZPCHLJTzYwG264AXGu6nKPD2y4OK8BPGnugfMtLzb6XI8ke+cPIv9Xbz8C6S8L67bPIqAwLydEo47WMdhPMWE0TyNSBk8\\/Ks2PNrEG7yX\\/bk851ygPA9HzLzGW8g8gGM7vMp1cbyYrBM8pwJ5va3EFTtWyRo9RDuhvNu7XjydfcO7Rv7jvOlJk7tGemU9CQuVvDOvGbxBR8k8J5icusRSPTzvAu+7w0EcPS+K8Dt9ysw861UtvMtVjDxjXQ87seQQvEomuTxpwlG8dUtVPOVs07yu7ae8WCq4vAk0NzwRHZk8vfi2O73e1ry79k28mCKdO4o1I7x9XhK9EszGvO5x4rz50Ve7P3kLPTJQgbx9CxY94VdivNL38rwJV0O8\\/u9jOyAdgjy9tZM7tAJDPKKmPDxApn28QnUou\\/U4u7sUBiY8ToXsvNLsjDzUI\\/u7BhB9PD5t4zzyfOI7ELl4vIT9GburiPI8In6JvBUnNTx9WhC8VWDePPhU97uEK1+7V\\/9PPG4l2LuwoZS8cJLoPBJc2jon7kw7EJoVvEySUrxWepq7\\/iFBPLpuljr3D7O7WZwovZdVOzwwjiE90ppZvFBOCz1pZei8gsH6O49Hn7yusfC8BrJGPFJXBrpCdtO8uXtbPK+pdztE3Ku7ldjZO2r2O7wg\\/L08zuXcO\\/BbqzzMOVG9St9wPK8rzrxcKXk7Pt8UOjNBHbwMk+47QtDeO\\/fmzTyzj4a8UiEGvcG\\/s7zfFgK8m+bgu8zZATwqFBU8UDkdPQAvhbxTwle7WDodPKVKUb0L+BQ944VuvEdKF7yRYQG6S50CO6zf4zz2Xxs8CtvmurB\\/\\/btFlbq7de3AvLUiH70GZgc94fU1O7LyObyFv6U8dOtAPJJnhrxZxca8d0hEvAYIUb1XwPO7JkjCO5IeT7wskVm8YIfRPADOxjxk59i80swtPbWilbvp9IM8y8iXvEcKdzxPAF09xpKYu0byDrzn\\/Zk8LqewO6f2Qbu2Hwy8cEKCO6GUXTx3qp08zSepvIbbvjzSvZK8auTKvKUlYLsAy9C8Z0yIPAxK+rv4Oas8y43XO8nYvTyJlLM8NMpIOwJRg7yvnQ866UoEPNfsjTuK\\/kY8D9OiO1PrJbyX4N88HDNoPEpv57zbM9c83qupPKkUIzwAZp88uVVdPcR7pDq3nZy8O4gCvMrZNb3VlJi477HBvMylZzzdnrW7W\\/nTOlfsTzygKAU8zoaUO1BvfbyzdL87TrC5u1QY8Dwr0ua7OFYjPPuBh7wg+5q7APD+O6dI8DvYP+W8i6iUvALSBT2+7Vq8iYyRPIa4UDqyACo7ajtqvCkMmTtbUoQ8rz0DPSANAj1uHkq82wEDuy8HvjzT0iI8BNqdvFgiWjxm4ic9d3msPGF34zygitQ8VcKPOx7ZF71nhhA9SuJyPDgdwrvAy6a7LnYSvRK11rx4qjo8NnaUPBs\\/rLxP2Ru7\\/sajO7T+ozz0QwY9boraOzaLo7tJyZ47agV6O\\/WL9ruQkZ472pYWPQW3\\/jvy+Eo7sGAgO6bbGjxVVQS8im+vPOvqQDsbm1Q925+NPH5hyby3it670ZWavJC5DT0VURe9NFePvKGM6rvzVp48ZMw8PaxY9jyHC4w8FJ+Pu4mRZjyczb+89JG7PAAxsLx0CLq8eYxqvCKaYjwdAnw7WC76u1nNLzyqCFa8FzGQOzWwDDz7oJ881Y8aO8QwFrzXc6W5JDjcvLM7Wj3smXI8eSiLPPUpwTor1445hgEaPam3Kbydxx68y\\/SzPDq9kDxM+nO89L8XvMWJjbu7uFy8walfvJQPCj2cL\\/u8SgWPuycI7DkUyRO8pdulvBQqlTzFZLi8l5A+PTgttjz5JmW8lTFbOx2sabxyNTe810MXPIYJOzzdb8G7GTjjPJkhrDzmwZc8Mqq2O+fSq7zXcWK8slQovF62xTyFPci8prIVPAYIVjw7N3w8U1ztOwe4FLyljam7EOs1PULqVbyevd67SyR9vPettzzgo4W8CGuXu4+VIjxAT5i8bxWEPFP1wjsX6\\/Y76zciuoEXdbntdJU8wg3gvIc1ybuvOY25PWyGPD3IzzwwJa486kKavPBymrxlol+85RRBvSRksDwoG406jZC+vAc59Lv2\\/4C9JvJ4u\\/wNJTySLC28zaG1PJd79jx3+AQ9V+ctvJu4hrsGix87u0qbvDhSTzy7rAQ9kjgCvQEjSryuY4G8hQaHPPzKMLwwWdE8d6vHuynmALxBVgy9PWCCvOFZsDwHUg09k350OyHppjxwShY9yfu6PAdEHTz5bFy8dxljO7VQ4Ls9p607pTWKvBuYqTynDyU9jnJDvKgZH7yFpoA8NT2GPF5yUrrL2FK82VLYPGHVKDxPEuI8\\/dlBO9VBeTymmjA8nP8cO3I+v7wVh7U6BycKPAsLoDyDuZS87kYYvdBz2TuS4rk8nKrTPIZSgDxwCGq8xBwWvKZEJLzIpZw7S7LgPMbNxjxt9xy8zALqvMSu57wv7Ou6fWEkvIjuFD0gM++8O0kBPJZWrDyeo3w8EtsVOqvuTryBprM7EGmavOC\\/dTzPJuE8RTjbu2++SLzcfsC89fGVvIBzPzyQohm9mVQoPQV1\\/bx4pyo8lziKO1P1vTnc3sC73tIOvafylDzNri27ZsQAPPkdbry41L+8L4q4O7qlCTlQPM47sO6iO1tdxLwQlmK6EKipPN+vCD0QcQ08dIEXveoeVzwpncM7JcRmO0A3L7ugEG+8q9CtPNRyiby47Qi9+3VYPHyo+rz2zJc8xki4u0ESrTxg3Tm8RsBVuBeg\\/Lt57DG964uOvNnK4jxg\\/tu83fs8vNC2E7xda8g4woZgO52\\/A7yKOOK8oRivOwmBgTsX1pS7uF5PPDsw4TxCTyA6b\\/XSPE21IT1pC9s7HqBOu0GG2jx9ZAa88wJyPCsQBb29s0e8F6S7vO8Mrbyvyws9of+wPOPV7Ls0xok8az2GPdQajjzbMg48tI+7u\\/Sx1TyJi+E6GHnavO0GIrsXpqu70r48u0+sgzkU+x29sgeDvK8bvLzcycM8KWGiPNB9tbsFMew8W\\/RKvWHp2byw1y88y5ZtvAwSXb1beTg8iuP1PHJmLbwGvVC8a8X8PDR\\/hDw3hBq8kqc5PSWm+Try3po7GEyKvBHdB7zu\\/JO8yd\\/AOz0ZOryLpg29LHWLO5SCkjz5mS68p+U4O5Vc3jzlUsc7oNcqu1jz3rywRWI7cbOQu8UpG7vJbxI9EvkLvF6x3zs7pNI79qkgvR18Zry8dPk6hv\\/gu07E1jxojYe7kN8mvZt5NDvJh6a8JrT1vCkjGz0tdo+8mQdDvE+9WDyGtxY7IRPjvL9AjDnBehq9Jc2IvKle8LzCWCW7cmsGPVlnBryL0qG8hICsvKQ5LLqChZm87F36O8UFh7wbbLm8M6DUuSl6ZzsTjQU9lO4ivJX4STxX+l08MSMgvAELMbsCXcU7stGOvCzY3Dw3yuA7CwVMvCa5Cr2yoHU7HCfgPAM\\/C71Cr2W8HbrYu4ScJj1AkEs8ojDSPFCSNrywzJC8II4wvSIniLzhl0q7rcwbvHjWLT3ZgSg8OryaPA4gobv+ctE84vcFPM69Br1AyZE8LakquoDsDL0iZLy8tGsJvfQd9TtZ\\/J68G5c6PELQ+btD\\/n481uimPFK7gbwBUuu7GUEMPIcc8Ly4Y129FXWTPFvLlrwP2Xc8FRugOwr3I73i\\/bk8EzI9u7OCTTtlZJ484sDqu5V2NbyvOeg8hhz\\/vJ20\\/jy355q8DwLzPBdNgLr1Ewk9RGcYPQPEebyDr\\/q7FK15vCHk4Tu1T3A7PZ09PBO6ebwWlxQ9G0zFu2EhabyG7a28S4chvJ1N\\/btGwrc8htcxvNK5lDorJWm8kxVovFs4ALzYT+s8kQ8TPetDVLzHho08x3mVuzJPsTw5Qva8ykPIPB5+vzw0TCc9vELCur7uQLxev\\/q7dNBOOytbz7wzE6W82YBKu92ATLybx2Y86Yqfu+vVxjvFuHU82ZVdvJt4v7zOzP45VPjPvC1dDT39ySo8xTQAOxNbbLmLU\\/s6m8i5PKuPQT3PUog8ud7DO3vnRLzFBbI7w8SjvC8diTzA\\/bU7BAm0PHJt\\/DtGd+i8yqMLvEYyxbwg8Es8yOsGu4UgEb30FSK8tI37OtgkC71ehdS75etIvMLLajzQv5K8tFt6O1\\/7krnLRms8A6gKvfK6QryINpS8nuelPKUUADw+0Ho8Ht6luwEBp7xHRga8iZ0svO7coTuk06s8QDnKumfxDbx+0MA8CpSOO7zF97fXop68CLYXvc8YV7vUMBu96y12vNxjvjttZ4g7MDftut\\/tDz2U2v05YvjlvOqy4bw47Ta8tkwCPQVlebx4ofs8ObSGuwkVQb28ZWw7T87AO0m+z7pyqsq7RcFyukHhajsgKTW8CcdzO1o5Dzw4RMS8HmFoO7R2l7uCtq25btzzvIacCrxSQIK8mH+HvAcGvLznZQk9vjDlvN40Rjyu6BY7n2cDvWEVMrszDbK8UCiru1IJwjzeV5+8IuvFPPT5ezsV7dO7BylcPCb5jTxUi248pEK3PPLH\\/ry70vS8ZJzWuqTkVbwPyBE8dKwTOxJphzud4Sk9gKEOvP1tKb31a1s8fQk0PKbXkTy171q8RDWvPDAc6DwLYdY8+xa9uwC5CTyOMhC9gf6nuiUKR7wX\\/ry8F1QEueCZkzzcIP28hwujvIg5Cz0lNtQ7IVzZO6zGb7tlFlE8D+fXu176JDzHuJc8wvnoPJ6PCz1AkKu8XOQyPDOG1DvOZqE7TgFtu0GICr2rFM87EFOKPB21R7wp7Bo8pRCpOwdEWbyYdtQ8Jn0su8r9vrtUBN07xBqsPPieKzxpcSQ9epscvFXwRjwLwLI8jk1KvDgj5Dx96667pl1IPCaKzLxZnoQ8YU4bPYn6UDrFw7U5FPENuod1N73iYbW7PDvJO9zrzDoAjPK6fWXoPEt+Az1KGM28Uqt5vKthljvmofS7wYboO0yOh7wst+s7CYCkvI7ZvDu9dgk8SxZIvPmvxLzPZBA9bqa2O+d0IzyPLrS8eTJlPCcyKzsoIwU8ElmUvO1TprwI\\/g05zjzcu\\/NJrDxBQ6A8okYuvIWlZzwvPqc8wSnMPItkCjxJ93O8c16MPLDgBrp7pAC9Mh9FPEug3bx0Bw67ulwIOxxHPrvcYg09ZOdSvKaQlbwerq08xj70vPy8vjz44Eg7ELOAPG2ohDvYQ4a8F\\/oBPPx95byTv9m7zNbduvfoZ7xbzTE6fwcavdccTzvTAic8x+3NvFcCarz3chK9NEc\\/PMJ487szU5a8JF2HvM7EyLqGNyY8Pj\\/VO7O+yrx7a2A8PrN9vHmSGL3hGcI8qtctPG5wmzw7qZ28ClfSPGDahLsw8M+76wTMPCwA57wivFU9axcIvXn68bxPtiy7S3zqu06tpry+lZC8teYZvBcbibpc\\/7U8pv4ovLucjDv0XAI9KMYIPMGP6rvOI1g8VAJQO3M6oDrjXRQ9626zuWaLmbxRZ4m81ZEHOgH+gDy7Zsa8UoQYPL68ULxTLXQ6dX5sPM3YlTy0m8q7ikAAPCRZzzyJlpu8k7kivIOaCbqIPAw8+\\/pWPJhEE70zKCY9AiRBvdDfdjy52ey8PP5VOPccIbykNtQ7xLoLPTubrrziSl+79QufvNe0kzsw4ow8ILW3u\\/mTHTvWd4E8mYyXusm3+DoFdLY8mWe6O28SVbuNwrm7OT7tPBdTsLwK+xs728advA07rrxNLBi88CphO\\/3tgbswXas8NbdtPLn3AD0FnES8sQASPJTQITwGYPy80O9JugdkcLyXooU9fUv1PBfprDwpaaE8R3sHvbQ\\/xbyQGB+8bZonPQZ\\/3DyuMaS7HjbGPJ9RCL3bdIk8j\\/fIvGr6rTuqOkm9pPzMvIsYJTuHxZu8SpcpPLuyM7w\\/0QK9PkD3PCSXvzwdiZa8NPsmPfefarybYdO8y46CvDOGX7uGwy+9BwVqPBa5oDzJHG+75jMKPE+GCbu7Brk7+BveuuT8jTxFHBE8cqy7u9dGkzxrW\\/A8d86WvKZyIDzUGaK63STRPDi3mbxnrHg8nrukvPkT2zx1k7K8STBsOymCIrs01BK96+SIORZam7yO2FU8AXQKvQsRFD0mFE08adUyvJgLGLrGvMM7WzdnPNi+gTz0VQI88rg0PDSJqjtUG6y7gHSbPGnH2DvwCwW8m1Q1vJCLibwPEYU7WvOGvDz8MD3yKGe8kKq6PLzHrrrfX4u8BwxcuylW0rzz5pQ8RFGcPHD5tzyM39U8gMpwPAuhczwuvyM8kMp4Ov1OBzx89OW8jS+pO2mcrLzYSio8gsTxO0RO1LwLJbe8nUqjPG7Jgby3nay8qxHSu7XW4rzz0yc8IqowutCjxTxBnPm86z81O7g2Q7ouycS875FVPJ7wp7w5+yk7TpnBvFJ2ibxsFdS7GRi5PGZosrvw2hI8MrO0PM8WprxnQyQ8BiOnPA3xNr3mn1s7MHpMvBwclTxwm4S7gGwmuZZqrTwFJjC8J4Hiu44bCb09bOw78h9DPCLZR7p8a1U8SdFfvC4wIbvNBpc8vPOJvO3nA70uFcM6UEgwPWJvj7xfAYS8Id8rPDAaorxN0Be8llaRPDASVTsEwRc6rD9lvC61nTwLEzA8xuYmPLnNBr3pUIW8J6UKPEQYQ7sgDDo9fIn1O6WcMLw0cBa80tuMPE9erjs0zOa76vNkvJxDj7wbo9Y8bE2evNOXtDvlZTO8RRpzu\\/NOEDsPmhE8wu0oOo4jubz81mQ8DGRgvI5D5bx9EdM8SYjAvA7N3LtFAb66fWJ8u04FyLwZe408e6cavVM22TuBvG68W2y4O0kTlTupdgM8RlSovFIJKjzJ9Cc9FG3Ku\\/IGmTrkz4y7fIjovMLLWryrqxO8mB4FvZJ9zDy2yQK8XN\\/lPJVqM7u0Woq7xSsSPcYShDuHQgS6lOGiPGTCnDzKrpo7JAaYPEQjwDyYYSY80hnDPJZXBL0L5vg8Uo3Qu\\/LPIDzHJVa8dl6pPIrzqTyUo388p4bJvKKUkrzK69284mfWO25KGTrOLxq8nQZlPL8pi7zilJe8J7SZvDs9HL0Appq8y8lGvaeRibySZHs8mcRBPI+R3zw3w0q930iWO2sCcruwY3G6vxGBu7v3rDz7ubI8AlCrPKXl\\/DsFEJc8yleyuxRA47w3ewk9WHhTPJxQfzuEMQu8LGjSPKW4qjs85XC6ChU+PLVYirwwILo55ftXO5INEjx05Qc8Xjq2vAmNjTwXn6E8VJx3OzsgyrsNOiC9tBAMPQCQZ7wuPu67k7rtvNLuo7vcoIi8cuyrO5Su5jsmMEs8ISq\\/vID87ju\\/BZQ8IEn+O6YDIj29Mo+8cIk8vLUwIL3UTKO85NwOPYF0SzvTfSI8yb0GvM0jmzyOHdG8+094O+zY2DvcKue7eDCSOl5P0zzShLo83Y0+PeZxeru52pQ8YZU+vNv1Gb3ylom8S1GDu+WbWrxc1cA7la2RPCZXmjw3Boc8xs4xOcH0Bj3nXTU8RPCtPMEjujxmig08ILO+PGzxgDwZFu872hofPDCK0Lu0yFA8hjVUPIar7znaNRa9JsDluqbOtDyyuGa7lgMju7R0DLtyd0M7ZsrPO\\/lhl7x3tGQ7M90UvTMT4DoVOzS8SyidPHXYDTyLw9O8dz65vBxjy7vJF4a7dX2fvDByEj3n7l27dIgXvHTAwLr1eTa8G9kwvI+k47uKaqW8ezRIvV33HjzQLwY9\\/tF1uuDALbz8M987q15ePPPNQjwJ+Ky8iYBrPEFtMr2ivZu8mDQBvVdJ5DvmwG28zpNOvBm45DqOnRe8SRLiPEauM7wmPda8SS2NvDASoTzZQLs8SZSau+\\/9zLw83948pjkOOpcKHjzGgmk5tFKZPK+6QLwwBv884P\\/hO6EtADwL3ks8l7k\\/vHvXJbzPrtM8i+givD+WmTxD++07JyGBvF\\/ACr2QKXe8k4qHPGE+YTxgUtg8bUmpvOe\\/+7zi3QM7\\/go1uwA\\/qzymhzK8SZjTvN4lrjtPp+U8eByhO2FHkTyqHhy8vddFPTciXrzGcO+6TUCxu+fKAj0PUKS8ybnUvCaVhLwAHg087LGTvEa+Qz2KeiE8Dk6lPI3kp7yw4jO8ITZXPKTelztdxsm8zD5uPNgSxbpqLGK8t0QNvMkzhTySW4i86SETvAgEFL1e4R09GkSKvM2hnzyLjTE7EC9bvGll1jtGQLm8uz1uPOryuzuiTg86wJqTPAfaU7yYF7y8r5aXOve9RLtFCMi7SehoPN2W4LymHrg7TjnWvPR5ALwce8K8r2zYu0zwZ7x+d049J7pyPInmp7yZ50w7Yrb3u10ZDT2X\\/eU7KXigPLhZSzyrkfE8CKWTO385Ar0dnA488O3nPPSRQj0hrGC8csn8vEtxrrvzI2i8gmgsPCWzMrt92OO8m54ePNVIZDumVfE7RgMavQDVsbsnywA9HOk5O48fDDyjDIw8UA4\\/vPId0DreM5W8Ya5zvJNxDbuuGqA78AqNvK+Rd7y3P2I7hjj6PC5oszqbFDA8ysVvvK+qdLyX3Gq8cO4HvWRRkryXShq92G1mu5yyEL1qjbO8PYFVPIll1Lp42IM8eYCsuznWcbzcQca8l98Lu1i9sDu0YnA8lHhgO8kmTb2pvNc8S2lCveKWTTvOQxe9UAzXO16hn7yr5tE8chRNvIQyLrzCEm87oOz+vLghNzyU+hw8RtcbvewTYryrSpm85cqnu2SfQbxHgrM704UqvLkHt7vrbpQ8a\\/hNOzItZ7238aY83iY+vGr8zjuhugu9RXviO3mcm7tyoec7qbQrvSMWkzs\\/9pS64WvKvJAeADt3AZO810UNvS5iQ73A5MU885onvDhG3Dvq6Iw8rlhKvI\\/hNrwv+T691wJvPJ4aJL3rcuG8NhiBvL4tPTpTblm8Rw\\/CPDSKSLyL0\\/w8br2+Ozvv5rsr1ou88JeivAr1I70SC1Q7D5cPONtUHT3q8qW6oJDjvM83xLxgWqa8Wa8du4bg4zwBtgs8y\\/aLumrBdDtIop08fEvTutUjtrxSyiY8\\/n8jvC8ZJzvijIW8uyTuPNRSUrsn+rE71JatvNJlsjyU9gA9Z0hgPAZ2bbx3MWI76nYzugJd4TsYQvE8CrZqvUlRKLyC4nq8dZkBPDZqpjsu+Zq8BJuGunJbTrzrUhG90867vLbLFbwSDxm90LZOuwBLirxAe\\/+8zHCdO7Sbo7rK+g+9gOdUPeE35bvh3gQ9EyvMPD7+RLv45Ek89envOz68fLwUSna8lpqru3UH0jy3DlO8bxdePPdo7rx7f8C8CoIlPASPMzzTT228MSEfPcrdlDypl1S83rMgPQJ5FLyzYm485NFJvXZYkrx2SSS70Ov2vNOqZ7tPTmW7yHWMPC+peDx5hgW8JnPouXRntjyiS3+8TZ0RvC+QprzVs108z1uNPG4Gdjz421483pixusyY7buSWko7xJdWPOSvB7xVwH88U8LnvKz0iz0V4dW4qndsPIqcs7yGxBq9wSSNvFeTLz2TYuk8z\\/xpOwpzkbx9FQC7Z1i9PAsj7jzTwWu8td1mvPXZMr0Kt7U7auUXPSabRDhV1kG8e4RmPCHi6TwuGjq8qcysvO1dTDyDuHI8EjSCPNIkcTzhBb88Kx7nPNcVBTw1y7Q8cgiXPHR2ezwO06e711uDOjjqTjwkXwC8v30TPYLBbzxuFqy765GyPGszfrx9r8i7V4mAPHwVjrrmb4+7Tam5PJWvzrpKW9U8T08AveEKfrxcs\\/47DwE+vJRXA70qLHK9u1XRO3L747s4DLW82fnMO\\/Y0Ar2dpUW89UnYPAK8UrxbLe88JnXCuUDpCjy\\/hpC8dI5nPO7a0ztGxo48nitEvCTNAT03bXG8IrW5u5Dz6julSSi7Z37nvMc9jjxN+q28oijTu4fj1TwboMq8ayvuu7k2Wj2mITs8Te2BOfl4YDsNu4C85NaUuyYD1LxRrqG7i6viPFxW\\/TuyFfK7PpwGPJvOzLtkodc87cKfu5RpBDxY9s08GyvhvCWUBT1FVgg8JphvvLT7QrygDO67YRL3vCbqXjyqL+S8hSC6uzeZNbtbPQI8YbtCOuENYrvVppe8q+nqvH4IUrvEhNA71hWZPKpx\\/7yBmfo8mz7XPGB48byjIpS7vMN7OzZ7qDwhkj87Ni0DvWt\\/jLziQqC6zC3nO5DFcbwdFA88mGwvvataxDz44kY84hyGPP5\\/iDwtuSq7j\\/QxO\\/f4WDyuUM485RzfPIGrP7zO0lG70iHROzSBr7xvO4U8+6imvHk48bwxCAk9XYuGvK2\\/oLszmz48LWSpuyZj1bzhsnW8J6MtPKcUPDy1fFo8PZmZvLxVKj3JOW48pEoXPRQhnDuim5e7lm0HPViDNr0K1zq89E5KvOdVJ7xO7K283D7qO0c7wDuVJEa8RmcgPUmxcbwLW4O61IPFvMlKczwc2IE7wgE5vMf9ibytdyE79bxSvO02sDv3H7m8eJvkPGUyRz3lhFY851qdvHPmWbt\\/ghS9zpTwPGSwrTq5+No8LFJTvYIQdjyHN2s8bU+hvJuX5Lt+FjY87xadPBRyFLx4eTw84nqMunKZ8jwqA9U7uWKzu417wTy9zig7XJVQu94dwLwKvLK8PBmYPG4zgzzwO9m8XNL3PFJLJzzDiOs8wR3ru3QzubuKOHG8EqTEPO8VVr3103+8Brd3vOvdNzyh\\/Ic8\\/pDoPGSAIryub4E7Rg0zuwrJLDxNi7I8LHlnu1obirz31f08fqlyPJvO4bzHFt87TjazvH2gczvej2I8ggTHPPlWurz17g49nmlnOxDyBLq+e9O85nk2vLniQzw2CR+8Rh\\/AO0lB57wLkiy6jeoBPVf4F7zofpc8oFROPclYh7xgGfC7ScYBvElY5LpMAs48t+LEPEw+5ztrKNW7lPoQvUuhxjx+zy69yjWkvEINo7sznVa8pMo7vT4pxzsrsdG8Fdk5O\\/Bhhjybo9S8BMakuwQEGbyXB5A7KbVjPEqUTzzPlMY8PoDtvPtYFDwg2Ky7LdESveW0drzElru8bi\\/lumKU\\/rtZism8FrWePCAS7btUcCK8EvcSO5Soz7xzvyU7hWEBPQvGrTvhZlC97JtYPHyjd7lzJjq8VRLxvKnv1jyfgwI98gRvPJ3HxzqYjSm8y0pxvKkQuTxGob88jEIMvcY0PLzkV648YfdqPMn2HTwym\\/s8xkgEPX9ykTymYvK8cGwTutKIEr3gRL+8ibAJvZyxejyuZFW7M5udOW7GFrwb0q88NSwaOpVnY7xQ4iI8i9SFvEA09DzNmQw9B+PCvPX4XDxn2qq8plVOvVW4DzyB1Iy86669PIs1zbyCLHS8XfMPPYBsnDyQRr88iTcpPOZv1rtcgD69+GqFO4QkHzw+aRU8O6nPPNTglLzeClw8CQ2ovP8aiTxwDUk87YeBvEwojTwuc4y8p+nzvJOWGL0vKy69cJm4vPjLwLzZKuO7o7yEvFQ8LDyPctQ8np+Uu4+K97wKxrE8JcXCvL26xbvwQTI8ccGLPKcW6LsQijg8DQWgPDKKqDxSVQq8OPm4PMEkt7wrks+8XakhvAeeYzxmt8y7b\\/DgO0lWMrzcIsu6IDvZPHVDE7yZuyG8amGfO0mFQ7yS+uy8b9TwvKlTkbyz8w28dxOqPKuljLyuBWU7oAJTPaTaU7yAD6q7KZriu687L70Phxq67yqGPLuxqzwv0rC8jqHbvOugpDxJyxg9xNm7PDLkejtYSsm8ZGCrPIphwbw1g8G83SgVvYAHY7qkPMa8YdSJvErgyzvLOrc7NqGCPJegQLtYnu+7cOqKPC22g7wKECE8J3UoPKnqjLqQHka94hHcu0pZSTvrbYA8W4aRPFPXJ73OsNM8Vz80PS+L7jzt4Ro9TZkCvfUCvryEdkI8nIy5vDkPFTzXtoa8sPiAPLktCD0VdcS8Bh3OvAmHrLyPV0O9R1zauoWXSbgdRIG7ecEKPSFLNbwDVXe8nqLxu4olAzyT6w275g4jPDATzrs8Gc+8nHIZPOZ0Ljo7Y4m8\\/\\/eXPNg3VTxGBvg6KdW0PKa\\/EDzltA88PVwJO4lgvbukN4G5ABBPPBUxkbsmCCI8gClzOwk9ozxJ4rs6Dn8tPIACqDwdtam73UUEPFW9ZrwTpMs7u2m+u0m3mDzBtrg8fN\\/AOyn8b7zmC785yRmLvLknnzwgday5HVJlPAIX7bzywB28qup2u6lqzLuK7Dc7Ab1bOzNjXTzk69s8Pqnuu6pexrxF58A8PXHAvEeLnjqGyTM9RKBLPc1BmDyv2MG7PXlmPLscy7vbRoC8qmu1uyZEH7sEKgY9M27JO7l9BD3lNsQ8lXrqvEcgsLw4Yra8QHYTPRdI7TxiBSU9M6HjPAlnhbtpoTc8jsttvNsqFTxcBOG7b7cSvDbbAz2H\\/q285AdePPf7lLzHhRk990Gzu8\\/I1brl0+o85ba3PJ6LWzwurb07XAHuvCck6Drd3KI6b74QPMql7rueM148sZKZPAdl3Dp9H9U7F5ouvdS8mLs1YdO8IfydvJsMvToy6vi7sLUcO0s\\/aLxSfS+8j1RUvMlsDzw8pK67hq0KvdwEvzt2H567QXi8PLsr9bw5NtQ8pkONvL3xbbumECE8QfQoPBDQ5jknZyM9FIYuOy4unLx192k8BYmLPKvVtLwBhLg8eQacvDPHd7w8Mb28dZBROnrdkTxMP9I7gqp0vLvTGL101ki9Rn9FvV0Fl7wX1uU7pzAIvLYhD7yXtZi8NBfKvHbImDzsxdw8\\/Ji9PGL8HLz5Z+Q76ZTFPMxO8rtOK9u6T+41vLkEAb0StHO8O4MZPDD2b7sbmt08rhjZvIvoybskU2Y692UcuyRKp7vQSy+81JJtOefdCbzeBe68q8FIvLhbybywKEy8eYUVvXlYTLtcWpe7sPmWu8ILSTwKCbO8ePSTu1Sd57xCuji8orInvDMe\\/Lx314Q6zfQmul1ZFTx7bLs8QguHvCGOubvnTaA7lQzPvIFTf7tJOa48tN4CPC599DkHJrO8gHbMu6V7X7zGZrQ8ddbdPLCoCzyBjzw8IP4tusfn8jwF6aM8d4G3O+VmBr13els8OZqMvBk+7bt3oi28cLKxu\\/mWIrzFwYW7hr\\/LOjwQcjxkzIm8MuWhOxx9tDuUUXa8d21APBid+TuNQ8K7kL4nPJbPnLt6+Q29wDrQPBiR1byhxMQ8rt6jvMvJLDyvbqW7hXfMOws\\/lTx224W8AsPbO51rhjzz06U8r04mOzlo57z2kJ05oC2hu9uQ8zy4EZo82zEfPOHIFTwYuie8hfDQujTosTw87ba7GP1fPJ7dnDzQN+U8mFzyOp8YhzoVgts8XK5evMVV4DyzpEe8L6ncvHlcpry382a9gRm4vIcxfTzS7wq8vFe8vL41w7x3nDm8zegpPFl3ID3efXS9uX\\/FPCeygrylsh+8Cj1ovJdVFzwqVl07ih+xPNwmADxiXI28oVJ6uykNITtN+o641TPcvC9OC738JTc8h9eWPM2TLrzgB3g9C8A3vKmJ4zzJsjc9xs30vCKtDryYLOy8wU\\/GPH2bhLz1wiK9J15jPCjTFrzXeFu81cedvLVtP71MuFI80NiNu7pGDjyyrBY9x1gNvbIhqjyq5UC79K0bugTVK7u+FzQ8DVJAPXQoLDy1ElW8pcGaO\\/S9ibxy+o+8KfuAPG0qpzqc8y68bpXmPClgWrzYC+c7RtbpO\\/j2\\/LzIgB48L5iUvHIue7v2cZI8yr9LPOVwkrtshOC8WQuwPJdHVLz0f4C89JhTvE9xTztwU+a5Eho3vTVnAz1K8Xu8POr5uTJx3bxyXRG65hQjPaVa0TyYPsE8R2zQvAzW5TzPb048hXsbPJKqHTxptp68\\/B0Ivar67jryI7u8MOsFvGd+9LzfcaK8YIpZvA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 30,
        \"value\": 31
      }
    },
    {
      \"type\": \"int\",
      \"data\": 2
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        34,
        35
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 36,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 37,
        \"values\": 36
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 38,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQACAAAAAAAAACAAAAAAAAAAAAEAAAAAAADEyWU8TaymPEEHXLxUXwm901z3OyReRbxxxgO9TeIDvV6XpjvhICi8J020OsFcsDyFd3Y87QmlPCs9Ez0KQGw8ydWIPO7R4jtH54k75K6uvBg0rrvZkbA8JbCvO7RUXjxI7yA9BZ7XuxN8qruR5iI878SwO0cZgLw421I9ai\\/xuhxV8zy8DEq9b8I5vOCURDyyt9s7R2\\/yu5d1uDswRJe83ocluz2F5zwKB7084+pzvKzjnLwaCxI8+dDBu9z9PD33xK48amATvcq+ALxSWx68MyQavVguVrz+opm7HnTUOqdU+zsExYk7zSjMO7xg8zy9ri87pyu9vOo2zDvjS+08\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 39,
        \"value\": 40
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
        \"value\": 14
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        42,
        43,
        44
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 45,
        \"ndim\": 3
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 46,
        \"values\": 45
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 47,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 3
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAwAAAAIgAQABAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAACAAAAAAAACk21rt7Qyw8zUuyvIfRyjxWRwi8ngLUvAI4M7x+nru8r9m7O\\/\\/BErx7Lii9NCDVOwFrfbzKOUY9z9uBvEq60Lx0zIa8DaYcPERHD71OVrW8HS2Yu2W7LL0d\\/Ck8p11PvW5u7zzNPi08gnypuz045bzwJpG7UBtUPPgvvjyc8zc83VIePU8AIzyCQRU9n5cTvDZLnDtSAIS8YiPkOgmEdjuzLaM8n4aCO8AMszyH2LC8rGqQPEL947sdNDy945hpOwCutrslUIm8vt1ou7OD1rzXtUu9xsR8PPwppjuiNw29ImsKPaAMJryk4a26YZJ4vEYBlLtkalE85d+9PHOGTTxLj\\/Q69250vH1iZDyJc3g7BVKcvFkDUbypM\\/C8b87Ruh5tK7ydewu8zvXDvM3dvrxHd6G8KXYAPFJUBjwts7W73Do1PYLhwzzS6pS8OLwTPJVO5DvFOtG8uTGVu\\/9okzxdqaq8B4a8vNv7iDxGFhm8L0oAvSalyDznHQy9VJd7vPKjXjyhtl68xgykvG0LvDxo2IE8BhwYvB8XkjzAIPG86z3TvLLh8DsELDq78JDNur26UTzpNfM7mOqYO6PjDzyw8DS7kxcKPAoQ7LzRQo07ZbcKvT8LgTxbt3q8B1XQvIWtTrzvgue7xp0QPGAgXzwsvGk7JRkHPYUK2byOprw78jRsOodTZrvn1Qm8593rOn5\\/eTrzvAe909nqPFwDTTzU5bi793kju+e9CTzWzgu9sxJpvLHaCLzN1rg8IfC2PEJeJb02orA8+xqQPIsvAjwkch28ge26vBhNRTqSYs86IoRdPFdLwztCw9S7SfSdO\\/Jg87yy6us8HVdVPKLG8jyYm9K8E6LlO8yV0jzBhVs8V4s3PE1phzxKa0w7vmgwvfSM3LvBGZk8RKOYu507gbxewRs88buBPDnfFrxOPBU8bx1OPEv4fjr1geA809+BPGBuqbw49Hi84pHfvANpBLzXM5+7kztGvWEWxTu+lze9Tjq5PONP7jpYy308XG+yu6Bxpjx71Yu8iUImPFt8HDwvtIu7dVk6PU4Quzzm0Ze8R0p7vLdDY7qVlrS7WzgHPZOspTrgB9g8GTonvW5VXbyKe+k8KaoavQHw4DwFaMI8NF+GvBLHWTw5SVq9rsBEPW1xAr2zesw81uikvDeH5jstBCa8Xd3FvIT+pDsdjUW9vDujPFfvAj0TPQ85jIPiPGe75TzFpFa8e98mPHs7mjy50Mi79qysvAxvUDukL5g8XTa0ujbECb2FboS8drSDO7cPxjxcjEa63FlnuxB2f7zhR0W8gwEPPM1iPTyOPrc8wBSwPECvpTv5H6U8RiFCPEI23btfpAw8vkoGu7zXODpA3AI9APOYu25NpLwHNzu8AIYivXebkbtHJXy7v\\/UXPP2EgzuzFCq7EIFhu1slmbyOjdo8B6nDuyZJUbynZKm8JAcKO3IhLb1ptMs81EP8u53o47yq5vG7NkICvbcvvzvkBwS9DMiPuyYk5zx4K6Q8\\/gLdPPPx2TzAauQ6hxEPPDRkEz0moQg8eeaRPNpunTy08CK8ABmTOCNAiTz5Nu47Q+sIPIbdjrwAC3y84vHJPO8S7zw0slC7JldquyKkbbu9NdG8o7uLu9zyXzzIcwM9FDm9O8oCajxq9UK629bJumaz1LxbVs478AVhOyH94DzHqU+7DDIMvGxOF7zSJBa8FDipu6fCijyPNrm8AevsPDEpHzz4jrK8nQVMvAov4buFVEu8XzmJOyxUZLuyViW8y2OuPCDojzwvqAI8rQGDPEJS2TtOR1w8KqbkvNigerxZMfQ8D7FDPKAAIrwyXVY5pgwQveF1xDzpM0Y9eLI9PNwQqjtuTNW8Pg8nPCaDETt7nCw7ommFvHA7ejw01ZS8KmT0u4f28rww++k7wUHFvLV0vLsu0qK8V+mPPGp0KDxzj4A8Q2QEvEnsmLwKWvA75W1jPPn0gjt8cgO9GLkwvPfFg7zn44u84TUpvHIAADxAyCi8EDRlPJTgYrwuCX28FDmYPED4LjwKbSM6hTDxvNTAkrrgbkG6V6dfPLXM27g7FRE6IZxsvBAiVDsQ+Wa8YWq6PCAfjTlEkUk8\\/n6FPDLst7wbjYa6BOfVvKfafbxz7xM9Qs\\/4PFpRI729zZ+83HfXOkbCLT3rF3w7OOs8PIESGLx5dym9KQeEvEvSAjtpjog8dBliuyBmBz0nTDm9lXJQvJXqYjyVfx48Xb\\/VO5SjlTt1dbq8mUNdPHjckbxDAZG8zxNGu0vxlzvESOA8oTCPPKZy3bzwCAW8lwknvPUoOTxCsk27OJnOO1x+Lj3yRzQ9RgIju+tjuDhOZO+8Rmi8PCscGz00QwW8kBgivYewLj3HKDq89JO6PMs7TTye4T86KpIDPGoTibxQmIG7wtpbvDCMBb1dv9C8\\/mL0u2FdgboRxwm69\\/xnPGBEMbxgbrw7ZcHBO5nHyDxlovm7zrIGvfylh7z5aYm8kUeQPG9HJr0UaOw7QlgjvZMzsjsqAyG9QeD1u8XG1jvUxVU9MD+Nu\\/STHDzjP+w8+UyhvLOPy7zEwEW7BilUPOd9pbydQg89rUeOOw+ZULzLQya8s9ECvf1TQ7wuPe88lz4yvJw9pDze5x69EK5bPHMEBr3rDgE9JJkyPMuCDrxSKyo8nOPUvDNmkrpVqbE7Spu+ullszjx7jb+8HoV+u4CVTrvpEQa7DU1HuynyC73D2py8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 48,
        \"value\": 49
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        51
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 52,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 53,
        \"values\": 52
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 54,
        \"dtype\": 29,
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
        \"ty\": 55,
        \"value\": 56
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        58
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 59,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 60,
        \"values\": 59
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 61,
        \"dtype\": 29,
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
        \"ty\": 62,
        \"value\": 63
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        65,
        66
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 67,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 68,
        \"values\": 67
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 69,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAACAAAAAAAAAAABAAAAAAAACE5yW77bs0u8GFBju4spm791ETvC\\/V+zs+x1W7dO9\\/vLmIvLvYmqA8QmPlOyBn9TvQk9s80tSEvApo+jt94pc7R0P4PMvr9bwgcMS8OdkBvNgTQbt4J0S8GFa2vAN1I73p7HQ7bjWYPEmw4jxt5ca8QNGpvEvLUzymFoS8tA1FO4ORHjsVw5Y76R33u4BBwbzgOgY8aibRum1Aj7y1E7O8F\\/XauuZTKbrG8JK6IEC2PB489rpUTVW8btK0PGQnBL22gQK91ZZoPBghervtmSI9LtXZPPzkr7u5H6678LmqPK724rrZUws8haGGuz5I37u7U529YkLOvF2u0bzqCOQ8nfVpPP5cErunBos7l8iwPLKetTwcIC69V9ntu8Jsy7rkn4M84JSzvEJ6iTzG7DC8DGj7vO8Jm7xvJ7u8gjhJuoJs\\/Lv1pWy8eUAqvQotybzyFhE7QeBYvVcYvry4MaA8AKgXvDt7AbyG9yK9WW\\/aPCNyG7uEhKA8PjuWOztDkDzwaXy83ZfFOqxjfrpPQnU82beqO3YVLjwMEHG8mMiiPO8Sd7tQde281bQ1PCYNtrzFbHa8rxOkuwLrrrw9mcU5GfeKvMSFvby+PaM8Iki2vHerWTwAbBy9lfF1vAGngruOkD+6OX+GvMahFTxp\\/ZU7qqDKOyeaALyPihG9LfukO6FL8TysloU48O\\/wvFTqnzwzKKS7YGUZu7F5nbrAK\\/E6Ihdmu6z0iDwwpYa6hlezux6nyjzpykI8RmCFPPZPkbyYfEe8lHY8unFlorz++zW8gpaqvCcvNjydiPg7XoOEPDfhUb2laGg7PX9JvKVxU7ogDrQ7JqrQue+58DvwVSe8\\/1wLPIr1UDsQj8a7R+SturVDczvLzrm8WxKfukD6cLw+PKm8jQe\\/PHuA07y4ADM83C2CvOW7drtvKne7CkmWOz1EqLz31W88zqKkvDGEHL2mGTm8skPIu4ZOdTsU+0A8J6aAPBJ9GDwUt+e72Nn+u+WnEDuVg9g70zk\\/vGGxjjtq30+7Xne9PKGN+DrBYzI7VkGAPNP1JT37U6U8YjJwOzPGbTyhpq48s1Tku4K8Ez1dxAy9CkUhvMc45LsQuPs8OCyNOj483ztEn6U8B\\/juuxJcnbvNz0O9ClTXu9juILtbYYQ7vc\\/2vPcjRzxAKVs7EJp1vE\\/FHrqBbB+9G1bTOslj4DyA4968lOa2O+LGyrvZ+9O8usmEO5XnnTy53Rg93IICvU2qkDyypAm9F\\/nju+RQJjzXN+C7TShIPNfAD73viTS8EOx3vIuB0DxPuva7x+iePGZPPTyXNaY7pwxtvKTtCL2dsLs7y2h3Pdlc9bzW45y7J67ivFLzSjrZVZk8aqQ0vL25k7wrg+47IeuOPCAA\\/bw+MBc9KzKavCIZfDyvr1Y7qCSWu66jyruNCxw7oFC+uy\\/b0zypVwq8KVHxOf697Lz38+W8jmnevEQHkDzd2ii8UFbOOqDqtTz3E1U9lAB5PHLBMToAb4O7nvMuPKHIX72PTDy8CQk9PKHeprz+CRe9OzqrvFM+DrsyUbs71UYbPYU4eDzfLwa93W94vNJchTw+hZ68ZoerOzm9MTybLB49nSs+PPYAHz2sC2a83M++PLc+ETwm+TS8e4bKu7vOjrsGhEC9jooJvAdn8btUEBE9SnKvPBTe+7rveAO8gkDCuvfYijvcqoC8UyWTvALArzsHuv68KdW\\/uwsWW7wzDJY7FEXmvACkCr0n\\/Zm8VZnWO159Q7wuN1A801SxvPOfBT0QhEY5\\/WA9PJ2bpTxZGYo8DtgXPS+BcDxdMYy8ouHGvLG3ljz+aTM7PHprvX05i7ydjrA71teTu4KhgjtlKsm8oIvMPGQkDbx408K7eJAZvIrYorvUYgO9KE2gvPyDzTzUnIg8FkcJu6894rw4\\/jE7foT7vLhTgjxpCl07pd8Wu6FdA71pHaO8CPYJPLk2KTwpgDo7Qm4qvCLoTbxCOgE8\\/D22vJY4Abx0rQI8i+p5vOZqBzowA6U6F5QXurJ2pjwpqLs8qkoVvab\\/Gz1OWqc6PnjRPDPRXDxerd+86JuXvMYmvrs0qMy6t\\/iCPA4qKTxj1Bq7jp8EOUlwlzwhzNE7TDxhPB5djLl7LKS7CTTkvE6LIr2AgAO8XM4+vE\\/RIjzZOqk7BlZSuy\\/gpjxU31G8hlORvC9g1bzJNyS8t\\/OGONedpbviq8g8AeEDPE02k7slIfo6c2kcu10xqLwSJZ28hy7kOxUY6zpWfIC8PxWXPDtiGzuTJOu7Oy6fuwzM2Dr1j7s8PdWmOwAULTyJDms7X7uGOyixijsixIE7LCTyvF98C7oDeyC7ICvGvBDeUDt9Qiy8zcUmu\\/2cgLsPPAW9ytklPKEI5jtHbSQ9S7DGu9TUv7slhFi8Bl3RPNqUizvpaDm9ZQ\\/auxnUBb2ub9o8Z9nGuyq+PL05pHM7yRUFPO06JDxd+Be9j3rYu27XKjwuDaQ8bclMvAUDCjtkvGM93TAqPDMXMLsduPI8B\\/6Mu41Ztbwb3DG9N7r6vNJBmTv31W07gbedvNgJMzvvRYS8L\\/9EvFVj1brhpBc8uEizuxCxJr1dNBe8FtKXvF0bxzxF43Q8wewjvNTMAzuNor+8z0OPPJJUMbz5OQ29pe2HuX+8E70f54G8rkIkvKrjyTyQkaO8B2UgPOv427wu+OI8QcyoPGCjBTwyq2Y8kXkAPUfer7pyu3Q8le2YuxRFUTz0f\\/26HOGGPRneLLuUN4+5xYyTPLyaqTy6kwI9r1mEvGXQDDymuZM84in2PCES0Dy8oK68aY7Cul1AnDtHKee8l4wvvCT0RDsGnR27WriEvOnHR7vHWik9CWUfO4vjHj1yBea8w0VyPLYnjDuCy406Ds2zvOOJAbxLHbm8v4AUvCWlijwkabs7RTiGvPmGAzw4KCK9zf2lOl5MHTuH4oA8nMo6vEeqk7ylh668wlL2PLm6yTy5Q4W7TwfnO0PJ6jlNz6o8wCbcvIuUgzwkLtG8kMGLPAyaHTz3+1G6nq01vK53mbwMfXq8CYu\\/Oj\\/Ej7zhcMu8Bdr2O5t0BbvbRJI8VfhNPAmsBjzrHs88o4cJvOXSQDwdngU8Pe7\\/PKHY\\/Ts5aWC8YtNsPLZpm7qAUpc61kAbvfN9czxX7i69M4HRO3zyBL1Zzpq8mZsYvPuJBjyyDIW8IzMQPS+O+rp75pi6q2ulO4q+xTywMhA8kOr7vHwxiLudZnk7HD27u7shsLxHxEQ8yQXgPBOr4bwzvrE8oY5uO\\/CgnLx7Cdq8burIvCdrKTsMq3C8YisUOvv6xLz3wM274twkvEYc7DxhWLO78p5bPDz00DvWjwK8O8mCO\\/lXtjoYh6+6SZ6gu8u9mbxoi4E8ZVlPPUpy47yCARi7PzsIvMoFUruTXr68YAY5vEK3Vbw3ZMq76xyUPN92kbvZ8HS8eYn7vBdiIzz7CxG9GVAFPGSoj7vtagg9eUcbPH+fDDyK8LU83kxEu9nwKTxl09A7fgj8vACK\\/LumhoW8siXIvLiy6Du4VTa8RLcevNfdt7sFmzq86t3evGvc6TrZ0A+8BgdBu33SoDzht9w8YzMHvL7dM7vNkAo8zbY7PNQSC7y0c128qRiCPEUqcjzl1oC7\\/ddTvJ1OPDxeEBq86XyFvD2f7rwX2JI8qfW8vG7T3zyFAoG7vRFCvALOEjlwBHS8VpYFO2pWsbxw9Tu7BS7PuoVSqby+x8W7S72xPC+2kDzUeZU83CX5PPnyhLq3dec7mNttPGEhNLxQ2gW8z+y2vCYlAL2pz0G72JGLPP9\\/iDy2a6i8cyjUu6lA07xzMsg8DfcjvNLXnLt+47w8IHn0vG3EObxZr4G8WIhMO8DfnTlfNqE8DPB4PWtuhLyiGgs6XTMUPJK8AzyGE9m81Q3XPFs3jrzOKEq5SsLoPFAd87yS60a8h+MdvCDC6bwqtYO8e2MVPZRuz7whboq7wUmlvOHRNTyGExg9gP0Ru2QQ5rvBimK7ObMTPDJkgDxw5TA8hseKvEqZ7zqfbgI8b6SnvDWh7TxBYU285Q48O\\/sirTuCBh+9kp6\\/vBZIkbyAVxC8oUm7vNSPsTwgtPC6PevgvFKyVLw6iIK8xo43vD2jgDzm8GM8j4rtuhG7H73XAMo8ovcZuyTSu7yrvNK7ieObuoaGn7uQyrs8eWLfPKTVmDzJ\\/3w85idSPLi6JT2hCXg7UmvYvADJlLtu3I69mX7ZvMcuoLyu5bG6qQLoOxSj1rwrBRi8udLtPO4T9Tw5VJq74rG8vCxwYzyKzC888+VJPMsYnjvZQRk8IgGhPLmxPzyGyvO7VKLkvOApyjyXrc08xvdDvWZIr7zn7c47T0nwu4fz\\/7s9K3o6FxkVPQ3dA70LcMY8mbdrO5v1nrtRrIg8PefCPP4tKLwEoBw8Bg6YvLnx+LsDKXW8k7lrvJRQf7xe9K48qQY4PNWfeDx1NDs8FSHOPDSiIT2NMh08BGMmvT710LxE+SA8YaZKvJzxfTwiNq4815e5POsE7bzL9Ck7JoffvDuZ87ypjdK8HL+cOUI767x4Xk28axOau6UvwrxGDZ48P6CUvMZULjzFkV882zKIvCSLwzsYt1+7PS1gPIbzljrvGd28iRUouk+agTxAsyw8ZPXevKFuDTz8TDo8E9Hwu0I0k7zMzVa8J7GUPCcrPrxLBiC7t8uXPAOBmzwUMta8BB6qPGvs47zOep08+bcdvMfT0TlAE8+8l+21vDknTruvu3c84tvwvN1f0juqmqG8NYggvQecCL1OXvm40xPxuTwMs7zEvh+9CZk\\/vEDrwzkngaW8EJsIvAmXAz3vPJK8zPNNPST6I7zeWQe9xt8UvJ8AATy9Wjo7PkxyvIDlFb32HhS7qVS5PDx7zzp39yc8WL8\\/PQ\\/50jt2Aok60+0GvL0imzzkkI68pjgIvPQgCb1qeja83lZxO1KhhjuKwri8qV2GPIRpnrxpRME8hEA2u076Dr1A9LQ8SektvMI8FL0F1EQ8hBJbvJPyHjyruVQ772tPPKFH\\/Lkbto28wFKmPMszobtdspm8OcO1PMMV+LwtY5i8caiMvJSKuDwSUlG9+ZYKPY2FuTz+Rei7zxFCvCA4uryHHCc9BxP7PBJJsbw3G4o6q5cGvNYlL7y4ram8BU3jvLwTiLzNsxa8NPkePYU2KDwZSq88pl+bPGa++TxGRoS8WJiTvMJcQzsbMmm8+v0JPO4cTzz+pbE8J4wnPWD+xLt17DE82JeKvPswAbwGfl28UL8JO1ZnIDvcXUq7SrVtvGHDNL15m0M8UgU4PU8zJjtyMxu9AE8avCmW6Ds\\/ug87k+tVPCHbWDy+dMq8PLKePCFTxDtHG4e8hAqxO\\/UHajyi+oM8610nPKD6rTyWtw681O7BuuqY0DypvrS7jp2EPI+UsTrLWqC7INaXvC8Znbz2AKW8dGmMvK+btrzMBZe7\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 70,
        \"value\": 71
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        73,
        74
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 75,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 76,
        \"values\": 75
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 77,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAACAAAAAAAAAAABAAAAAAAAAKREA8ztHLO9ulLjzARB28GERYPY94s7w7Af+7kufnu4dgvjz04ks8YAbTvOKRvDwBioy7Bq2yPD16qjzQe6a8n4yTu51QiryAVqk73D1NvOtgqzxb\\/+E8zeyMPF2NoTyuzIE6UxDWO5NB\\/LyeoOm8xCQUPWBexLy89OC7hbeCPP1BDLuF9Mc8clPqPPXhajxLVI08zQdJPDt5Ej326Ke6GPnwvHNMuLuDppa83vn2u+sanDxlJxO9cvVUPIfpFrwoFgU8XRGFOyp5o7vXhyo84tYFvbXGYzy8xi68K9QgvWvJ8zxugeE87ChOvdmMcry87Ve7+GC4PAGvsjswZxa8lGQUPPb7ET08LtW8ZhfvPNz0C7wXDx8917XqPCbN7Dz2dJC7IqTavJJ3lLr3Vxa7K+GHvBkyk7xmlQi7aa4VvfKjIj3Gz268HkMBu8smmbtc+bW76hxlPEbSLLv0T4a8Gbi6PMlXjjzQnWu9l5IovFvZZDuyfy89xkOaOvKEoTwLh\\/y6Zgg9O9638zzVhm87wFPXPNJ1w7tuqSE7JI+Rui6tPj0bW2E8K1zvuyCgMbzjOQ693fjlvMQHnbvIfZw8d8b2vEPK7bzrLSG9kOJWvNMt8boe\\/bs8b+bevJ6cpLzbBBo9c\\/ipPD113TynlAW8Sg6euo\\/qkTwtkj07LTAAPDbRjLsIJhk74gN5PM5vNLyXz+W8FeEZPamxrry3OJ488u4qPS1FELvQ2Uc8Ye7iPAQirTt\\/WpA8Kck7O06MJL3AFFc84vIaPE60BT0w\\/aQ7C2CDPGFSuryrziY818MkPSy3TT3wfKi749YGPBleaDwhjHS8RSA7PJm8u7zZSsu8v3KNPDIHADwUpHo8DGj4OxJ6FD3cQM+83RkAvEkyDLyeCVI86fBXO1lRvzuvt9y8JAoEvIdImDu9EwG97MvxvJvLubwv0KG7xLCxu0f1HLoldt674dGlPFX7vLz1AAE8QNXAPNcepDwy2Sc967eeu4\\/ZCLzcK3K8AoO4PO99TTxeyh68watuvL31QrxSFog8\\/unYO6xG3jxnSZG7dcAzu+WFz7uTHS67fUCfvMskAL1Y6oc8rh\\/AO2uTMrycvLO84mU1OyVovLy9zgc9bOvzPJYFg7xhuLG8XoTsOxkkF7x5hBu9nk\\/dPGQmyLvwTj+95r0UO9it5Tt9yU48s8vau5ftLjzwvDk8\\/V+OPKIhQzxOCFI7eEtYO7dH9LzcwkE8+aRdPHT3ejreh\\/y89I7oPGK9ODv5HsM8K\\/L7PCmPljltrY48J5yQPNmEqrxpKL66D5GiPBydKLwBSxG7DhNJO6LjJbwG7Y+8r9GCO7TEJrzUpNa8YR\\/+vLf4QDxBL188q3kVvCof+btvths8ZqiRuxLf\\/byGRSW9hfqtvPaDBjxXP9m7u9BaPOhKG72z6b879S0MvKszEzw4StI7ExLhOyFymzx3f0G9FUgKPf1txrxbco463B1jPNQ1g7xnsqo6VkiCPNmV1jxCkFg751IovQakBrz5yF28opIJvUKeJTyzZla84X1ROxJ+UzymMzY84NYkvR7mITudo4m8yi0\\/u5D6HTz0faA85dJyvJT9eTx7w6c8FnIMPM5+ozwrcCq7KJ6aOv7kqLtumeu8\\/d2eO5sHdjzXT+48pA7JO1d\\/njxZpSW94IDePOoMxjs3oB088muXPB8EFr1Ogsc8Qt9svA3YMrxbKqu8B9XovPBRvruLsRC96UELPZeAyrzUep87WHqvvN0IsjmX9jS7stjKO6Ezw7s\\/OQc8jzrJO13RDj0JXNQ7VcTiOrYQo7yiHqM89ssUvJ7bXDw0anu8rtzSPBv2oDsJa6w6dvqKPFDKEr0zi1k6O7+FvKu7pzwsAvs712A6OySAsTutPz49SoiJO4qR9TyU47e8jSUzPLdw6jzJ9NE8Eoi9uikICb1yZaU86ff6PEOMCL3imd05rxhNOd9TB7xleKE8riLduxAwijxA+ru8Jd25vCDHsLzLHwK9s\\/+Huk12yDzh8AK8b65ePKJqvLz9TRQ9mKG+POeJc7tt6ZS8h1Z0OxTByLvTmvM7+1udPEfqUbwmTz28hDMfvY9XubzreN65M0v3vGpEybspM7G8c1DbvEA7m7yyoZ08TnfPPDntEjv9cCS8usSfvJCBM7li5LO8mUhrvL6WYTxiUpm8eH2evJEcELtFszu8ZlOGvERaLjzgax28b45bvXNLbjuJSqQ8m7vWvNd5zLxXTrc72UrUPDPifzxNc5k7y0cdvIy1Wbzv+Lk8p53jPDTsDT3afw+8xhsaPMea3zwLHiK9IT38PCDO1bwN\\/x68WM\\/gPMCi6DzG29y7d\\/MRPQsUzjupMY47j3tTvFAMD7zi4WK586ZbvNO9mLzHBHy961GNvEVrfLtwxBc8S\\/F+Oqc61ztFq547plMivAAKHDxbWoi6u2rIvCAFbbuzEtq8YL8RPEyH5zuuPsM8YSNjPKEuLDxITh67xjNWO3M94TonNfK8ctMNvLMX9rv8RRC8RPyqO+8MT7qCGbs8ff29u\\/Jz9Tvrvtw86XuPPOstWTzaVIy89PK4PBfkzbz9M\\/Q8MMqFPDKgVr1edb+82PAsPSjRFDzBafe8ZjZ3Oxy6krxuMUa8IoGUPLhqbDy9bLE899TlO\\/ONt7xktxg9jlyKPIsCXDwdBEi8F+wiO5iOirznYgS7HnGYupXM+rsn5QY9IcbqvLXDujuKvY+7+NyCvO9RnTxA2hE86+GUO371crvglzG8JhVVPFSiuDzKXvU8zo71vJRfqDmZDUS97eEjvMw9EDyVWtI7oj0PvVvlSzu3HN+8XoRGvYAEMjzdfZc7kDP8vPk9i7zmose8ORIUPVbrI7xrkwo8Yos4PL0ynTwAdgG8s9WLOjM\\/krxDG3w8eZksvL8FjLxceXw8NSGWOw1cq7wqo1S85g9PPJhpiDv3zZg7Fp6VPIslBzxrSfs8ECTNPPtVrTs8wAG8XY4zvAMaiLv9tKm8XSHavJDYejyOPHI84gqsPCb14TyXubI8PxIQPLiAmjytSBW81vUkPXggRbuwA1q8yQIgvAGVF7z+8eM8dKFOOotrJrtnN5s8P8YLvfPWZLo+cuu5TSQKvRiqKbsFzOs8uceaPOpU3TwY2AW8sj9ZPFbQmjx+yLu8XlmNPCdaOryX5qq85LnUPAUuQLy8TlO8ASeFPJQIVTx8eg09ubrFuuT9HDwGmqM76hXLvCDOHT2e3Z48lBUGvUACJ727GgA9VMDmOz4e\\/Dvg9rc8sr7ruvJfSTxvVWW7OTV2PJDttjzwd+y7t4S0PIru6bxHfCC8VPOtu2Z9H7x3hcG7DxCyu4uy97y7hpE8SuDlO7Nq0zwyJx+9F4yUO3dl5ru44eU7ZZAtPKTXHrx0R\\/48OzmrPIfsKLugjl083GGrPDMg5DqwJM+8IfrAO6HtcjzyYbu8\\/qFlvYHU6DoFiM+8ufFcPH7dUz1cWTi9CyX1vKG0m7tTCd47eyTYvBpjgjw4ZL+8+94vvMmwdLxh7uc7EH0tPPWCD7xNzI+8CjEivLVc1Dye3Ms83B64Oz5jqTvqXQg7TcMrvbJegbtkYp488QCGPITZTrwS\\/Yu83lDrOtdl7Lt4EIK7h+9Tu5OuFr1HvLW7NvmHOwSMJD1SjKw8wMWavCSnKD1Zabq8nTLoO4LISDsGYr+73XZDPJCFjDwbHlY8DmlevKSGDz3gfSk8phqpvAKUKzwwaEM8vT2hu0a\\/0zywCd085647vRliKzyghT89QaLrOnBt17y8tQe9wG1Mu7yUkLt98VC8SJqMvHZKpbxWIwG8IkP2vO+CDrxgRh49AGvOvB1iijl8e4s8p9\\/2PGFi2DrPRWu9cmU\\/PBifzrvpKqu8FTdnvDHpED1ZfjM9hK5VO3n9orxGsgi9gNSfPFTtkDzFrp88qlzdOyHkCrx3ki08DIYQPGcqmDk96Iy8iqR\\/PMsGrbzC8eA8VapAPJzFnjyLbD+80xn9OxhQNb3rufa7ENqOu6+ZLruERgS8BMWru0rusDulqg29xmafvCvgCTyAJK48tFPFO3K3FDy6cBy8V4U9vfhDNTwuZfo8MJYJPal1DDwzFvQ7zwCau4cGnDu5Cqc8Dz1wPOc9mLvN6BY99IZDPTtlnrj+d+K8CT7DO8Lm+7zndqm79d3NubZHjryQf1+7GReFPMbiO7w7qEs77RyJPADQGDyw6mc8c3YEPA6IPzxEG5O71MbEPModJ7zcCf66qppdPGqcbLuiQlW8bPNOOzdS1zz8TtY8JwbJPIm0Uznpeci8qy+aPG9teLxGugG9ZyxBu6i4o7t0Fpk8tC6GvPMP6zwkacO8gKGlPHRmBbx8pt08gPQsPPzcJzpTKEK71C43PLR3Oby8TVc8JKO7u96eTTz+lPK7YFazPK1yrTxqVKw8WZ8aPaBjzTspPVE8TSSSvEXzvjzBSqe8ZwTaPEVYmjxYFLM7npOwPKZk07wS31g8QRWtu8L7+DxmYHq8tJtxu+miMjzJStg7xXPKvD6lnzwVZOm7HDXwu0ciFzv\\/xgM9XdIOvYe84DshJFE8U39XPM9+DzwLmYm7S8K1vCoXpryG7Cm8yw4QPUWoK7s8QY68e4kKvJcfYzyHMPW88w2xu5V0VL2dMne8NQufvIUL7btAMOs75BWFO4XkwDuZyNq8JhsZPIGeRTy4Z0i8cTuaOw5LDzspHEQ8Lfayu2\\/6Cr3nfLm8bsDMun3z4LtefM68XcTpPD4nR7yrBQY7mJ29vBvHqLwe7KK8eQpFPMn6hTpiUlW7txEBPBS26zzN5Q284O5jPIAkBT0nffI8HBwsPN76WDymjdw8q+BLPC5xuTxwtaw6LQ8CvZ4BGTy4J648lAcLvNbsqzrtW508F7o0O2xNIDzvZZk8DRybu5VO0zvFQvs7czpdO9hGdTySqss84AF4OrBvezydfh88GQ6xvHzJ3bwQKHw7y03gO5fqzzpJJCS8uHsnPHvZ1zvb5OC8\\/q7NvEyz9DsfERK9nR8svTdwDT23Uo28OYZaPFGrFzzS71e8cJXtvMn9Gb1iXjS8Bs3hPDgMdDzps7e6MCplvdMJhryTnFK8++YcvJ7wqbtbAFG8njO4ubQjrzxTpfw754sovLH1ibwmtv073VtcvKuOrTyHgco7c6+AvEn1ILzuPUM88PS5vHATH73i1V485jyXPJDXrDtwffc8oPkFvbRNrzyqj+G8Pv8wuwWPNbo8jgA8fyIaPE7fEb1gBsI7hunvu\\/J\\/v7s84Mw8Q4oNvft8HLw7Zx687aIAvOBTEjwQWZY8xmb0u3cFlzzwBBe9BFRQPECP+DvRe5E7641tvCfRs7zP3i4959pNvPz5PbzP3bM8ymXGPE6ytLsxTYO8AGozuwF\\/O7ybohO9qGAGPf5DJD14qB660t9OPO7cMzzNbAg871uuuxXk8brli+Y7XvF3vD9ojzw\\/0xs5\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 78,
        \"value\": 79
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        81,
        82
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 83,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 84,
        \"values\": 83
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 85,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAACAAAAAAAAAAABAAAAAAAACmvfG74zUYPbZvq7zCRhw8\\/N0Xu1US\\/7v1zn87YTGGvNbjMD2kagI9aSahvJCvJrznCZ28a0QkvCDGiTzAiOs8ngY1PZetQrxmTsC5B6H6vHDm3TxytUw9wbBvPIRc3zyVyqE8\\/RMSPRs63jxvIsu8EQKJPKv817vhy\\/y7BOXFvOTAX7zGAJC8SV2DvPC4lDuHDGC8G1klPNQFvrsm5CY7vMW8O75z\\/zspXm488OQdvF0NuzzOrgK7TzQrusN9Brwllag8L7QYPFMEGDzLbpq80OvqO5l7grv2xpS8m99BPBS47Lt24Cs8AA5su8Xsp7wQj2W8x5XpOxIXFDxXj527TSW2u\\/sCvTyXCvO8UrGiPJacgDzKSbS65nu5vAkoXjysfXs5rjyyPLMmAr0MaBm8cmMAPOKBaTxvRNC84pR5u89jBz2nRcC83IQtPLknsbzivIk8rh8FOidGuzxmgQk7cgmXPFfElrxEEK+8gWrDu5KDCL0Sfeq7LuGaPJRcijx+Tpe8HerXu+a\\/GT1efBc8mKnxO1cDOTzzTs08K4qEu49hzrrwWdM83OB3u2su\\/boTteK87FOKPKjXnDzKpdm8PcjPPJyIErqUjig8xzYxPEmDCLyqBC27VbXYuqQLsLvCHbm7DXnKvEcGxLz8DOm7oyD2vI3Egrw0pwy9hBLNO4YGYTsWj5E7LhqcPGpCNj0TRH+8nxeIPCDUgLwAfsw7LGzpPKRmurtFjRU9efw\\/vKCd4LuZxye86MMKPBjR2jrhstK8rmBAPERQCj2bXuG8Z36QvJh3Lj3WQAu8uVAcPcImXTyHVA68wGToPL75w7xd6588L8kJPPRntbvGuo+8EzMxvca8BLxVIYk7JK8+u1hCDD3UZfa8pN\\/LO+CNBT0wDWq8iTnrOuA5oTzSfis94buNOgsoQL1PlM08poUWvN1+ejyXVeu8jZuCu3z\\/Eb2v1OW8\\/W5hPJxhKb2QXHM7Wk6Wu\\/i51juZNZO890J5vcrvWDx+dRi734aMu4k3bDsPao88kP2HuqKCijzJlC68BA9COwjDkDxE+8+8sxWqu2d8XbuP\\/8m83N0AO9xbtLsN1RW8r+y0O+tHkbxY0VW8N7MDPb5PmbxmqeM7VxL6vEZzSzsn1DM9XS+PPERJwbyQWsm8Ahh+PHJDS7ui0J67T774vOGCPrtKTX28XnDmOyBJ2rtpNwA7wEsTvG+MNrxgkCO8nUL\\/umWnbLwl3sI76vuAu0mCsDxM8H48m2N\\/O9h4xTwvLI88GHMbvHVgwbsJgEK9jTUnOzH2jjs+rNI8olM4vZPWSLsCrTE9K3hmPI9Jq7pp05W6rT6XvDLcwrogiHa83tLSvFMquTrJbHi7mzrIu3Ql6Lz8gi489zYXvHXA5rwdAwa8UiYSvWrjPDyqqJa7gq1aPAmWZTtT1ag8+CiHvCk4v7nwRcI80GEEO1b0oTusrBU9JgM2OXSXJTzPbHA99Ys0PDIfn7yQQ5K8WMgtvNsBdzyCRpi8QJLIupcMjT3Kufu7RoCivLPMbTxqylm7kJ7qu\\/ApkzyJaoO8WTfEPDI39DzCLjm8WyOQusmKjbwpR8I7TeWnvCb6Xrv35Ey93zUcu636BbuiEVW8hICVOxdl3zykmR+9FmmYPBSwhLpynrE87lCoPPZFBz3pshe9SVzhu+NVd7yTqX+80dgaPZIrrzwtBkO7uPK3PPg9MbySqwi8xDkJOwnMnbwZF5i7qjf1u1Bjy7gCW4Q8a4F2u6VeDr2nWFM7B0BCvaX0ZbxGHLA8F5kfOLcJo7x8uWw8AdbePDcqBLxtqpE7pi84vDO\\/YDtfMZE6B\\/0ZuyeAv7zAjLK7wQcFPKQoNjs1yr88q7QQPZLzxbwltuQ7oDMNvarDqTrHOA08EEPKO8BOuDy+9yU8hNeWO7tvajtLCGa7x9QcPOJCHT2Co+O71L\\/cPEX0zrxXnwO9uM1mPFfD0Tq877I7YlhEPTf1LzxQP9k7nj91vfqnhjyXG+q7zfEBvTgVPDzlIfm53pLdPEvmzztO9NW7IOqJueMqazySElc9zzCcuk+uUjuZjmy8QQPKvPi9oDy1eHU8uZoLPFIfXby9QxK9FgMZPKAJqDwU3VM8xlKLvD1\\/hjuIPx09k7DCvKRrVbxASYs8\\/+Sht8+waDw3jbE8xxNJvA7PcDyGRJK78E\\/LPO7Y0zwB1+q7lzTDvPjOY7t1ATo8r2IoPFQFA73hYwc9Qg62u3BzMj30Lam8R20Ru0ZzxbzLY1m8cDu0PL4lazzQf6g7vARcvAW3xDzv\\/eq8N2FEPE6M3Ln3xHW8t3fqO0YBdDwqqa67i7itPHzb\\/7xQEAA9JT2cPA4u9bxU7vY7hYL6vE1+lTwJSpS8pDC7vKqX2bsTdg09JG7cu50MALyyB3m8a2RkvPB0PbyLiAw8nLfuuktjors\\/MA671C3OOxnGqjwhFVy8lisXvGGKbLzzeLg7qV5xOqWixrxUVa+7HIVvukraCDy3PmI8ffRmPAcGX7zVdcS8Nz+OPFE3mzx+jSq64L0FPA4MkDx0CCG9\\/98DPUDTMLwg6QU9KUhOOmoP7buVMdi8JjAuPDjT3LsbJ6e825kYvM2ZALyHgHq8EFWZuxBP2Ly8xKG820B8O\\/zUfLxubd67wt0uPWIBHbz7CCU7fp4avLJWbDznfjw8HOGLPPEXGLztjCm8J+OoPF0XEby1ADS84vbUPIuuxrvpSpI7CMoRO2sfujzv6d68QY5PO51p77xMZYW8hnGFOQujs7uhsdU7STYOPey1b7t+v9m8Z8waPfeVezsXb4W6e95CPHN+zLwZNws9rWs6vLExo7tddAS9D4KzOG54pjy3OLy5UKVSvG6ynDsYpMu6t\\/YkPKaV6jvSlZg8gN3evAFBPDsPlz48m+YAPU5MEbtyNwG9Yg7luzwFvrw+YEe8MLfoPN1rdjtfvZo57\\/BYvD12fDqTR3283BcjvZsOrbvj8ge8X3sbOpWCdjzHTIs8c+sFO9n+5jwbrKo7bwwTvNLYErxYH548JUH6uwqCDDvhHFq7RTBbOx+shT1R+iK9YOxavK2TkTwY+ya6vzwNPJKbHT0Er1O7y1d6u+ZZRTxZnBE8mL6UPNzM9TxLAQc8GgsPu\\/x48jzJslA8u0crPBPyw7sG8TY6uAT7uzLNibxQ1oO8SJSDPAWchjz51EK9telDvGXy8Dwmg+m5JwOdPKl5sLxnmoo7D8lgvUT2F7vSmOa8ODFRukli9LviD7E7Uo4SvLZcizv43Uq890NPPLIcybxpv1a80HL+O4bS5jxGA4G8pMCzPOFaDb0prH+7BanBuoIUjDy+RcO78m2EvOVfS7sNpBs8xvELvYqb9DtBtuo7+Za8u82jwLxngso8Ffn4vFtUjTxd+Kw88M8iPPB1HT3SVeQ8iulmPCBWWLwwMla8dy+LPFIQhrz83y88d8OFPDBUvrsrirq8s5odu44lrjwEVLC7WQrVuxT+fzvm6JM8ncK4vKJpQLupvnK8\\/Z2oOiDUyLt35Rs74ouju0pu2Tws+tK8VLFCvYxM\\/Tw1iNI6lSbKuFV7UTzHZ608hfG7vKYvezzy\\/M48xnomvICLu7vHljE9\\/MwKvIaQizxBt2O8UiNtvKOP\\/TwP0Im8Sc9XO\\/sXoTu0ZYQ8N\\/gVPGqCITy0pWk8vFVKPSylizu7yna8VrcmvGAW5ry99B08D\\/7\\/O\\/5r0jydzQE994wUu4eSw7zrgBc8\\/c6GuwllQjyhV1i7XdpAPYRp2Lv805u85FA1O7tZFb3dW3+8CmNlO0qWtDq8nM+81juaPL5qorwdw5I87zr9vOvkBbxjvP4713r7u74g0Lw5W6S6lPHhPPn73rtLO3m8BnqPO3Mxm7wBxEE8geCmOvCPnzzd4w29FIvXO4ztkrxlSyq83Wnwu9etn7yNzyW8G9bfOlf14Dy7EW888PpfO1t227r+dDu8XGy1PMo2UTk4gzM7eJ08vTUNFD3bBR48hEeIvCXCdbzXf5U8l3elPCSGhbw+v+o7SqWqPJcqe7xOaJY87wu2vJLLJ7tzPXc87Va8PByy1zxeE8i88r4dPZNyhTzHn9w7demzvOqsCbyEm6M7UGeeu3I6Ab1mTDQ9pAarvMoq9DntHpE8gqi\\/PDdFLD3F\\/Jq8HwUBPPIcwbrwAgW9zJnyu5t1AL2vbn49k675OzdvD70UdCG84wWOvNMGObxKM527k\\/t6u21zL7u0gyG8KTqqPPf+aDwAHGK8wl48vCcYAL2hbXy8ZNSCPDnPE7kiABs9DMiMvFPV3DzB3AM92Wluu3Dspry9Bhk8S3WvOy67brxFxdY8YtrZvNf7i7xUtD+8T7oUPBvFurrDoxA8gCrKPP02DT2C+qq7hhNFPLgfiDti4Gw7M8t+u3+jDTz\\/bY28GbQmvG\\/2DLt1mkG6zQBIOraUJzxXpgQ9GGywO\\/gPHz3FWj48DUiSPDfESTt7yfy8nBwDPIYZlbv5iWG8OvEMPKZU8DpM+Wk8OQALvCnIdTy13hO7ouK2O5IoxThfLgA8l1\\/8u0fXwLtpmwE8MCAAvT8NET3eQxY9Gb+OvICo4rr84pG7HFrXO2kAELzOI0g9oCglPM5T0Dt9c2A8wprtO\\/dJJ7yVkok8Mk7aO9vT97rfLhq8\\/SoRvFm9ND3e3Ce9HEqGPFawI7znPcc89dJBPOhVobw1Lzk9MEAxPNsWEzxqsWI8L8YUvbmeN7zbZ9e6Zbg+PBNBtTx8uyg71i0BvcbZj7zY0sg8XXtlPP2iv7yAxKk8SV4NvLkpBTzJavc87Jxlu+EMyLqvqy28HRsHPRT25jzqGEG9kvtAvASD1LtHbIy8HmOsPF6TOLpi5eM7PamSvI2ID7w3lde8va+gvKB9EDvnzxE9fUB6u4KbiDwX6\\/07j2nxvCsXwDsOMjG8RzuHuo54M7ysyZy8B5eau\\/g6OLzCVWi8Jr8OPBAfvDwisHE86\\/X8u+se0zt8GU88uHGGPGkEN72wNdO7FEXtPJX4obtz7T68SyEFPOs7D7yQkbA8demyvEPHnLxwpAw8VywiPNnppLzJcdC8GP1\\/PIJv\\/7xcwr88P9oAvUoNbjwrbjS63ntKu7IPEb3O4sQ79kwxvLAf97sXY\\/G85Fi7PL4APLwJuZu85UBYvENiEj1bW2S7NAuBvInc7bxESyu9n2qevIEBCbzyzSo9LFFlvL47ojyt5508UPUhPf4gGrtwm9K8j9mAvJqVhzxPyl28fhdvPMnSrjx+n0k7YC\\/0OkeYBDw6Mw47Jic4uwdDzzpqE6S8AOe\\/PCQNZjxyO4O8d9NTPPIorLvhEXi8ZzujvOMJhDxwTji9vIvfvLWpSLz94Qo9io2XPBIykTyMnec89lqqvJPMGT0gNEA8DDjsO6X7tztqDgK9c8A8vKNbabupQWo7cNanPMO4ELstNza8nMrlO4RxxjspgA27FjqNvLITDL2DxnK8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 86,
        \"value\": 87
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
        \"value\": 14
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 14
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        89,
        90,
        91,
        92
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 93,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 94,
        \"values\": 93
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 95,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 4
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAABAAAAAIgAQABAAAAAAAAAAEAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 96,
        \"value\": 97
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        99,
        100
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 101,
        \"ndim\": 2
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
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAACAAAAAAAAAAABAAAAAAAABcjYy7E2DeOyCryTxQ5wm9BzqqPNeEpbuAMte8KeBvvLgyKbzOFMa8pBQUO7l6DD31iPy7PLV7O08TED2u8QO7FQlKPMELwTzZz9o7JEGMPMaXE7xr\\/Kc867ERPWN2jTzD25u8UyWmu2WXTTx8U6e8zpewOxeKXbx0MHO8iSasumtrgbzL0Ys8wOM2O2kdITzmsRk7Zm8fPXGSkbw2yRO8OU7QPPI0OTzLyoe7SsXmPIloUDxQuVs97daPPE472Dv+Lu67hAiJPFG2obyc0g68mO3XPHtUULsFeYo77TfHOz\\/Fj7z7ou25qhxsu32j6bwySSU8pa8pPaXlzDtqtqu7EFBBPfYWorxEvR49uQWBO6kqcrytCzo9O1hTPD2t9ToyIy+8ObHXvMO1hjzTNKu8ouQCvWOK9Dt3h\\/e874q8O63cmDtDRm67kKstvFygfrzc4Iu80\\/8rvA5NVry0jD689eYOPCU3wjyuEFE7rR4AvND4szu1ZKE7IZAoPHjGPjxtTxw8iTAovHmU4LuG3IW8Ya8nvEH4GL3h0rA7bEnWvH5WRzx88+47OShbvFAzND2uiNU84usju15kw7sJ3b27HWNvPD2bGb3yWrS8tcuFvDTBDL21U\\/W6B8mTu3kKwjp8d9m7z7u3vGuWwzyT48U6ZBSKOhxO6bxGBwC9rgKZPMbomTn5oKq6YS83vIVOTTwZGm88DXFIvPIRdDxyBW48ROqpvBOYLrxgblE78oY1vP4h0LyCRsS8\\/qbYvIxol7tk\\/tI83sHyPCskmzw+n9G8rmurPHKipbx9wv25bxPJPFcF1bzXok88SlewOwYgQD1SCYw9pyFcvS3vE7yNK6S8cM26PMXOLDwTFLe8a7SAO00Kvrx2azE8SYXwvPgu2zyM5o68O\\/Y+vDP+d7oM\\/fM6bH\\/rvCX1yjyJdeY8LI4Dukts3bw5byi9eJGou109hzq34G28o0oXvViB1jydqpo8laTXO3atETyhIye9wBS4vJ9sC7uzpTy8wsxFvA8ouTulsNQ89KbOPJYTFbuQRxM9gaLCOg22NbwiSSu7+V2cvCQJBr1SE5U8i43dvI4\\/Lbzh60w7g8GbPNPQ4ztr1h+8TzG4vNiApzzZr7K85I3IPNQpG7x2ioo8EJjau0Rj57xNKj28KZLfu1h\\/5LyS2pC7Kv+YPAT9IbmQzx69cGNKPI+EBb0PfZu8TgyQO4Zrt7ugeIk6f+aUPPGPhLwmezQ8yeqzPO9YL7wrzaU85TM+u09+5ruYL1s7FLo\\/OXlh0Du3Hoa8kyGZPNLbh7thSba6jupPPIAQNbyA\\/T09sMT5vP1ZJbt51hO8tbIPPU\\/vSzvBWMy2fVXJOxOVhby0GYM8a1kxvNMBKr1FQJg8kpIavLMm0rw9xbu8Xe70vM\\/rxjxeEuE6tH8RPNTEOTs7KZa6B\\/6qvOfxdDxmGQ89uWlxPEIpK7105yk89+xGPBRLBz2mvck688ZYvFOWTbwMiJm895iBPJgZbTx+4847Ge+UPMUnDTydD9e72xkAPVeVwLokxym8O3sWvU4NaDyd9zY8bNUfPEIYizsXf8I6\\/3+NvPq2gDxgLma7iUwSu++6ET1i+iO7dM5KvT5Ivrv+C7u8+VSvu4IJujylDBM9bO5OPQYG9jsu1ac82ZD1PCW4X71C4iQ8\\/hy5PMtOczxdtg65tF4GvSC9aDtewju8nQrYvNfIeLnH4we9auDzOtuXL7zVJLU8boDtPNwpEL17MBI7PTCWPCBbLj3v8AM93bMCvHBJd7wOjoa6f5MRvZ5muLtt50A83fg9PKmMCL0tsy+9h3HQu5emBLs5o0Y91nSRPHwTc71meTQ8HGJQPJxA5DxA4249OPhPvJ389Lzf44G8XiDGu5TCdrxhJgy8DsCXvFdiLTxPChw9141mPGtB8LuDCR88FL+uPFQtcDzB4eQ8DDLbPF3jQDwQ5RO8aUEFvXfe2zz5uaO89GqQuhCem7yMqwe7waCsOwTg27oqN7u8kkqCOvRrr7s6RYm90FGkvLf1P7tDh\\/M8gAe+PP70sDz8thI7RjkGPfy0qDyrE++8ZVx0u2oIezsbFuo7RzpzPNfaaTwOBSK86daGPEq3K73c8iE8Pfqpup3qFz0LFN08uXuUPN+sEboPkxW7dz6kvIvfDD3y6O87Bn4gvUBXebw1OF68r66+PMDXkzme4Ne8BDEsOmE\\/rby9vPe6jx\\/OPH3Jxztbgxc8hUo\\/PBaXKz3EfCm9FX+CvGsgAryYS8g80rCEPOToArwwRN46LdBCPBctAj1O8u8707OVO9QosTzbRa+8wkuSuxKObDyhcQm8S1ccPIDRxzz7DTK805M1vC9ZA7yUibI8Qr3JvKJEn7z3M427h\\/6QPM2tgjudrb47YN4HPEUQvzybckS8a6rmO9Y7IbwNIke80+1RvB6QRTzBdNM8InjuPCaTsDy7KF89Hn1PPGTNBrz5Epi75hbquyeoVbx3jdO78rrGu6zfEr1mAzY9y+ekPHCTX7ygNOM7UdmLvJluwLpGyBi8ZyW7PPb0kTskVAo8UsRoO\\/CqTryFOdq8MythPKSvtLzeUSC9xzTIPFlX2LwKYnO7LRAMvOlPqTwSHoO8VDSDPOv5EjwcmVA8f0SUPEbVrDu95Hw5JWnwO2kudDxXBdQ8gbUiO\\/Lnqjy9u+47Ny4MvJ62v7yU5YG7q1+IvNTCvLzNLwu8+C3YvJuN3TuKkuI8KcR\\/u\\/t\\/kjybWGE7xgTwuzuUkjzbho+6rS8VvNbOBbx1O4A8m5TqvMvMF7w5xT685HkHvGSBkjxPDGk8qb+WPIGeBL29qYk8wMqyPPvOZ7yOqWA7zyOKvNyvCb0H9aY7FEe7PA6PtbyrWxA7atX8u8uFqTuHfxo99JmXPOUZqTw3udk7HolUvFEMlzuBny48pbQ8PCRlFD2JFte83oqVO6YOYTx89dW8UC9NvEfGpLu5+5684NHUvF3fAzs3YFC6dgkVPcwq77xET8I6t5clu9i7ID3FDDO822khvAePfzzNV4U8zODfug3MITwOgrm8XkM1PUAa6zydk8c89CAKvPuRIz3uQu+7SD+EvAkkHzx3+F69NxAQva4XorzXEOa8R4SmO7ulqLyztSc82TbXO4H4ObzkfAy8p5rDPKC9Kz3U8eI8XjvTPGF1\\/Tv0PoO6wl8gOwCA8ru2I4w8p9QTPISoh7yMFu48zhx4u0EwPDxYWg28GI\\/0O5MQ6Twkhlq8bfsJPayITbxh1k47+3qbvJwmZjwYcB69iez3PGXtl7wG7g28IIM\\/vGJGhDzgwuk7TpMfvGGP8DzAb\\/C8qjDkPIelq7zSdA08jf+mvIZ83bzXpO07Q92XO4vnrjvA5NK7doEbPJlXhjv2FZi8BM6aPC8esjulqMm8+LkcvJL3bDzida88Wx6tvIngNT0OkTm9SxOVvGEhkzzqS1g8IUjaPLOZdjzvqoU8QECCPMQIIb1gYLo6IgIYOzcGBTxwhrS84C7au5xcyTvOBna6pf7LvG74JTy3lUm8kzfZO2+SsTwa1oO8RV+Du4XUuDuZmh68pBfCvPa1j7yAOno82TeeO0D\\/bbz7Lq08u8rJPPU5abxH3oY8JIDVPPTzx7sU2cA7Sw6eOlT2dzwDvH+8T+AYPaLXbzye3tW8YDszPLcJML3T3b27XUrZPEsHJbsnJ2u8TTIlvCOYAjw+lzK8bLpgPBi\\/0DsPx0e89DyFO1SXmz0zR0q84pC1u0R2C73WIKM8YvcrPVOJ9jxBH0O8qhpGu76dVTunKey8eeCDvB1ppLzwuiI8xjzdOzcuAjtUz5o7kwsKPQZWgzzdKuQ8nFupPDsm1zxha6W8VGqRPBvYpbygBkK7M1fkPM4UUbyBn8e7fEGdvIp2vTp3xGo8jf3LPCdxFL0biNi7E6fdu+UuOjs+hbK8FUGBu4kcyrr8GqY8HWa3PCG2bLyTemm8WHAXPOYmdjs1ks48HeOJvGIznzxmKr+8BhCvvAx0zbveUqK7yNIHPHLA\\/7zfWQW8MyriPKAgB71JC1U8fPpEPMoJvjz2oR+7Zy0dvYHYSTqhIKW89Kv6vAGh9Dz9Byq8YimFugH2Fb1ArrU8iaYHvHdKAj3hkeG70kGdOi0sgDuLbge87YI0OyIBP7w6IQi8z8\\/xutjg1TrcetI7DcCpOx3uLbyD53Y8IkbzvATCBTzPTDI7k+2lOmIdHrvCqJQ7Mli5vK9jBTy74tM7p6UHvRl8bDxSrTo7r89evGZiDr0t2Kq8XtNzvHPtZTxdnZQ84A3OPEY6BTzFgBK6yBMXvWvsPDz9klM7WziFvC+JRLvAf8A6c+2muxvwQztSnHK8jki1PLTJlryPLzw8+9LcvJ3UwzoQudq88nimPCQdL7zv0CO9spPQuxdXX7y9jRm9GNkPPQjGBb1yMxK9pTa0O1a2hDwcPzS9u78fvSJXgrzBTlM9UKV2vKSSnLuFTi29tNE\\/PIsMgzycnte7c28cOgecE73rvmu8HoGevCryc7yLdYY8hHhjPJTpeDzuM0K8KDWKPIWwhjtLnRs7L5SUPEm9KDw+sfQ7IHuVPODIMLqJRpe8k0CIvIepxTtNmpQ8OTBzOnI1vbxvesS8fWVSu0wUATwCv9+8rAyEuxfTi7xgTpg8JKEAvAk8TzwojRs82xM8vBUsmrrSbTE93s+6O51IWLx5RUa9Loe6uduWvTwNaJQ84BTPPNjSPryCYkK9gCeuPLYKIr0FzGI8mdSsueBodLzOpSI5mK2XPA\\/L+js7IJC8oK99PNeLeDz97fG8s11AvMnxIr2b3dM8fNKsvPCIvDxFdn68mF25PDxPkLzt7gk8mOp0PHizY7xL9Pu5FbprOyfowLtpR+Q8B3\\/PvFzY3TwGLiu7kT4KPOqNLjz3me888pcPPQu\\/gDwy+kM9L96lu9LqZDtAsnw8MzqmOg1JvLynItw7l\\/sZu8lyhDsyF+c6dPomPWjZgLx+EGG96ZFgvL679jsZ9QS93M+5uzfKkbtW0yA8uNJuOo2+grwBP388vdWOvNMCq7mTZaI8eO9rvCqMvjuJBQm5gDsQvHhd5Dw0pqQ7PN8lPawSFLvi9V68cGPqOxe867tNIwQ8eFHTuk32krpJYaC8ungMPcIwPzsZqBs8nvDNO3\\/UhLyVGRC9OW\\/xvEKx8rxmEle8VEVWPPNkUj3zdyA9suOgPG5KIz23GCA8AN9aPN1ktzokNro8PKLeO5463DuK9jc7HVX8O9v6LT3r1B08VZPnPOYCYTxQqg28gtTXPO93g7ztIYC8mWkxPZBs8Dz0qwA8R9xXvJvuMj1Qke67JMGDvGFsqzzAGw87qSuRO0LQsjoHlAK9RFunvE9oD7zOf888IW6vPERFj7zmdiM9SgsMvdxEGDxXXv48VvgYPAHn2zyjvA47Nz81PHzy27wTfXu7958UPepmpDx0KoI8SyCSPPdfgTsb+Aq9\"
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
        \"value\": 24
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
        107,
        108
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 109,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 110,
        \"values\": 109
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 111,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAAEAAAAAAAAAAACAAAAAAAAAkZAE9pkywPNbABrxXyY48D7PTvM48oLyEnCs74UjmvKah0Lwi2gS9cNnKu91n7DvLNDW8xRogvPTE7jv83888EPTju7Kk4LzLddy7dZI2PJl8ortcv967oGsrvE9UebrepZs777w9PFi6\\/7wkaKa8xHuLO4LRl7xE\\/Vg8c9qAOqQQu7xbl+A8iD6fPJdQcrxggaO8zFtePHJB+TtcvW28BM6dPKn4Fjw9M++8ZNbGO2sOJTll4QY9e3vTvNjnOTw1\\/ga9NHEivcPNhjyKxLa7BhmEPFdwbbzqf8I8m5yJux6w0Luduq+80g6fvC6BsjxwidE4sMiJOuf3oDxtfyE9r8D4PFDzmLuzxxE9EG3ePFPEObwc3kU8ndacvF0hirsCkfA8dqmIPDmojjwgGKq8xeD\\/PKrRALxkGJY7uNdlvPtVTrzN1ai8Oevou\\/5LgLqlk0c7Hu\\/Du8wKVrtK8dW7CgXPvETCALv53Nw8\\/z4jPdVj7jke5kI8ciVCO3guI7sya+Y8k9BIPASJPzyaug88\\/WRxPIA0KzyPyz695ZYJPTJTCjxBKEC9qjUVuxOjGDykx0g8vLXPvOfShzyhyC09HOaFPEEWXDwmu988OQcBPTzW2jwnrfo8fHP1OwbBArzjOgs8VAnNvNviaTsmooU8UgsfPcqiSrukQA28TwhYuxhshDxmLjW7XKhUvAfA27ycJYK9WLkMvRCzlzx25Yw84f9ZvFvGybuSGbU8aRQzvRXTYbwwYI0866oVPcIxULvuTKY8EODLOxMf+7qubE48GdtvvJSCEz1T4QU3gjQyvRCBrjw1JRM8DscwPIBwAro0t5g8YqV+uyfIVTtF16k8BqqkvB73mbsOPxa8QYUAPQJFVbzIGQG6aqfFO0+wbLv2UAg8xcu9PJVu4TsLQfQ8hvxWuTAgMDwKeue7U\\/KTPLiKBLtQymI88CCQvL+rjTxuc908IWICOtU+ujpwQhu9MJ8WPMQBSTYB0lU8EPvSPPCILLvkt2K8829VvEkjPbywTGO86tBkPInyCjwOdaA7eeumPJ97D7o7ZiU9QHYhvDkOIbxO+Ue74V3dO8u\\/4Lonas07oMhCvAmVoLwkgcE8F1SyvKIiQbxN7as7++o2PB5O+LsudyE89CuDu3aRorxm8TQ7ZBYRPaE2yjouzsk7bqBHvBkJqbwCjQM9fgKVu\\/pxoTvXbIa8CX9LPPUMvzzeiOW79MKpvOP1lTxz1qg7nKBDvRrXCbs3gco6Fxh2umWjtrxQJa653MAmPfWmW72yTi08o7ADO8qe3Dyltke6JVKtupPSwTwwiMg8960bPYzIUryGhac6T4JmPHkga72F3ko97mYiuhTHYbwrLSe8PnNdu2esPjyUAPW83nDluoR\\/CrwdHFK9ZnaBu63pND0dVXA8Pn\\/EOvDgfDz76Ss8zPUguzlq6rx+VDW8YRbVvByY7zy3Xqu8SzvXPIJDnLwewpA8JviFu8GNPr0aeAs9E2w0vEcSJ71nIJC8xeqyPMKmpzzH9Io77bSgvLnHDrvQ8DU8ps6tvC6tNj0hJLE65u64O96WWb056ke8\\/usfvFOmQr14\\/oU8EGDju9QNXb1liqY71y3DvLTZy7wmHQ699SPutyWt4jsQowY9MR+EPInRhjpb4SS8oE65vNVsNLuQJsQ8isBIO00\\/LjyS9yG9pyuHvArgMrz49vU8rYWxPBTRq7y4ZPI8mP8SvVb+n7vZdJw8BLlZPeYIujscJiS7vIGqvDQWSz1DfXO8eRGxvELc0LyNE0w6Sp7bvOLWEr2IJhy8sTSTPFnKprx1ih282LMcvE+AzzwYAQK8qQX8PP1ZTDxNIo285OfJvEGvMjzOAtm8srceux1QWTxl4OE8x84+PI2suTw9R0I8INzbu6yL1To5mQI6ea8vvepiwzybFL+8h5j5O6JGkLvQfa686blavF0MPL3v7So8iQRDu0LNljul7LA8VS5lu5z8T7t+bn28zwABO4ZesDwTGby80K5WvK57Ab0LaLq8y7kpveDCrLsn84E8IucvvRw3YTwZF0q7Mu0lvAaPHTzAxYU8wvupuzB0BbyPABM7YnUgvHk+kTw+y9W6BuXHvAmjAbyXY1481wuEOjJ3OruczUi9sq3dO0yq4rumyam8HVd\\/vOAJqrz8PZS8PHL2umA0a7yY\\/j27LvoMPDcxz7zzPCg7V+YqvCyoXjzLO\\/s8AfNquxZnjLtzRM28bkXsujCBQTwYstW8+cb1vN7QLLtP0IS69cXEOuTp3LuQRL27h15MustbtzuZAtY8z\\/EFPQ+K7jwooIE8twqROrAMlzzggpw83WjZu6bs6ru82Tm7Ik9AvWQA1TyKfNg8p5xluml9jbwFbio8dNZpvCEe0Do0Swo8uxJzPI7hQDxBOGM8ausxPDW807shZwK9J0VwPGfHxbxb9\\/Q7GC09vVfvCbx4S2C9T58kPdkT9Ty+Bue8ViWQuw0vJTyyU1Y8Z3BcPLiITTydkme8B6HWOijFiTy0s0Y8Zev0uc4cwzwrG6y8fqFKvIqWJLwq14M89IEmPII7YTsU8Ci9xbfcOdgs0zzKZbA8LFXYOyLr3zwf6IG8tv8HvU7t17scb4s85leMuU5WIzzGg+y7DDrVuo39ET28Wks6LFWMu6EUpjsW0pw8\\/8YQvEr4f7z9yDe7x2w\\/u71LYTqwVvo8kl7gPC1oOzylhMC8kARIu8a9\\/7sHqW88fXEqvEh7Er0L+Ee980FjveBfyTu51rk7htS2PDTo6jxYNFo8gq55vPTM5LsZ3Zw84R4dPMeB\\/rvLG5e8E+OVvEoVpLz5oY88oBGEu8sJCL2i\\/m88MPwiPEV5lLznVJu82MN5vEDGo7xb+Wk84JSlPG8vbzvUvUq7BuSSvNHrCz3dIjS85d9KuzmPRDywQhc7MyshvKu4MTyyGqw8c1VpvDc9\\/DzJyyY7MnvOPMJfVL2YB0E8N8hBPC\\/3+ruPsKY7UGKUvLCuFzznR008AKnVu3IeH7uU0xG8ouvRPPxa7TwtGpC8xfCpugYUzjwcJUG9N3E9PfQ+gTyJkQ08Nzu0vADQsTu1CRE83USsO6exhbvEJsC82TylPB7EDDxriVu7ik0ovQ4QAz10W7Y7xrlKPEmlHT2X7cc7VEo9O692azwLQaK7PsMZvN3kY7zU35k8zXxMvAc2L70Q5qK7HGSaPMtXm7kHIiO8YUcCO3ze5zwSAY+8x8vivIpMITz5XTQ8S16PPCDSCTsNrpO8zoOkOvhDF73wgfE8FONPuv2m\\/DyYqzy8ktIvvLIWCLl9HCg8tf7zu4byDr1xtRk8mgWaPJNwOzxSqH88HMbYvEZ7rruq02o82Z7yvPIy57zZwVU8fZeFPDSsDT1ZKJY8vOv2vKuWxjwFMjQ7qfkRu2WItrvJYQi9ySEBuxNWX7ujbOw8f1qGvKGaSjx4DKQ8yqHRvPxuwjyZdv87V0VvO6IWTbwT4KY7xEhTPLdNAr2Ft8k8TnC+vNW9jLzZqQW9Vy5ru8o6\\/bsegRo8qwV5OWhKlzxxUQQ88BwivMsynryJ9BS8yfahvJAt5jrsjvQ7SRocvbMav7wnJ4084eaOOxPpLj37YTg8uTLSOyzofjzyJCE72aMpPNcPxjtN87K8d9AePQlIGrsk9g08snCCvEUgDDutIDQ7hUgqvRwz4jtmHT09gLSgvDzCbzzJVKK8W7MmvIeZE7uBEby70\\/F0PIK9l7zVyfs789mvPBSFMjvpuhY8+dsMPUIlL7xi\\/2+63gOxvHPiBDwmoFw84hNBvTwQ4bzwJS+8cptdPAFXJbzOoRg8mL+uvIgch7xBaim871pYu\\/uvi7xXBVM8Z0gNvWAUMTzwXVQ9W\\/dFvcfDarzAhz48EwWLvH4FrzxVdkQ8pTe\\/vA4PYDyLzT483OeuvCB+s7yUfWo6L2ghO5tLqDzKwQA9QFVxPbK4k7vHZW08oF2xvFRxtzy3Myw9T8U1PcpBB724+a27r9v7uz5kyzyhLOC80NQQvRmMmrwSrHA8MnKuPGeHbTxvwTm7k9T3PP1CtLyJ+wG7zG4QvcuDOTshtK48o0ABPXmZQLz7veE8RgJQvXfDYbzcUEI71BfPO43GmDwkMNI7DxW1PIC197z0Cpu7RjiGvMcoMrzJk568NEDNvHJNkjycJN8861L7OnnwEz1+VO685mMyPWJrgTpVMNW8M2LYO+bb7jt3cJS8+XjbPPmmxTxXaEI88mzxPOF4RTyOgJK8wqmdPB1JETzTzNi70+vpPF7YvzyiTyy7rrwAvCS2gLuuH8i8EDMtvb4wMby8K+E7RvU4O7Dlr7xvqPI7HoIXPAkDgzqj3R483ScdPWEp4rzTdTi88CwQPIZP1rxgaQE8wqDiPG8HKDyz33w8mI8OPZIyID2xWYA8\\/TN8PFQbDrxtopY7UHkKOzm90zxSApg8nW\\/xPAIr7Dsvd0I4uLG6vEeAxjydEE08ie8juzKBbrtCPie9eRcqO0swAL1TscE8AUy4O+Jmebxg6b487nVbvEaJXzwKi8A8oS0LPNV8y7syxS078UuXPAbaLzsda7e8GYKHuwnCkTwVrUO7flXGPN1LBjtLPCO8+xAtvNJboTxuRx08F4pEPO88DLxicFc7LslpPNA+VbtHIf87pBVgvPQ2Sj0YuTy8a27TvN6A2riYxCi8aqqTPMcIpDzpbQg9dY3svBwgdjzHBgc8RwriOQ9pp7zN9AI9\\/WLjPKkvmbyVs4a6QmxmPGAuAT2ku7c8q4H5uRyOXTwQBHI7QPARvAW\\/2jtZXIE7BugxvLhQ8LzByke8hCeyPMF71rvvrju7KV4NPWQUGjzgfiY5QSwyuulsFL1qvMS8hDjku4rZqrzZ2Yg7s2KaPGwy\\/7tDhQm7L+CwOyAl3DzDUAW9LdyFvUkpl7orcso8UjbYu3DP2LrrO8+7EGMfOxQKCzqVrju8jKh6u4Zz4joHcK48FM8bPAsgtTyqrqQ8Ye25PG5\\/TrxzdGU9xGPlPGIPYDxq1gM8zPdvvAEXxLypOhM8fnAXvQH5LrxSYiA8AoTyOwCl6LwEu427j6VOOjc5qjr8ubO7E8ZTvOeLsTwLo9O8\\/JP3vNS9ADvrT6s8dHngOoyPg7ztRzu7x9iqvH6XkbzdvZs8qwbhvL2O6bw3XYo7zccAvU5\\/Fj3tWpS8e93ZuzRvtzv88HW6v4aNvKkBgjvXmjk8hXO+vLenFjsmftM8Rp23PEFxHjsc+Kq8qSiVPF3Gb7xLQum8Es4ZPYB9QTtokZA8wadsvIqFwDyqPKc8YlBcvFVCvjktV6q77XITPO00KTw4CJ081cM8vPduo7zUqRI80sNFPBwI4bzAMLY7qezwu6UeqLuPHV48QiJyvEIL8LtJ7uW7p9VxvCk1\\/7qdwQw9SgaIvBSXuTykAxy8lbIevKNH7DtA8eM8fuv8PHeV6DsquS+8pU3Yu8ZaVjv3wD46x9vwusjEi7zlNyO7RL3Cu\\/DPIrw8UhK7twH6PL66Ujw4Et28oB39PMVm3zsmaQk9ITyAvAc+L7vANuq7wBykPCkXsTsmnNu8AHLHPGd6QbvqcLK7gAl3vHfPcDzzQZo8rI8hPO+oXbsQ6rE8Bh+OPNninryT6Xg80DECPXJvorzBptU7yz8NvKXTqDvWwy49ROeKvNi9Yrxe5Ok8AqhGPBKRGT2g5Mq8VcfsPKCVBL0LSo+8AtL5Oxn4+DwGZkG8h94GPSZOfby+tc+8IXUuvHyRLbu3zDW8c500vOuXQjxlgzm9MuqxvM7eBbozyQI94jjOu2dUKL1YOrM7FS7Yu4Kvy7t4NLm8OWD8vJTNCzwXtoo8ruSaO7DIHD0w0+M7ZzWRO3MXu7yww1Y72YLcvJIyUTxzPgK9giBivDuEAz1wM8E7IHOHu8ZIHTwu4Ce8Rq2qvEe+5rzypzU7P1oPPWY72LwiF\\/s8dYpjPOtlhDxmlPS7xbwVvGCO6rwAVQC9fujtvAJ9tjupBBw7uV66PDmgm7zQxx08AELJO7WombzYIaa8dRzPOyp8wLzCqu08by+WvIDOBrxzvkc7zlQ1vQdpLD2boJo8ehOMOzE9A71tTQo9WRNvuzTd\\/zsJ7A08C68TPE9pKLyimzs8Z9envGdyZbr+nqG8YqZcvB7VLbx7W+O7DzKyPAXwizzGDYC9c29TPUwf4budlNI8GEpiu43DPj11KDk899gROwI+kzrhBJA8btmwvCBytzziFxu66x3CvJSLy7pEYwu9dZ8MPcuHkLxwX\\/i8zhkxPXS0Rru+7VC793lIvTnooLth1gG9jnQevUa37Tr+N0I8Au7aO9v29DoFo1M86y4DvAN4Fb3ZGgC9hbw3O3+OkbwvaCq9CxEHPIfOSzzq3vY7Y\\/EgPPvP6jyafR88DPF1PLkABj0QVwc8CGoNPAwbBbwnANk8gR0Hvb3UyLwrkSo8W1LnO2GbJDz5FZW8gH8DPTfDizx3BlU8RzQGvPWl6Lo5ITi8OMXYPIBIrTwl9oA8HAugPOLa\\/LtEQ5U82RaHu9ZRnzxm+Oy8VILQun3s3rwEkWK8jiZePLTbbbwtsiG9mMKrvIkNGbwiU7w83aAfvFkM2jtUldg8kJk6vGZDPLsdNKo5c0ORvDQkGLx50v28KQOOvNQfNz35CXi70uJdvL7kMz1LUHk8qx4dvFDa5juTeTM7WXeXPNQL1LypHDo8e34oPDWpGzx8jUg8GXRcPFhqC72Aljy72D4yvTZVD7w5Kc+6L\\/UfPOkhF7wt7a+703KbPI\\/O0DzurGA8gNpWvCuK+LvApus8pVrkOxXEyjzu67A8m6eHuylqwjvui7G7hRtgu3WvxTxWJaw6mZ0uPaDezTwLMTi8\\/jDkPGw5Z7yAoxo8BJfUOshkhTxheum8bq4kvbt2sLyRW5c8Sd2tvFQScrwAGhM9HJHyPFlMILyS4Jy8wXg+vHdP5zxZi7O75yhtPWp2RLuqPCs8b4VLugFIMjumzBe7MuCHPLvMUjlL+2q76aXzPC+0v7ySD8a8KTG5vAoU4bypGjG8ezBuuxdV77zXPj48n7QBPVzn27xhPz48mEaEO81bsTz3phm8tg+VugXpfLvD0fE71AMxu+ES2bxUqFC8AcHjvPRZET1pj0Y8SW+MvGrjL7qHEeu74ja3PHg3Y7zU9Pq8NFw2PJl4+DqK3Ce8C7MXvGL4DL0Us4c88wNevGkIgbztesc8kiaRPNDY1jvef687GR+SPPYZmzxh67S85VBPPBI9qzwh+6w7llMiPNYQiLrFbMc74kCOPKqWjryqjuw8HlyJuyf3Br05ml67udMYOiu50DycLPU8F6JWvGrBBj2Q9oQ9tId6OypkHbxjrYm8IcxEvCc7orxKNg09xWevvGvAuTxYevm8s6NWvFhyADwLdZY8pVl6vNk5Obwlavs8tkqqPCoXPLxypcS8uR0VPE9JpzxKhrg8LI4hvCoCUjwb+++7W2r\\/u6dxjDyb4DQ8bQ0Nu4fbXzxOYiQ8gA7aOoDVZbkJitM8EKAEPEfD5rzJlpC8+MPdvMDzjLnS3Io6R0DhPKwIj7xF\\/Xs8Sc5DPMlM5bxcBhU8WAArPKLhErxsAXq8CXIzPIvIMDsV2oO8NyH3PEpssTxzCNU805VXPKISNrxu0Fg8PbO+Or0QNTuBNWc8irMpO+1DgLxNUQ88ubP5O7OU0rzPkaW89HNnPEa+bbwXr5c6pIEquyxumbtEw7I8+y2ZPKb8ojvCnbs6LbQQO0srEjyEK4G8NKScPKu0WDw7vgG9SMgcPa4TLDubiZU8TiJhPLTUXrtiPmm9ADhOvDVST7xsWHw8FhykuaRrtTyC\\/e45YUPEvHIfpTy8Riq78h2GO6I+Fr39Ce08Dee1vFX+IbyrAb85ZtNjuj3IybyiOyi9vdDzu+x99rsSDq08HDdWPAol0DxgleQ54yiPPJeVYLxgBUs8K4SovJmESTyc5eM8DE\\/lvFn6iTyclqO8zVS0uxBCVDzksdO8eMLyvB2VqLyOAWu87FVlPHjATL0U1cE8xqEku1nMObxYG6q8sxxGPMgMo7wWHJY8SfIbPFWCIzyUNkI7bk6hOydZGr3XOio8+aVsuxDmbjwooyM8yqc8vC3KFb2meUy8zV6evLnsJ70bGUC8UewdPBTdP7xtDoY8abQ4vI0yhrzUfjy88j4HvGO\\/ITyLRDI9hEsLO3Cn0zyM+oQ8053qPDm+WrwU5Q28SO0WPBijHL1GKK87MnsQvDJ+UbwbtQE8j4jvPDhFjrthqj48UheyuxTXLjuNBSK7A8GZui\\/X9rtZDQe9lm8Qu+A2hjx3QRC9DNASvEKF1jyC4JY8URwKvdCJALu5jAs8tVq6u4R\\/uDygOhe9Q\\/8AvaRBlDyvTue8OK7Cuvlc\\/zzvt2I8cslMPBImo7yPvpG7m\\/+ru08HI703upC8PUoyvDWv9rz55FM7iVPPPEapLDxZ6rk6\\/utbvISbA72CYr48LuhEPW8EYjwv2ac7hoCvPGHfuzt++lu8Rbo\\/u7B1v7tjWw48TwwLPKC\\/17xqq9O82\\/Bpu2K9wbyUjrq8hX\\/IvAXQabyVQH07ezuEPCTWP73esx48hPPNu2GvFr0zfs08ami3PHbukjwThrQ88amDPHiqXbw1fcu7C\\/aQuuDfHTzJ+0S8jpFWvPb4A7s5ZOq8hhl7vPQVaDxZCby8\\/uQyvLtqczy5K5I84Cs7O9YsCjsr+ic7xLQAvLOntrwnNg47j2MIO100z7vQJz48RMnLuwXhZj3nueG8axXGvIHUvrtnz\\/67oKGsull+Jj0qqua8pYHwO2HqUjtKqs+8byVvvNnAtrwq4gO87ilOvNnD\\/DsK3+g8CpgUvPb4qTs9AzG8kFqfvEvL2DxGSm677AYOvc6tTDubDK27xekQvRQEDr1KEu66j5NpPKWZqLqBZc872zywPKPe9LquKZu6YtQEPYIWjbz5vAC8Zhc8Ow2nQbxVy9+7Mge\\/PB7Kd7zDifM7B3uJvCQFhzyO0XM8YKJqvI4HrDyyFtK77f+8u+eBoTvcKdg86U0DvAra5LxPTtW8uZNpvNLH1jwGdIq7Etw4u7kR47o3dUS8S\\/W2u0QLCL2J7OU8B4ZevMRmC7yPAQa9uREdvB3VPb1i91c8TgfcPFCoZ7wkP6y8jS2NPKRLQ7yCiPW8a1BQuydswDw0ngA9fdOMuQ+Z\\/jv7FO87K\\/6Qu3C1h7wkecO7RpvVO\\/T8wDwK1QA9ALUYvZW3+rs7sGQ7L\\/GyPC5MlbttSp07F4MLvT5m3rt7j588nrQyPRgX8jshNwe9cy02vC\\/NqLzGxp082u6DvPlZFT2rCXG8ZtS+O4EqcTwSYT27E2P4vLI3hbx51xe8dvwoPB5wLDxlYfc8xN0DvesLVbupvqA8b2vRvGSnHjxJWRG9qfdIvG4f3ruFgoK8lFiKt+pS5DzzrNA8HX75OuAvBLypKrw8pAYrPRXvmryvE9e7E0wXvW54zTtTmD485TBMPANdDr2SHpi8NhKYvIZ9o7vJpSY8xk8Ru5x8\\/jmXysU7YSvnPG3uADxZyjU8py4NPXVDvjyKhDg8nt69PHkpxbxrpQe8gj2NPFQQkrwZCMy81i+SO505GLwc5mu899nxuWQ9Az2y4SG9AAG4PJDmZzmXTFM8D8uiPJpIFjirpJY8FIF7vPpKmjx3v2a79PIkvXODqLztnaU84K\\/ruziz\\/bz8GDu9QYGAvOkJF7yQY5C89MWfO80hlrxH\\/+07oz\\/xvLeSkDyxDpK5+b6XPHY1irrSeU28RYD3vFbeIDzHaTM7R2WJPAb9VzoEwBq9DaO1u95OGLsowJO8RWLvvAqeUD1L52Q7LxPBO5CfT7y9Hqw7MjtDvHUcjDyQvws898XXPMKEoLx51mc8ZfI5PGFteryrt++8zjHtPJVwwjrVHIi7IrdMvGLbyjvPUtq88egeOwadTjsZmWS8pB4aPRHikbzvK7C7EmxavEFMCr28Rqq8p60UvFBzNDzPi9m7FZsxPH6mnbypmSe7RYXRO9u\\/EL0PZnC8XQ2qPASqKb0l6hC9LUOyu31Phzu3Pvs7h16Ru1c5sDe04xQ9UvlWPEzoYrs3GUc8lyymPEovezv0CvA8KNUcvfv\\/pjzE1I285rJyuhRZYLq7kjm8jiYxvM+mEDwyIQ+9sMlVO+Aetryy64I8qTuOPPtBrTxNPjI99JIEPR5HJL0Nw4Y87x3vPC6u+DwWW4C8G3ldPClbPjyrRIU8rAvPPL6Lnjw93Pe8QuyjvCDJBD3ycI67IHrBOyHBd7zv8c28jiyZvL1dVL0EWZK8SwYZPMVRp7y2wy88ZUmkPPznqLu0Rqk8IceVPKjakDwkqz87rNDkPLhzfTyAOJ87NsskPMHVOjyAr727NmugPKKvB7zKujm8z2I1vFBsw7sJx1I8fQAivRcjQrxqjTq8fk24O44TG7zMDdi6SloOPNVCNj3WcIY83MvrPFQN27ymwXc8r7NKvBDdzbw3Fqs7LWS2PGdSjLwgwIi7OXYgvAapuTshgeY8R6EnutWg8Tyujbe8dAxVPM9jYjzSZtQ8g43pvEcq+DzZ8VI8rIQBPVVZbTx3\\/Qg9wehfvJ0RHbzdmgA83OfFvK9huDx0Yii7iTiCvBw\\/ZDuZEbw6KTZhvKQmmzxqzCa9PP8AvUku\\/Dr9qnS873YovCGnhTrmrAu8\\/Hh9PJltt7u4mG08REyTuzQsKz3BMXK7rdcmO7M+bjwgp8y8xX6dOq0bzDu8QMK8BviiO9i7hToNlSi8edqoO5zrAzs92sq8z5KjPKaWnbz3J4s8J\\/Bkuw7KLTxa9RM8hFi1PCJHRLyX2a48gIEou9QMLzw+lc684Hf5PANugzwNEsQ7hiPuulsr9jyfmpW6JtESO4fRvzwcLkQ8DtvJutsHKDxctq46HDY8PKJVAjxOIPq6lu0avA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 112,
        \"value\": 113
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
        115
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 116,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 117,
        \"values\": 116
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 118,
        \"dtype\": 29,
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
        \"ty\": 119,
        \"value\": 120
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
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        122,
        123
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 124,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 125,
        \"values\": 124
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 126,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQBAAAAAAAAAACAAAAAAAAAAACAAAAAAAADLXbq7jaK3vCY7WbwH7s08iQbCO01zP7y9pb67ZiSkvFNIJTxPFNy8J66lvNtNBr3OWv06hhZdvFgC5zuUEta89Y1nPB3AWDsgOKW8jEaVPGaBnTsuNKE8MLwAPbLOYrzk5dU8cxHrvBLpUL2w+4A6cBMZPZN1hLzlg3Y8m0lnvO+CiLyXTVK8crMRvZ4lxDt9dx49mwxaO6TdCLw+C407aXDSu7rQCjxvogG7iIwVPDzlIrsD2CC8YfwePQ63oby3sHK8sOXnPJkwLbytAEM8dhYrvQQOmLy4ErM7U7ncPB3xPbxQwdM8HVkCPNemtboubAC81z23O6cO0DxbHZ47J2WBPN3nljxJa4W88iVEPEFLEbyUS0i8jqhgPIz++zpHfMS8zXqdOkOuBzvLVwQ82q8gPekjebpKzqm8b8vXPLiFNTzwK4K7gW0OvdKkdjypNCy8tsokvF8ImLxZnle7yxkkvDE+Fb2TMwg84GAEPYesj7yOeGq9z2FtPK1rSLzf4AO8IK\\/hvLkkzbu428y6EvtevNT0SDyq60I7cy92PGqr+jsvSLW7WLtKvK1HJD0SeLy8sp2+vHOcGrwuDgk8iWIhPHGAk7zBdlW8nA19PMNwoTzd4lg8l2XvPGm1qztLcqC8MFMUPLrxBDwXcFs88MjvO7kgCL1PLO08qZy6u\\/Ln2rzwLX261KcBvSYMITyigb07FvgiPGEtsLo8Idq7deWxvAFp0zy9bbo8SuQ4Oy790LyIKhc8MDKLPLUz\\/zxMQ+68xcYCPP4kqDyUl1O8LScsvCGZYLzZig68VPHCvOYtfbzCrkO8YX\\/ouQ5BZjwJX4W8FwYcO900OrlNIgC7XQYnO6+hpDzyd3A8AbTfPMEvPjwJupS8mbUbvV2Xjzu3FaY6QoskPNtotTwPa5W8vsbIvOrjdjx5\\/gY9eUTZuiYbIbz8RF28Slq0u\\/9xgDsE8yi9dCuyvPINrLyt6g89JyKJvEG6cj0xG4S7hCw3uiQDNzsdG9g7DbEivIfK\\/rxh06C8sm6ZvCp4ZLzqGGo8TGUePaJLmbw4pSK9whfhvE8hDjx+a188vRawvFddczyUp7C8jFhvuiV\\/87zZ+bS88HOiPNtzqbyl4LQ8+7CEvLBmRzuT4LU7kzSpO\\/J4ubznNk88txcrPKTGtLwMfgw83IVevJbYrbwvowE7adK4PMfPkDvyZiE8euCHvK+zhzzH0So920cwPKvRtbpCMKS7nBEFvfw++7xBqyO7JfXgvAzZe7zmzkq8IjoUPfdqrTy3lMG88gmJPI5LJTw3jRu9oTObvHgPFzx4MlW8NSEYvTLVk7plY+G8nWoCvBIarzwAzTc80o5GO3nHI7xhs+s8eUaOuyfuvDsP\\/gi6F4XOPAoiOzpyIci7lA8pvYYk2TxHAdW7BM9PPOEYirtFAzQ9j1hLvUiLkrzEKgC8xnrfPBM7P7ydeCE9atTkOW78Nzzgqmc8TlRJOwTTmLy16Em7vtsaPWAyUDvzLNM8QifAPH\\/1hrxAwv48L+oJveUPODzBkDQ9F3\\/DO0J2bDx7IX88Wr4IOhmuQ72L2Pi7WQ3yu9UMdjvrj4I7jVuPvF2No7xeSpu82IoMvThn4DxJ6QK9\\/NPvvMTQpbxbLS26nbjFOUfpmTslWVO8Qb8bO2v5J7zwEcS74dE4ulfSjbs0zYu8LX68vC9N2Dt71iI7vaSqOwcKA7xZZfa7uxe+O+37RDwS6jc9Bv1yPAAXfDtRdAG7DgUzu9kVmLzjm+46UjQYvLg7Rrx3CaE8mBqHPI6MKTx2oxw7S6C4OhokFLvA0A+9r9AkPa1JPz1HfoK7k06RvA3tjruV6M655Y83PCkOHzz7qSg833iBuzC1Bjwp8bm7XnIdvaXghbuA4\\/i8ABv9PFfZ1zw4MFK86bAIPHwmvTwSKxi9fWlmvBLkG7x1yRa9K166vHhPhLsIJxy9F0NSvJ2fmDxLFcU8e\\/btOznJB7wYGi26pGwFvVmGxjqWJYE8OLUour5dwzw5PJa8\\/k\\/lOi\\/YDL0W0i2900PtPDm0qzxYQ0W8nxkVPDLLErxSZjk89bvCu6WMDz1tkpQ8cLTfu3fOG7xA+Lm80yyCPN2gvTzVeT+9GUVfvC9hAD1m8uA8L5keu8e4Jb3tHEc8xJKbPGw1nryrmV08\\/4WMuuZVNLxXX+I8Xe6zvEZKz7x83928t\\/QYvJacLTx5O4W6S\\/QdPCQpDjzzsMq7OKXwPPdO\\/LxKGuo8A2iDPHSiqLzC8dA88pugPNQtoDzpgPU8wiLaPDRMJLye0PQ8meg\\/vFsykjvEbJE8A1kSPTKHo7tu1xG9syStPH\\/mhzxUI9w89x5DvZRJF7uMm\\/s7CjigPGLtjztTQbs6096YvG1rqLs5hKK8bTCrO0enerxp4N48F97FO+V4Obvg+U67xoroPHkd3jsyl5k81r4wPMpY6jz1imy8OMRRvVh9uLzpzNo8tybzvAbhRDyXrlS8tS1XOzJbYTyrVb88XMz0vNOlNr1suOE78o1nPNoThztrrnE8icupvCnvS7tQ5jg6h\\/J9PEpFOT1Niy07x3vkPNZzCj3UKTk8dTe8Orl1gjtk9Js8Mym8vPecRrw0UoG8ANHMOs7GqjwNwJS8m4HePC8xyDygOh88ar4wvHqKnzv8inA8r\\/gHPTim\\/Lwew7q7i\\/ECvCD147sxwIC75gyDPKL6jzzZATc8B\\/jUPHROBj0QyVY88hEHvPJ19TsygOO7CSVOO7uKFb052L27lxyMPCuSn7tLMVq7QD0\\/vFiwVTy0JV87RnZKPPLKgbxBYnY8vTVOPUVFZzzGhKS8wWBavB3f2jwO4eW7cnLOvFSAXjwuqtY7E5rpu9zPazykfVW8+P7BPF59Az2oZJ27vR4qPYrC2DsScho9VkyIO6a5DbykVTu8sKtTvO9i57uJ39W7l+LkPMLXMbtzJnm8FwzduzuhN7wXiIW8vrJVvaHRljzf1SE8krmou4YNP7woXBc8UKusvDJTojxXoBy8R5eDvAtDjbwlaea7IBsJPA3ItrxwHFG7V12YvNQQFT2TERe7tLPVupS1Zjz\\/JBO98pjuPEG5vDtCihA95pUYvaUTtztlADm8uJU3vGnIrzxyW2e8wsQpOwRAtbu+qL07+C8IPbmh9Lwfgx098lMLPKBfTzpqKRo8ay7DPEEhaDuXLyA8gDKavOyDlDzNXR889gEmPJC9I7yk\\/7o8TAV0PHlW5TyhUPc7yUzyO6o727uSIZs8sCBNvPXlwDwCI0M89x2XvITtBLyl58i8jyp4O+uyBD3Q8Yg7QPK1vPfoYDyYmow8nwEDPUcWsjwmIIG8qgVDPKWNrLoMUec8HZLivFsbQjtthZe8KWw5vStL\\/zzt9aK5vcYvPDQeSrzKVNg8FFiRPFjwZrw+5VO9qGcbOaa6kLwBJ8i8n2aPPKkDCrzuj+27B3aLPNpEkjzLiSU9tkqLvD7uRbtwux28TzEOvXPDfLkOPyU8PG+jOpB4ULowAdK8O8wUvBlJazxsxdS769qQO1xXwTpwoU288IJwvGBmQj23GBG7F4fVu5AN0TrGC3C99MeCOrskqjyVD8w6pupPu7fBUjp9G4K7Xg4oPNDupbql4uw7VNb0PG4a0DuGlY68rI9QO+l2jzvvkvQ7XXWevFtQ3bvwo8I8LGoKvJLQhLuTLc68x3+UPDAsLrt8MFC8YvIAPUA8grwQ5Zw7XdqNPPWtvDyLGoK8NiOavBMqrzvTjyq9pUn9Oy87gTsbygg9LUIxPI8027xUHAe9JlazvM+ttzveDKy8HDIyPP1rabwXGpe8TwZmPKZWbjwFhzU81LOZvPdqTL1rhCo9EOLBu1t1ozxzDjC9KpjmPOIJRLxvvca83ApAOgIXwbxH\\/W08wA31PB6JLrzglpS8xN9VOwcII7wElFw7sFUJPLzYxTqHIO67JtXaO+K7grweS4K8f6cNPWU2c7vSfVE8kPNyPEIKzLz31cU7yequOw1zh7l8n8g8XvUoPcrYab1k3x+8Jz7nO51V0ry0Bb05Td1LPM\\/F7Dz8mEW9UmTku9AH9rsqFKS8LxTsvMIjt7zd6Fk9gYHdORCBBT1wKAe9yabnPBuMWLtHx5i8II2ku16cpTwFtS095W+ovKTDKj1Gz7A855rhPIKc3DzbXhs8WwRiu1fBH7wbhsc7We5YvMwJ\\/zsNBR4762sfPKEmnTzZPXe854+mPCLS7jz+fQ08V9gjPCD9Uznv5yE7NEAnvVf+Nrz8\\/T88fXkpPdA+ZjzlR706e6OhvKB0RDzKEak8ZHIXvDnuM7zPLQI9IirtPDd0OTw8Mpu8ocdXu0ndELw5JRu8prZEPL3BHb0pH2s84akju6LOKD1OTUQ8ejgRvMkvhLyZLJM6OiePPL7eD7yqjXW8W2MwvJiKkbw8vmu8kkH8OwA53rvpVEo9c92+PGaOkTz6gYo8Knk8PMYfIrx8zyy8bXDCPL0tujrZGo+80jydvEvYxDwMv846y6b2OqMXkzzORHU8iZSYPFKxrTsC8Ze8d2kuOevm7ryAKuy8FTS6u4RiyjyiZQg8\\/zKHPLjngLyHG4U8ZOemPB2FgTvsHeC8UmA9POcGebyYtXO8eXEbO5XvzbqpgwC6i3\\/LPNAL6zxEFpu7ibgdvMqIHz15H667\\/cd1O4sAZbyn6VO8AAHSO12xVTydtNI89db7PMycCr05iqw8O+oxPB9xIb0w0Ac8E+Dhu3VO\\/Tv1GnU86yceu+YJBj3QT9e7x5RIvM26Fzxuy\\/U7dUCPu8ZCnrzH66w80O7QvDRgDz2nI3G7yD6hvPO0tzyjoyC8efiaOwu1KDwg1d+7lrUwPRDDjrymp228uTCrvMe4nLz98Yu8SQBdPE+PqzxkKiA9a5vMvCuF0LsUwDG7lgURPJLwnDsulYu88JFRPAb+Pj1eiOo85HfJPHeyM7xJVx09Il8ePSVLkbyJG1m9mT6kuUBLJ70Xxew8co0avVl59DzlP4u8su4wOn7h47zBCoa7pIaTPEDg0zwPYZO5i7q+O8svC7wnQ\\/A7sTwgO60sGr1SUGw8j\\/2OvMRHLbynn7m8oKPcO4lhh7w+kTC9E\\/c5vaWntTtppxS8sFcZPObtMz39aiq8PESDPG8nuTzgBhk8kjLXOwRPtrzOL3q8CR\\/fOnueDr0T5Ao8vVKnvHWgcbuz7G487VW\\/O0ncqDyyebI7DZq5PGEkPLyBCk28WkuKvAJkMDzb65c8\\/PSwu32VQbwGG6a8w1T+PJMdPLvRVgM9SaNLPDXvl7zhMiQ8l6vNvG9p0DxuFzy84tUmvJCbq7v52as78UoUvVOaQbx2Cpq8+B+yO3khErxGr268OzqfO7BTW7x0Lfu8PsmgPMhpg7vsp2g8nzWgu+SU2TtGNQq8GrKcPJ1kRT20fAO4aYofPUnS1zyNGzq6JgluuurdLbzt+bk7YASTvMo4gTyp2EA8xdEwu6R9rDwc\\/7o8V1qAvEX8pDyGrPS6t3P8u3u7GT0IoB28atQpPLlY5rqSBxk91oytvOnXLj0wjcM870lavRZIkjkmBOS8lBOHPCEayLwUyBM9dEZKvLLMHj1izIg7yaM5vdsgGLvCfSA9vElsvJMFYDyEUY+8n0qKvHPzFb1\\/sYK8stFFvYApJTxUC2W8GFLou+pBMbsbgdg8FPX0PDOlyDxgopa8r9qzPNk7xjvWTrC87S2Iu1mZFzwltuW8yc+\\/vKIHmzrV5mA7D8y1vGROPj2J2OO72N1CvJ5M2jtvLyC8bkFcPFUCebzS7hO7PsalPHc2uDwrlFu8tRoJPN4wvDxy7Q28eUS7vGRCR7yYIya9pBpavV6qmjuJIx68c1t0vHMfMju3+Ce893eHvFhPvbz7txS9SxNvudAdY7ydEfA8E+\\/XvCjTH7xK1sO8WJCIOzC2hrxquCw8nNDAvHb7gz0yOCM9B+p3OpJLiLzYrMi8dd03POaWcLxhtnQ82JO3PCXmQDv9GSw6nOP\\/vG6k9jxDVXC7Sn\\/EPCTLVLyPYIk8KyDIPGbSUTyWLa68pASZOlB9dT0e6ji9WIXHu6Q+EL2hjou7AG+au4HB2jwFJGq8+kgFPEbzgTzScL688v0LOykoK7zwel08Hom+OygcBTw09lw8NY8KPYdhh7zh1w85xncNva1XgzwVQYU8b2RmvPLgDb2tsZG8YKfjvOPv8TvM2NA5a4vPPLPJmbwf7Jg89BMOOsDFojoOQgw7y+SIvAcXDrxWFJu8mKm8vNNg0zsHvyq9T++VvJ4WojuTxS08N\\/xEvEfpYzufShS8IFTpvKkP+7zkKSM8UgSZPHmbnDyAfxC66g37uY\\/1i7vXlNA8dyXmO3D+Oj2eH6o71+FHPN5NpzzSDGQ8e9wmvIyfCDxJFwk8MzzRO4lri7wsyXi7t6CTOzLELzwCuCm8EPw2vJc07rsHubm7m5pvu86Jjzt14do8wswku8JtIDy6Kom8Fce+PL3eGjxkBIW80+NNPAHa0zswey68zSqZOyQjrjxCBwC8vu9QuyDPrDwNRo87CE+hPFx4yDkVaxe9KrZpPFLT47x1REU9YM3Vu8aZz7p9xwM73ep6PLgeybsOnfu7l4bivBvVQ7yAgAu9XbvnPAHzwTyTYrg8OVJOuweAXzx5kBq7uTRePYK3uLy0Rwq8\\/SuBvCAmHzwCQqE8m8KqPG9UYjzqQbO8ajlovPDKIjxbDgG8xr3lO1UVRzsV9748+Dq5upVdxbw84Ma7Huaouz1VLj3Z2Ru8j1Ilvd7aaTynKb88xydRPKdcgzxHHNa8Eja+u46RFbyo3Qk8VLGNO9ITQjs3ot+88wchOrCYrryGD\\/s7oJYAvRaBkLr53e87BWscu+ol+zxriLc8bZghvJkGEL1c6w+7VAaCPAWpFjwq5\\/w7unucPLelnDx4+E486YqbPPUQuDumoYw85L41PHJuXT0CAPk8MqnbPP0RKb3VOm089PFTPNUqX72UPKk8ATWfuv19mrvuiRs8KhfKPPg3mzuqvxO87\\/mNvfn+ezvVhtc8u3jTO6XGLr0C39g8tkMavMCvkjzJJgO9N9uvPN5HGDx0kA2952ENPQc0vTvQdzk7ZpyZvPERBT2n4vq7LY+IvLlc9jyETEM8mwTDuytotDxvF2G8W40DvepZzbsOH6o7iY8fvSSEG73swiA8ii2evLODWTxPBIQ7fboPulQaqLxAhtc7k4PovA3XkDzzjrc8NDghuspvMbzBsRs8UK2jvLIegDymIqu8O1WivOv32LxXwdW7YYCLPL0u1DjF+vK8FqEDPfQPCrx5mvS8sDXrPLm5C7wvktI8Am3HO4CScjyPmzI8dBYYvTyvdLxbSB08jVYkPK1PwDyvPCm8Qc6UOdwmPDxyylG8D6w4vABvR7wNkhe8c8BjPRKPObyOjtC8y4c5PDzgg7z4FBM9p\\/usOGZyxjutVhm8YT1IvJspjLxbvs+6R4OzO5BDyzsjYAI7PVpjvKEA4LwG5nO732iHu1H9nbsGk0q8wuyjPEaygLwFXAK88yXyvEX\\/bDzBnMA8Mln3OwOEnbww\\/KS8S35YvQfN9bmLSdo8F02xPLkZ3TylXde8\\/R9yPJSYVLxLGS09d85GPE\\/vq7ychWi6Valzu+ysmzwdCH88jnDmPJIUezw7DHM9GD8RO1dXJj08MLA7lykUO7P3djwFguC75GoevP4TTjye8M079GSFPDHInjxiUuG7591ZPCszLTteoiW78kdePEpEozoXq3o740iFvD5ZHzwZS0Q8HWMcPb9QgTszhvO7xfs5vF9jErriGku7R7AJPZu43rl\\/uBo9l03FPAdc+TthGJM8il+QPJgTAj1AATO96\\/FePJkmv7xPhEC83lnxPPSMJjznF3o9pvvAPLB62Ltv1Tq84pmOvOByUbwJ3hE8BsfPvFAENzwZAVo73bKSvBsZgDwnY308JufQOxxiPTwRo4889BhBu50\\/2jwNCKY8phrxPORiDDwa8pk6dFxHPDPYybzUA\\/Y7lKD3PDmuEzxOwPG5EBnpvPM5Pzz1n988qojLu4uLFj2NZKi6+3smPIFlwjq3IgG9yBybOpb1gjsNiMc8wSlYvIB9xbsARrS6toOEvJIDyLoEW5e7uadMPA6u67yOVt07bycMvMI6AL2Alxa9MPVROq\\/rHrvlQ9i6D6yfPC2OP70dD7s8wN52vIVfGb3+pNm7szOmPED7gLqzRjc8eB6mPBPG9TzLQes7B9PePNvRB7zKuS08Kd4EPQKmLzxU56Y807v2OBdYXrwu+646L7hqPA4BhTyvd6U8Qpb3PLaZgryWJxU7pOTjvKba7DwFyzI83xGHPGKAOrzi47a709z4O9XOSLyi6Q28x1u6vPKIwzkMsHc7Vk+KvAdSurz1G8o8vWQ1POuvMTz5ews9itUoPXu8LL1LpMA8LBbNvEHR3Tp7c9M78g4Ku0S0ATupGgm8yvnJPHWoirxPduS7EcqIPDo9I7yMioq8FDXyvJSUCrzeSNs7cyqWu7P06LvHKRU9EC5SPKXAcryr+3U74Bmtuwe\\/fLzLMou8\\/WM4vXf9uTwmrgG9qaTOOwBwprzphzy7fHdWvLst\\/DsH0rI6ADMIvUf2KTpmcqM7j3EAvXKB\\/LwBszs8J\\/FGPJIdH7xH\\/XM8k3+QO3DpwLvVM4q8YnQKvFQe+Tx3S6Y8Nh4FvcsJhDvCGQ69wt\\/0OdCT7jzpfac6K+nmO5BHlLzegvS7qt+fPFmrjLynG227LvIWvdz6QTxcAMc76vgjPWQTXjwJs9A7RIm3OzBxA7znFji8YGLYu5RiiryXhXK8OXlCPQLLhjzAB1w8+Lg0u\\/Hvl7yEasi7nByRvGs36bwQNRC8+GdpPDP2ujpqCxq89yQqO9QoaLx\\/eoi7sCUfvNMDDD311eI7wk0LvAySmDw5ww29BQP1O6bTBby3Jqg7uaqCOwC2srzNnjG4wkW1PPxhizsrzUK8T\\/2nvBJgXbs7fNi8eKmvO8RvkbuA9ba7AQy1O3T5ZLwLr1c8wiU6PAGi8Dx0cCg8rqBXPGbdWjx4wLi7QVLyvClb3DwY9A+9wtLtPL1lZzwwxHe8o6LqOjuSOr0OQQe8jBLavGVYMr1bFUY8R\\/ogvBycxLziyBO7isi5OYSLhbxqpzo87aCzuzuOkzyjTaE8MxWRO6RbgDymQgo8lYfEvJTj6Dt3bIg8Dooyu51bmjtyqMy7w9\\/0O020SryAaiA8zK9gPARJMDvUV068huTTPABukzoE70886zhtvCeq8DogrAk8p7smO0aD4bs7nsq7a3wFPU0yFTxle248sBpZPDvhp7y4F9s69aoJPCvlAr1iCum8wMy7OoeYijxJWRY83XOlvOpVkbzZcy28WcVaPE08o7tHGFm7v5mLPKWsYTyQtpw8\\/vsDu55GrDyKJzE884m0POUbuTziUqO8mEKwPLyFjzwuCeq7\\/gzqvJZ3Dz3V8Fs84W9iuwcOwLy3uxc8\\/HLDO+L3wDyKeDs8BQMvvdmfZD2Y2Zw8AjPpO+AMxjwrPMI8\\/k99PJNI6TsjcgI9qgFcPAvHGzytqpc8gsSQPM+7TL2biMs8NCFxvLDw8rqKTQk9klshPNP1prwG+pA820ykvA3rkbsCBaG7C3oIPALuiTwth8Q6q24xPNqqDz2HarE7p5cOPIegzrwcRgy93bcOPM8khzwyVuq7lvSQPAfei7wZCgM9jkjePDJ2gbwbh3e89uMrvN6rqzyKLac8megDPdmIBLvRu5A8np1dPHf1BD2byds76\\/5MO82MhjwZ+Ji7eyXqO2UcaruqMOu784v0O\\/r0E7s72Ia84794vEnoXDxbgYa8igWsvETtYL1DdxK8h6yWuhBKsbwPBxa81s4vvM6eyDzFm808Itp8PNZWqTu9eYa85XZHPG8GwDyVgHA8Zxbvu46NgbwUPMY8wBeAulTBiDwnLoA71EfHuWf+krpGsvi8VtKtvK\\/fw7oR\\/Iw8PEUkPHkz7rv9XCK9gAGCOQLxLbqUoV68eOBaPDfHEDyQsBS8\\/O7dvHxJJDwaFQa912gEvTcIaDvu9Go8vbyjvOL\\/Ury2fZ48ONhtvOZ9sTyEEL88vAT4O3nILTxvSlI8Ob6WPGIGlbyhlG28QvCgvED69zxEReW8fTyWvL6okTwHE++8orhHOyY6zDwpOwm7hhQYO7jIPrz8wLy8+aEJPVjIYTy27wI8L8xzvFhs3LxlHRg9+WSNvG5QwDti\\/Xk5nQLou3YLBTvZfV46rzwLPLMVV7tlBke8XeW6vKazTr1EBaC7shy2PBuVNrzbYIY8Z5c\\/PXBY9TsTJha8ZT0svTdNBD1Gb6m7dWSgvOhJDT2h3jM9HhsWvEfYFr02gy0824WKPGU08zwZ+PO8i49kvN8HijwpcAS8bee\\/vCdX87wxDoc5zkzBvCn2mjzTTme7IpKEvAH3FT2w9Lw8\\/CM\\/PZ4dxzz4uim9T96bu4XGqbxVcH07XmKfvJr2kTz4HHe8++KlvCvBSryUEY+8M986vDfLGDwKS068rT0JPbRsmjzrFBK8pwthPEyV5rpKtPa8QLV0ufNkXzv0ZMy8au2kvALaojr+Hts8ynqDPCufMjueLBc7sytiu6btujzXGQQ8meyjvCww2jsxAxU8mZ9qPB1LTryzU8Q7ZMFaOxaoDTumPf08OPBMuzWZo7wzpRS99yygvMsnSbw7DE+8vkZ\\/ONhhRjvnERM9ioo\\/PJgX+bwNxh+9lVefOq+HX7zJ\\/+c6MJd6O3SV2DusXga8Z+utvOlgEj3ZwZW7KFEFPbkFsjxNqb+6oZvNPHJbKLwiaF08\\/HtcvKIQOzx3ewq9C6zkPML5s7wMQ108IdrXvDn8v7xCIda81eKzu1dV5byBkf06V3GNvNO3tTwltGm892AkPcfbqzzKCt+7d1\\/0PHrUCr2aAAg7\\/bNmvA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 127,
        \"value\": 128
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        130,
        131
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 132,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 133,
        \"values\": 132
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 134,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAACAAAAAAAAAAABAAAAAAAADint88hvxcPFRIKrwQGvu7Xn1Du2BE0TugDzC7LNtmPXugC7xDRpk7PiLyvDaAqTytCTK7ZGfXPBa6AjzB4uO8cGdTO2f7e7vBUbG7ehAfOtlarDwkPk88TvJDvMp83Dw5+oU7qfhyO72v\\/jv+t0Q8CvhlvY3LxbyHTB+8yQi0u5Ldqjtzew88aQIPPfnIdjvUaF+7YCycPEkvwbw7pxK9jGd9O8ubHDsRKIA8VApYu6Tvj7xHheo6tNPMvE6X6rtZ\\/Hg6PdpsvBReYjzKTDy74s+CO4XLAz0UHjY8NX3WvPOUND3q\\/jQ74iIJPN3fPbxkQp88WbGLvPRPo7z5Hae7E5RjvPAWFLwQIrI6php2PMHPwrzKq5Q8LUqaOy5qqDxKrxK7IHkYPK9MVbxKxuU8WPHNu99Yhzv+fDy7APBQPbKPjTsGmTW8OWL7OyYDkDtMA1g8ZkBsvHW+eDyHTs47wnCFO0buEDtC9Kw8V22KvHxwvLtF7iu9GyBlPPIy4rwgmg+9Eh++uzsj4Lxqyys7ryJgPBUH1LvIcYq7lKilvJKUIryYqxW9dN7FPG8ez7z6FJE8fhcBPa4RobyPq1c6CwNZO3GtBz30DjG8QIp5vDhzrjyO40I8OHb9u9ybZ7v8z9y8r1N5O4DBorwBV9E7E4cvum8cCzx09TQ8hdnjPOLXHT1Hhh88Zv1lOmdO7DwcMr88J4yBu0cKnrtKrkq8fZDlvIGxrryL5T08\\/WEXPKSPKjvyX5q74Lhku0QdH7wUrZ47pW2puwePDDxysW+8mP55O7zdrDq+gcI8ExduvBC\\/ijvSsv07ZVo0u8KXjTzW+Qq9gYMMvYfHmDw\\/Zow7ZTT+PDBy3rtPnM46KbLBvCkz+jttbjC8u78gPOrky7yKHuM8651CPHLQ4Du8vc08TJ1cPcS+0rzwefa6uORJO8KYzryrPwU8fS+DPD0UJz1XDpm82coGPSlQhDyYYai8P9aBOjGlhrymze48JawpPCrhzLvX2IS62HNpu6VY1zzcaQ2824OcPDaxsDynjS08OLsrvZVuYLzU4LE7yRLePEzN0zzdXvi8zJaAu8IxzTofVZi8CbcxPSUtrrzXKT48JojrPO+1Cj0bmFS8gfM1vBxvjbwSR7G8K4xvO7YfDj13X9w8tgSMvNGbAjm7YDC8hDM6PThHLLw+4HY6lfQQPPRpHTxTl+U7fvycOowrnThzJ+o7\\/cIGvN7RjzzbEhU87DB6vBMDQD2E7xy8t92TPFsBvLchQ0q9PMdsvKD8w7wCSJ+77BMZvQkq+bs08YC8K1uHOot5Cr2Lzmk8hxs6uoVltjwdH8Y88HidPJm9CbyHtLA8zQ4DvEbKY7oAf927JS0XPCHG17yQUv68vewLvMvOIbyt6QY7T2aGvNn2Zbxb3Dq8X2MMvd\\/iAbxk\\/5w8J+wDvF+BH7uzIjy8dKJFPN2np7wg1UG9YazHO928ozsyIiw9t1\\/SvIYzfT3Yzco86UznO0yYBb1lrWS770c6vHD3ZLyOLuk7ypOSPEFfJ71SvdQ8Ts7AOoV5OTw15408+XUCu\\/CKYjsvzJW8aqwtPJfp9Dyt5RA8kmgcvbk36jxZ4NG8AgISPNU78jwV7EG8wD9PPCPcBjwgeAW86uhnvAJoh7ypf4I8BSIpvCOFfzwHpRc9l4AiPUcBCLyy2+Y6\\/on5OknVkrznWc88YtwrPGn8WzxX8vK8VfaJPCkD0Ltbm4O8FrWrvALRejxGcp680NiOvGYSCLwAFW+83Qniu4Z5M71N1Yy8DLcIvUCA+TvpUVy8CIQUO7HqmbxC\\/mw8SsDtOz0pTDxnDqs7YhOfvKSLR7w2yZ67AGFrvJTAZDwLjgy9wJ+sugxKU73J0ps8dzUtPMmQE7rTBBG9CY4uvXyFITlSxnC9+UQlvMBXKzlkgFy8v9yHuxZ2pzwEKJ687FjoO+edBT25ch680eYHPLI+6Lzh1xg9TMdnPGI5Fr3KyGs8kDMXvXjA+rxVSLa8+Hi+vPL9uzyswAM8tBTXPACFB73s\\/na8yRPkvCGLsLtWkiq9njMZPbyLVTveZZq83uJpuYKtqDyGxmw8BQMGPAmI2rxObmc9PO+bOopEwbuJGu67nt02vGFkVzztdiy9\\/aSYu5OA2jsv0bc8boe1vH3Y4Dvq\\/Q+8nl2wu31fI7zNkbg8dbs3uwdIULyfV5a7TIIHvfIGKTz3Zm289cBVvIqnpjz8Vl+8E2W\\/vNKRvryUHTe6thejPGYWIjyr4RI8\\/A4FvYk5XDylYeS83aiau\\/C\\/LzvLwwo9gNy1u1s1xjx8s+M7njLRO+ZzArxtg5A899INvalhhzuFOqG70n5SuQ7\\/nrwNmw49qhM7PL2A8Tun1M68IJAOPaQc0zrhbwg9JC8FPeujzbxUA0U7\\/knOvDMZuzoYcpi8LO55PEGPEL1njCI8SaQYvUpTzrvirQu85gEFvJAUKD3dq7u8qnnUvBOs6LxlUkK7qf3uu0tlATzYy548JrwAPV0MAzu+d448WNvWPAsBEzz0ffK7VcQIvEx9aDyeukK64rAKPIX3s7xCW+g6XGfLu4HHk7wQ9Ly82mcWuxcGBT3Mbfw7BkKNu0kfuDxm26K8ObzcukVaF7w+NLm82BxOvaVPgztUaEQ9z5NNuxtg6brESsw8bH1zvMOMAL3SVSq7v68KPbmZwTo1YVK7BntnvHR7AT2cHYY6wgYjvEICV703hjk8PvLuugF+3Tu43oG8XoPiPHYdqLxy9o+8ieYcPSbmCDwf5xq84igdvOHgajwcVdC6QGoKPJ1HJDtqDUU8gwAjvEHD\\/TtvG\\/y8R5O8vPXo4zvu6lu9AA7AvJmcwTzsJQQ93WUnPROoBbvOJlM83PBtPFwvfLvWUgc7IgSMPBQgNbyds4Y8QAocPeGJg7xt4qI8fuHMukpbmLzlm3a88acTPHwGWTo1p0g8mFs6vG1fp7xswBq87TyhvIQQvTwdF4w86mzKu5vE1ry45Om8w1D7O+y1zboLaR488LQZPIIfjjxGg3O8VswNvaN9fbzLpQi8po4SvcbRhbyXjoW7RwDWPPjtgDyuuzS8wpggPcXeXjzoVxm8ZyJhPPBX6LzeZ2S8WaXcO+6QcTzXEGk80MALPTzhNTwJ7jm87DMfvBDX2bxHhB28ywfTO8VvWLwqYxo7xrvBu8u857waGAa8nUrFvLiktTtXC4a8sEq1vL3iSrxCJL284pHPOxeTED1eTMc6QEtpOV70HrzDnZw7fn8cupKTZrwFNss8b8EZPX2VxLt++cw8FMPou8sikTuASeU8nZ4+vInc2Lx7YwK87ywCPFUgRbyc6we9vRyUPGwETbx32og88mSFPKdl2Tz0lo+8bsx8PD1dRbzICZq702IyvU+C8zqvkq88lSnlvFNd17vM2268aqAlPFv0VLrzVA69afSfPBi+Sr30c6y8XZleu57IwLt4Iri7mEmCvJjoq7tVVD83YQrEvMxanbpdGy+8TF7xPCmnJLybOIk8iUQ3PbHkCLwOu3U8V6pJPY3ShzwVBWy8AFO9uYuv97vywmK8TtjlvCW4Bz3uYRi8ZV0fvHNG6zsyuIQ64CV7vH81EjoJB049SdJuO1Tjuj1OEDA8gY\\/KvOoUJz3ugCi8Aw+ROweWiDtyibW6UBzavCZ8vDwkRh09td0hvEDYuTqNhsa8x\\/afPNsxEL2bpcW8E8\\/Xuwf1mzwJgva83JL1vEU0TjwVXri8O\\/AKvckOibzYx248qpl9O32QlzxpQ\\/S85\\/iXPAKCAb2nzBs8mwBwu0oW9DowPVG8WYTxuys\\/t7oX6Ri9oIOUPPKbCLxpLpc8UqPAu5LQOjzYRzk8acYNvO\\/TILxmS8A8zpMlvYYKWLzphdQ7HaSjPOFTZbrLS5I8r0GnvPAuwDviWTs6LJ\\/UvFmfLL37UT86ZiLEPBkLYTz+B7g7pN0hPBDg6jw3t227VG6QvCY02zuGww67mVikPAEc8zzPlA88\\/lAqPTXzb7ye6kw8x8hZu3XpTjyqOyc878VTPEZlLLyZrrO89lggvN0U8jwktBE9\\/fqvu3LM+rviuce8khTAvMdYDD1e44a8C7rRvMTJM73Af6W68Ow+PIQ8UTyqPrY7FF2BvJZgHbxB6v481OZ\\/vdwnAD14R2S72ZqOO4zanrzdUqA8JXbpO8zA4DzTMfm7ghsMujWVmTvsA\\/S8\\/cr6vI5OHjwpjCA5Jm6rPN6xiDyJRt+83OAWPIKqIru0Bci6+xQAPSAyU7w9PdG7Yav7uZNuUDwS2iO5Ip3rvDxIR7u85JE7AAGuPDLdhbt8Jxa8RYz+uzdiILw2Vpm8YYfUO9MP8TxtrA+670d2O8nniTytvj289d3uOmrftTzGJFe7hUSUPFJQizwCrUW8h8\\/IvP7Gmrwcnx48N\\/WgOcw22jtB6WW7t\\/iSvIEtMDzF3CO8j9LBO925VLsvQnw6UoGMvK0rQ7xlFlM8JyGQO5BrsDtAR807WJENvSEpMjyPoMK8o2yQvOtcjTxsIt27VsOhPKHnzLw087m8Jm8PPWqfMTwQZ4U7YsTCOnNlpTvZLqW8+MrJO7wxxbxWCaW8giGhunWlVb0g\\/F28HhLnPLCjo7ziWEW680Q8O\\/jWnLtG9AQ8GXCUO2YFNLzvUei82ORPu4ZQqzoZcS69M7m6vMt8Jjwga2k8\\/WtRvGABEDySuk+8z\\/zMuv7A1TpvBr08nOZDPWeC+TptHTU8dm2DPFQOnbwyKiA9c41qPCGHjLyG\\/oS8\\/lPkPGMClDzWvgy9YpAYvQtwkDyAkIE8dpiTPK6guDq4PYE6PW\\/QO7x\\/bTzYaRi80dwJveteLDk3pNi8KXjyvMKlI7vOGOU7tyScPFJ2xzprVww8AyB\\/O9eAwLwJtdA42H5avAXy6rtdE6u7NMkxPa2qAb37gCk9SJ2RPJIZKbrL+Z67O\\/qmO1XguTwg2fS8Se1vusAdm7syYfy7kDobPH4bZzw7wsQ8UyguPJhBlDyZsia7Bca5vG8YCzxORfC8GCFEPdIdJbywSVM8T6WkPPnHXT1ra2877S+ZvHWVHjuHea081DwvvFg45by76us7XKLhvDha3DstvcM8ZrQeutPrs7s4EdM8f2GVvJ5YHb3kb6c7qeVDPOIdAzvZInm80sgDvcoVpDy1pwW8oHrlvNvIAb0RwYq7ZYC9O9CVkDodhB26nftEPAAGLDxmhfk863kEvXNRfrxPB2W8G\\/b3vOajAL1n2\\/68SVCRvJx4sLtKxVe8u5+lPIw8jrvO2ya8xoYYvIlYi7ynVCk74kMxu\\/CYP7vyk5U8REqEPCH9HTzeZOw875Xouxts0jwivjO9xZ8WvcK0JjuXvNy8wI7WPDhqxTuU7GC8xRi3PNgdnDtGnl08jAGJvEC4hTwy6Ai93FS4PF9mlTtZhKy8onJiu4I2wblNdce8O5UcvCCJujtA5kY8exiAvFL+aLzU8vg7\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 135,
        \"value\": 136
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        138,
        139
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 140,
        \"ndim\": 2
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
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAACAAAAAAAAAAABAAAAAAAADdHVq8LmsGPRWRhTogZ3E8me9SPerfALwMM808j9iUOjMy6DwLdCK9FVS9vAqZJD0CBsO8a6AQPEDEo7spkTE8YYAfvKKzCD1Op7w8DJ8WPZPgljuLHea84N64u2Qvqjz1mkY8xuyAvFTr8bzXmKi8MM9KvDLWoLxzx+28E2qvPHCQZjyG82m61WxSOb6mzbz+rFC9XrsxPBSh+TvhW7Y5bXGkvBwO8DwhN2w6RCqDOstmJT1GDQS9q9DMPPfm07sBu1o7lLBrvPJu57xVJfQ7\\/a0YvYDzJzzEyB29Z9lDO9pkojzg8Bu9q\\/u+PB0srrxwNpe7glwLvan6OrnXZD+8ni\\/aPBU5Cbz13Dm86eJTvPmCq7wMRWI8CvHdPLm51DsW8CK92yd3OjQgFT3Sbx+7BqZgu7Lf4zz4LXm8k586PIEqSTx7Gjw8TYcdPNtNijypXTk8A5UJO2fjCT3Gaje9lNfOPIlpAjzYysk8mPj\\/vDMG6Tynyzy72UOnPFy9tLtmioS78jmDPNK4FjwNqb88d\\/exO7Ov9Ducx1G8AKeBvNVqCL3OFEq7S57Luu7cwLxha+i8Z7VQuxfiEDxiyZY7Lht1O5AcmjzmKlM8DwOEOdCzXL32xK+7z6vSOgaYXbyvA+s84cVXO6573ztCmQ69dbtbvLStbryeGUc9vpYdvYFdOTuSOc06uSS0PHIWjzyZ6zO8d\\/\\/NPLkW\\/DzQGpM8APv5PPyRi7tUqto8Ses8vFkpeDwmH3u85S3ZO526mbw7fuy8piCJPPfELbsLsyG9lV\\/Du6yLnTxVF\\/i8ZnG2O5czzLq7EYg5i9TAu8JfxzyBAMq6Gc4Evbd4Eb3PQJo88Iv5PFcGVLwvH5k8bNiAPPYikbyFiQk9IBG\\/u5Sp17qzZOo8JaG\\/PNghwLuId4G8N9nmu\\/Ko0bvw5Wq7p+1yu1vhuDrCa1a7IAJfu7TdWb1ngb28GaSnPJML8ruP67Y5VNtwu8qtc7t\\/ao87JvLYu6MpobwgpB47Bo7Xu+pe6zxVtME8bxgFveB8nDs3VxY95TdtvJIBlLwulrG8hH1hvHCafbt4kHu8kKAUvGnW97zHjTG7ndnHvMZYX7wcF0e8nvmEPHgOuzwrMIi8dmwJPBnMvjzKSBw8XI1iPBPFGL1JS4w8QombPHvbIzz4V7U7AMkEvbDkvryuOvA6LSw1PFR49byZUfE8z8O4vDAcdbxc2cw8yjVmPCWtAb0GHlU96XbGPB0WVjxfnZ08PV2OPBzZDT3B9pG8c02Zupsa5zyPxCu8paAJvUcUHzyXv4+8Po\\/PO6wlA7tg1TY81PQePOChNLztgK88wfbiPJ42JTwmArq8wNHSO29rszsLxko8IoWFvE7WoDz5z6O8GBlnvFaeEzxTNTA8vjGsvGUTRD1iR4g8lNGbujarFrwbvfc7ib\\/WvMf3gTtzgs07qkdpPJiJg7lInaO6Ye3SPEx8mTkBk7u7UwMJPXMxx7l4lCo84nmIO73ELTx4vuS6O5CguwGdnTxg00G84WXvuzKE0bvXbqc8o7NxPAY9GDxcnRI8YsMSvUpiM7zvs1+6w531PFuIq7yMqoU7HLphPBpSijy0Xc68vYXMu3iK0zwiXuM8xgj2O57F+LuEi6a8heSsuq\\/vjLwzw7s8\\/aUcO3fvq7sMps+715mePBDEfrzmVZC8ZHrePI+dgDwylbU7Z6Aju2L5t7wCaWC8Ee6SPJ4u3bvb7wk8Lj9VvNlsRLwF21k8JF6HuwLubjzYQNQ83T7WvPp2HLwrtas7cM72vKvMwDzOkZK7bsknvLVNx7uEFRm88DSMPEl3Cb07O2e6iQmeu8hkhrtUH8Y8ciKvPPo3lbtenIM8nu0yOwJg4rzHO887Cs6WvIVOGrzxYYY8xP69PKR9JzxMfmC8\\/LboO0QBrjwWNYW7hunOPE7B2TsJhFi60xT\\/vCvlxrsLlsk7siu2PCXcjjx0nEQ8b6RlPAAd4DwvzKa7frrFPFAnkTyZoZA8FY4VveGuWb3H\\/4w8HX8QO2B8C72OXjY899tjvLQVlzzA2KY7Xp+rvAEG+jyiANA7YAOYOxdSATwp\\/y48NakSu6B64DsX1wO9qs63vBJwlzuOkJo8x14XO2UmKDvyKVq901AqPEgaDbz3eYo8VjAcPLLZ9bx5xE28jllfvMoxZz2lGh+8tQHRPBXA67wJniK8GMR5vHAcGTyj6B69y3DnO8LrdrxVNce8LHBNPMvkaDzgMrM8RYojvAstIb3bHK+7c6dgPYf\\/nTtGJNE7l5PRvNZxmjxH+Qw6BUG5vFDXDT1wSDI8MkefvK5A5DusiNk7apl9PA9sg7wLB1c8zv5kPNUJPLzEHc47jsIgvOvSxjyMwZo8ltmgPOHHWjvzAFC8c\\/0oPZbYgbyvtJS7QoTEOybr7bvwL747NeS5OsQCqrzpwPi8o0ucvH0kozxVt\\/E85eaZvFv9QTx\\/oBI9CoLoPB3bBzxxrIm7mE2HvADPHT3yNia7pBZAvIdnC7wPJq28tCqaPFPwazwd2lo82i2guyzs2DwU7u08gT8FOuHFSzygaBo9\\/h4GPJ3Obbxk7xS9ryuQOrfoED2wS10881uLvIsb9rybGgu7+qUKvCJUlzyHJK+8PRiOvIqmwbyPA648j11Mu8JKjbwurrM6ZyCZvEIj6TutBYG9bI7xPA0xiLtFEzS871OqO\\/4DvTtKZno7GZ8UvdTr7rxkxoK8ULdCvOHiW7w4Pyq8F26IvOuehzswIZE8n0IQvb330TuOpwQ92umFO9tQCLqpOwO952xiPK4fljwqhri7\\/paiu\\/t73boVYmU6N0WevLkqBjspkqC8xpDvvIQqkbxXz6g8JlWhu1KJuTyyV\\/28hDJgvCZ0djqJ5cQ8GLMePRQieDzvkyE8ySlKPB4ogzxuj047Zin+uuJCMT3MO5K7YJMKPcJR+LrOUfY808x2PPuaeDzFfXU7oftXuyszjrtuqqC8eFBwvOaBHjx+Sbq8gyTwO8XPwzskNzI80hi0OwseirzsCk87WxWaunzbKDxmpXE7M55KOtsWLTp7DcO8Fb9PO2YzSLyBaOQ8XbI8vP0te7wJjdY8HmYUvAGlojzLcOC6Kp6HO9XtRjwAy3m8JLiBvL5W4LgM6pa82hcZPBe+rbzZcZU7PLJfvD8OhDwQWMW7J7yxu9nq77skQRG8eqUivV3BWry0EIK6slWevOYLAjziVcQ8OQY6PMrMpjx4x7k8sFLPvIZsKDyAZb489Q26vCqv5LuuPRe8s8u1OwbaxLsn\\/xk9fOF4OyXPo7ystp63yplLvFLIvDt4suW8yX65vB5aXbxOKQM8y3QPvShnFr1YXTg8Aa3EvHmm+zs0Fyi9MIF+PMaJR7ziQj88jFXcu2UFtDx9lZe7+zGmu6tt1TzkMdk7o6oYvbJWXTgdL5+74BXJvGtDibyqDq28obokvH1lUbtvE4G6Bk+SvOZEHT2yqAS93qtPuyRHurudRqw8DU22u\\/zwv7qdqwM9lvmVt+KbKbzxFYs8dAL1O\\/LTFLwJEBI9x5BRvDdc9Lyh35880METvNBjizscw9M8B4Wou0lwEb3QxTU9iuunu38AEb2XNMQ8nMGHOtBnAD1HzUS9BK4NPAPAgLzhYag7FWJbvLbaLjxQcJA89Fv7ubTA97k\\/Pwq9E8NCO\\/2vFrwdAQ29+f2YPBulfDynIdm8zI2cultfJDzKC\\/S7uWrZOyeO+jv6yKI7hnsXPHgrML2U2pK8xCMIvad9cTzrBZC7y4DRO\\/dhSrwJONs6\\/T5OvCFSLDtymqm8PJU+POdkGbx5ddc73LLZPNN+WDz3ONc8IVzLvDDrWTyLcXg8C6peukrEcTwvnkc8h4VmPCKEgjy0mos8kfiTPB6BXLygAto7MEdkPBD\\/qzvOHAS90pZKPODv17yHRDe7fSXYvBIpf7znDic91KagPLLGBbzEHzk8IICuu9XMgzzyNao888DPvJh23TwkG2K8Ks9zu\\/7bCrzAIKE8zzbFOncuqzxH4L27QknaPE3sQTzyw0m8mcINvd6nZruTm1075YddOscprbwpwyo8F1fbvDubHj3GYYm7\\/pB8O1Uzh7wgSdA8GdJivPS2fjwAvqI8kHN7vCpqFryPWPa8ZJahu9dmlbzvQoE8DcCAPGUcKLyp0g89BjTqOvA6XDtgd9K7qlTovK3fmDy3IzO9rpgwvOPknTzZYJI81Vq9vMvxhzzekQe91Oo1vdiJwTw17hc9Tv+0vOswa7uOC3G8Gm8JvRS9PbwPyhU9imkSvfAmnjuuJq07ME2Nu3R7ZTzeAKO8OwfbPBQuubw9gIA9KdbOu9k\\/ZjwpbIA8JzjuPCYSC7196Tk8kx27O1K2BLxMFXi8FJ1APFe6YLwAtWm8VVi\\/PGRDDb15BA47s+K7vIdIVTz+zZa7Bl1IvKfoHD1Xhow8gDk\\/PAUVuzwBy6a8TI3oOrQLeTzcFI886sgCvMrN7Lseyuo8maAquuSjW7yqQ7e8rU8IPOr6xTwZ2t48k9dEu7s2uLsGjjU96tmsPPvoSLz2bJm7NAnsvApleLwSBAW9RREUOtzplryHrpq8IaLVug\\/DyzwWXoe82OGoPPPWwLsVdem5Vbq\\/u9uknrx2Hqy3whxhPMLKu7wvhKu85IllPBj1HT16foY8pAFVvNeHWryiZcs8ZNaou4ze0jx9mYK7Knx1vFuz47xeaVm7shKlPNKiczvT35888jKcPLEKHDxbRPa80JNoPbC0ErtJc7w8pwDju5UHvjsAAJo7rnPru7Wv2zySI1e86a+KO3kzmTswLU68yTeQPBUg17tH0I48yjS0Om4RujwCx0o6sCZEPGCNpLrgk7u8ciZXu0JBhbtcAv275bxwPGD+srx4dsg7dmwRPKyvlDwdpkg8fnK4PLigVD0z6Sy8C5yyu1KkAr0zD0679ugHPNKLFjwrUWW8EdkfPf6S6TzHXGk8j4glPHsyu7wPfSg9R\\/0ZvKq5TL3vOo+7bF3wvJepdbxzBH48R+i5vPxAcbwJ6z28Lqh8O4GRubwv7Iw8wPHevKPMebxZF0M8IlsaPc4UG7wrXua73akbPVvxCr1tlxU7f5qNPFuRCzxLZUS88sEFPa2giTwxOhK8rbmbvNTnR7vOv9m8pqslPPXdvzt5ZCM6ZoanvNnbxTymh0g8mUn2PGD1VTyXBJC8naCQO\\/1NqLpLsr68hnS0PEqHErwlJd87x4kfO+SWiTzXJ9I8XltWu3yY3bveOKq83ZltvHzVy7ryIso6TUGMPEoELzzLD7O7iRGMvEnBDr3JRdE8lMGYPGhvi7y1OWq7Z+gDPKUkzbzAdpm7svILvRibKDttri89ykoLPZdyqDwJlGg8rZEkO37wHzxHQsC8F1\\/YvNapAD0ffgK8hLo8PMvFI73BCKg8cw4APdwTtTzC3YQ84EZ8PKHgez2Z9\\/Q8ijqbPLD8K73mvbM8\"
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
        \"value\": 24
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        146,
        147
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 148,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 149,
        \"values\": 148
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 150,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAACAAAAAAAAAAABAAAAAAAACbu0I8zoSZPJN5l7yjfII8puaoPJjduzsWLxg80DyPvNjVZryVVt67xlP2vDRSu7wGvZa8N+A7vd2TE7uwMQu8\\/5ADPapw+jxCLYO6zJOeO2uWDz2Q90a8qd7NPOU06DmF3ss7Nf9LvIYKRLxQBqC8u35PPeZ\\/FD0gsas7FHhPPb3KIjzLZ\\/Q81yAGva4WVDtL5de6W7TpPGpO77qns648O+l5u0AH\\/bzuIp+8HQxYvAlYJ72uu8o8DypnPDNzF71Ak3E7Nzguu9BXm7y+oGw9rWAbPMCtwjyMceo8ZlIuupRUWjxm8Bm8U5k7vHMGYjxHfBM9SUtsO2\\/oDzsnihG8aX9zPJ6\\/trw2mBa9W83xvKCeTTk8HpC7H5OaO4KPMTzhSd879ogdOsaOT7xTyxo8Ycj1vPm0ijtdFGi7raQxvLlGxrx7iWE8W6I6vIqAxTq+PzE8TxhaPJRdH7wz2ay8AAyyvAIJa7xL22m8ty4ZvdKRgzt32EK8c9JbOik0gLv2D6W8a5WsOcsUJjxpgaw8mwFsOzVPvTyHjyy8LVwcPMu\\/Qjyl1vo7ivqkPE5l1jxVuM48DiQvPHTVtTuJm\\/m70xDyvJAuHDxW6B07KyQfPQ2YpDyGvaE8kGpgPGCHfju3ZcU8WTAyPJe\\/izwz+E+8bgyCuvO0MD25cQG7rDZdOrlpjrs+OxW9RGwJvBBaDTxiBB89y4q5uyeSV7zHots8gwZvu72aQDvyxQ48HT67u\\/kLqrzy7yc8zzmnO48VLjydBxO9dDyxOoooAj3AKvA7SoX\\/u0LFhDwG73C8gsMnOzNz7DvPQ4m8Zx4jPfjVRLsNzSs8pSSSPJXQDz1IaJq81yILvIV+LjtUO2u7hxYLPeMT6jyWVKe8EMnkvFKeEb38aew8Lv2EuGXl7rx3G8K7d2DfOkwAnrs9j4q8WRABPZmcAz0y1gK9KXfCO8H\\/z7u9EhW9BBdlPM2WELuvyHm7ZlSMuP7VmjoKUMe78DrbO0FB5Dx+vWa6gTRqPJ7hYjzq2xI9Od+Mu6STjjyaFYU7BCVUPMfAUDyMYlu8NNgdu74orTx0HNe6VkgBPbyCwzyw+Ha8XUfYO9S9ezzdWDo7YHi2OqkuTrsplm48bmj8vPupgrwi+t87mWNePRF2jLmcq8883lVku\\/BgaTy5tr28Y\\/noPHz2lrv2FgK9FjOAvJN6v7xta7y8r1IpvXBolDyb4lw9\\/KpDOwCUWrw1Zto7ZsLCOxCorry4ag89M6AwvHdmTrt9+Z67F1+YO7wp0zsbhQY9hU2kvM+nE7xibec7EGY0vYYwibzL43U80BOcvPNxWL3BMgY6c7O2PPnAB7xpA4080y5HPOfSS7xS9EY8dY4GvArJLzxClvA6t1Txuwk3Ir2YrA68QS5bPE3RsbynVzo9dBgCPGstJjtq2jQ8IDecPBJOIr2KsMm7\\/ej\\/vPc1Jz2S0B89J3mHOwo5yDwL6NU8j\\/VhvR7yvDu4boQ8fxaFvC2isLyb3Ma6c5N2u8NsIz0XVxC8Xj25vKC2D7uKUDg834gjuXhYLDsyYNC7IkyFPB3e8zn4MyU8JcBnvJD0xbsC9ck79FDyu5czdbww5iy8lc1vvKJPYbsNHQM9wgbIPNlHZrwHOnw73vZHuyd+7rsybqk86huvOoy3bzpUVqU769rTvGkArLvXFxO71OT3PJazjjx3Y7G8rqq5vL7BpjubqGQ8M8isPKHulLz9VcA8QWArO2+88Dt3b4+8AyLxu0JqdTy8DqY7HVQsvIkwGT3rvkK8GfUsuw9tDbzH3Zo8hzabPJL\\/BLpwplg6K7Jyu9k54rq5L8o7iVH4PLi5hDrklV29i1g1vGLSbTsCA+o7ebJLvEI0lzyb+ky7lzUaPQYQ7Dw1Sra6suXZPEmPq7xORKM6NJMaumXNrznH3mO8mxTuOit\\/kLsYSQK9zwoSPXB3trzepZG8VBhzvKKrHbvwyHm8aTiWvLTFI7vd0h89VepZOd4ZNL17wC49IKetvPbAqrxkXzg5SUz2vN7zIztukBc8a9TNPDwVQb2fgwa9DZupPHnEEj28AyS8DbECvLT00DsyIgE8LAbSvF96jLzThRG8ks4\\/vO+YFTv1iDK9pBHQPKhkHr3wvYU74B7HuqrBHLwT5aY7wUHEOz6NXzw3nOC3nWzZvHsVhDyi9Pu8\\/vS5PJXxgTzunjq8xllFvXv5MrzLmQQ8tMhOvbSPqTy4p5E7QsqTu6lQ8DsCoVk8lDvJvNA0C72LxR+8yvP7PLnXkbztp8A7WZyRvF3PBLzSg9o8QAXBPOSAvLzWQi+8A3WCvGOaE7yd1s07smMTPUviBjwQwtI8\\/to6vJcbKr2JCwM8+OO2vB+elDzyJE48pd4tu9RFoLxA0iM9obSRvF6Z0DxF3WY8GyhBObMgVDy2b4i8VFfAurG5orw7Bfw8A6Aju0tgpDxCUAS9ACwPPSBV2zzdALA8Rqf2PL37Yzwuxpi7uCaIvAvxmztJrIK8yUYDPQPdhzzUgK+8vHMtu4maM7yY\\/S67MHEWPIZO8rm5mxC7ogeWO430SrwQ\\/bk8XSbnPOdXUrxvMyi9uN3Du5J2pjy01hw8\\/jrHu3YnHLx9w0k828WOO2pu\\/DunrwC9iiD5Ob6Rubu6GgY7Jhl9PImOpjx0fgS8ZSBPPPLXaTygDgU99rClPC9ourzy+VQ6RDe6PIqDqbvMF4i8E1wUvMUDr7yOrBe81ISZvPhcMz1iMFo82f7ZPHvewzomlIS89O4avBIw3Tz6ZJq7barFvBgLtbylks28T3RlPE8967zdebc7HTF6vM8ahDwkp2C5nKCkvMbbzjt5muW8gqaOu1IdkrxTerY8QFBmPHClzzxiogE8N\\/NBPNQFJb0m+gA7rZ+DPPV04TsQ5SA9gY3mvAkckbrUEMo7s3qvvCL7vTxcWtA7wV6zu7B\\/ibypg5s818hBvF7VyLtKLBQ9JvNxO2s\\/4LzTVPg7spc1POTRIz098g+9PqNYvPrDIL2is368B+jVPGc4oDyUeUG8HkzkuYEY7ry036A8LiQsPAlKzDwxcJ88dQr7u5eLojxvvdC8affQvLfzjruF4No7Rtt3vA8pQTm7grM8a3p+vEWN77t2FK481BXau0pCPL1ExwC9ZgZSPMQyB7ylc5g7PvLsOv3HhTug\\/x295rYCPPCYxzsgFOS8hWO3O9VBtrz3kMe8iweovOkmF7oYkbg5rj8IvZCV2rjl8nK8uazFvMcCg7xMc4E79\\/6lvPI\\/aTx7t2w82SsAPNWRyrxgc3q8LSWlPA5MBzyHJoM8nKktPNn7r7xCDt+7Ewd0PDCeSDzS75i8tMvtvOlHUbwiS+G8a4bZvDmwADuF\\/b489GuGvC5b9bzJ6g88u8eIPFgJWTwFO1Q89KEdvXXi5rxNQqw7mSSjPE\\/hwrwGJ1i6ag9kO2\\/HsTt9XQ+8FaviO6YOHT0X4S08z5ADvc6LQrwN+yO98gH6PI+TKrzpfGW85BrHvE7Jnbw1t2k8\\/WFavH8RDz2LJA06pNiCu\\/sYobxFb8M8Yn9VvGE2TzxLi0g7SW4pO6Sp4TtUX2a8MeGOu9Lvg7xYb3U7xv4Qu8KsCD2Q8qY8sFWYvDRdEb0XJv67bmEPu076Gj3pIGg8t6HEO2X3cryVhA87u4gNPEVVsbsPzbe81x7SO6B5qrzL5zy89nUgO7TqhjyA8347aTjPuhUjBjyrigg6C2IQPVbCrDxQhMS784EIPJ70HLx+F9O7nadvOy+EELwZmew8dSP0u3JuCr3buoW69IZsO6xA9Ts+BPU8avwROImyIL1kDZq8RdEiPdeXfjzmVKG8lUDMO12mcLy28aM8lVvKvEo86jxTwfa8yvJZu\\/\\/LhbyyidS8Z6sWOpNGUjr86sC8o156vCDFSbwEAx+8rp04u+KWHzpPNSC8VIuSPMsrhrzqqY28gFRrPBxhR7yfaRY8eWIgvTrsgbzc39+8geyuvMDiGDywfta8z6gGvUB+arzJOpS7shUBvI8iBLy7fR49LEzSu8tFrLzVBc28wv07PNJLzTrFJmO7e3X+O5lLoDu8E9u8X1oFPIRj1rw3aEw828GvvLevdT0Es6C72Xi3vKVMpTxQGnC8WLNLvbA\\/o7yht067RPLWvE0JgL381C89S2fSvJs3L7t1vbU6UspOu\\/DScDdKaXK88s2kvCFcSbyuwqQ4hhDMPI4icbyxvgW7uz4kvCGqtrvliKm8BZMbvbiGjTwgS3C8paxPvfs\\/Wb20hGM8eBp+OuEkkbyFHaa8QpV+vEUmvjwLSIK8eCnavEYoOT1VeUI8vywCvYGghDzpzjI9bqqrPAfb8LsNPwI7wpYkvA\\/CbjyV5W28DW5EPM+AkDwl4\\/M8hoqqvBVU7jxIKKE8Q95svEvjDr3O\\/AS6+EmiO4rvPrtZ3zW8Z5pOvLyxsTzwWDs7uKigPOzY+zsyxxk9T6yOu4\\/kerz0p8+8zQScvOW2dzvzNaY8qZWmO3koDTz3HLa80NNKvA2tAjuFYKs7sG6zvH2I3bwg3da8Z6E4vB3\\/gTz4yMA8qk\\/+vC+qXbsUwaA8VaRlPOmqgDs4qqC7j+dbvDeRXLz0ZF67MDmmuuKlIb1rDOE8eVrtu8COKj1g8Uk8qhnovDDk+Dv9vKw7IARLvL6Gozwo7oQ8Mn5evM+rwTwmtg+8QYGNvKLfLLyoFhe7om+4PDRA5Txethi8f\\/+aPHJuQT0ZxOG8tJqVPF3kGLuBK8I8uzCGvMU0Er2u1qS8BnfSvCf29LwC5Nm7KUS4vH8ZHbx7S5q6G5aqOzRLNDsmQNg7+ZuMuvve77zcI+s82GuquskZQrvu+xm9c4S5PLpYErwFjye8p\\/HNO4Iu5bsAnpW7WOtVvIZm8ztO6g48gOKBO9nPtrsmSqs8+XmtO8EMxDwO2xI8p1UWPTe8czyqL6k8Toi1vFCayzuV5bs800EwPAZ6qDy8zvA84veQO6468DzDiWs8fMXmuxjS2zxmYvc88ojvvE9J+buKlz28OKqjO7uFqTzU8ew8d9wRPAOjg7wh90M9J+gMvL7AOjtmlwI8nmEXvdxGPDydEc68MG+0uxUwmrx2vQM8tRmZvIMdkzxbmhE88C5dvEG7zbxFMOG8SGyEPPL5sLu5leC7QXv1vI6lwzt5EDi7BXHou8vPOTy81W684IYCvfNItLxByjO9k06gvCHyhzzE3y28cl\\/GvFOigDzsweQ7vrXSOtXOB7x+3XS8N28ePWI02rubVUs97REMO6bdh7zSPw29KQoIvJwXID0rSQQ871ZIPPzbrbynD0s86lc9PN59lzuZe\\/m6G65fOnBLlDzqemW7shzTuxRj7jsNsoi8AMufuvuz67rTD8a8FSWMvVSnqbvKu5s8eZVJvAxSFzwvoTO8eRV\\/PK\\/T2LpNgbC5YC6HPCn0yby9JI48nvhjPK9Uo7xJmvO8Bv9DuxxB97yX+SK9\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 151,
        \"value\": 152
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        154,
        155
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 156,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 157,
        \"values\": 156
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 158,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAACAAAAAAAAAAABAAAAAAAADHHYW8Dxh6O7\\/Xj7w1CIW8TFF4PBvqqTz+zPq6iWjjurL7SDtll\\/c8JYLLvDE1k7yb8\\/E6hM5GPNWRBbzHMmO9QJn\\/vJaYhzt2rZ47skghPKUzrLyZe7I8FeH7PCl00zwHO6O7XBI2PGrw2TxwP6m8Vy99vPTBS7xJGMS7ybUPOyCpKz3r6Cu9hOHIvIf61zzm0Og8J0JXvJVMBT2ZCki4+VNCu68Ytzt76vi6wmNVPKUk7braKog6lIqaO6fABLyX5gY8EY+BvE3hxTzv2rA700bevMtyD73PuRK9MlicvNagFz1mS5+8NHGsvArjx7x7CsY80nqmPEWSsrykvb47z64uu52aq7visgg9NEeru6SzkTxEare866mgPFXXyTywtN28SYghPC25qDyiHMC8guPgu0wYaTsCDqk8XwaJO8DfRbwhINC7MmT+O3AqCDwCguC7QzLoPEikHbtUEFu9cMsJvGtMnTzMUh49y0oAvSVPOjzp\\/ew8MqU2u1uGlTuvQai7t9QevbcsbbzlrFC60BORPfe\\/RLz0W2w8uzPzvOPtfrzFf6Y7xP1CvEZIM73l6B28d6vfOiD0iLzZq9I7\\/CEKvVwrsDvK0Xa9rm7yPBAuUzwwpAA8+f3WOhefcjvXNsc8y\\/WJvBu1wjwZoZO89rqUPEPfkLxgpxk9QrHTOrD8Bz3rCHw8C0devK3AAz3E+QA8hDMwPf4igbxL34M8QGcGvLJNz7wkhh28V4DMPIvC0zwjGBW8HoAivOUQxrvTLeS7wJHRvAwFZL2hnd25ZrjnO91apbwwqq48fDWDvJ2HYTr0x6Q8\\/fZdO4HsR7yAxd27tiGpvMFzvrwdyeI81SHiPAD3XzxZgt48fSQnvfeSnzlKNAS8fjI3vBITrzxbnX870onkvPe0MjyqZj08B8cPPOwZ\\/LvylQ07floTPLHrA7xAozw8GS0XvCJiLrw7dHs8\\/jzsPCsARDxSK1+8yQ41vDko\\/jr0eKk7C5ovPaqbNrvjOYc8LVgPPd\\/zFLz5m5S8oCvYOiqVNDriYD88RKCLu4RGzbv8NFC99SwyO0mG2ruyEM+8XGBCPA31Brw3zjQ9EpwhvTNJRDzOpeE8ZREfvcnjHL3kWEe8psgbvTTFVz1E\\/RY8DWjHPCaT2Tq4hku8\\/so1veNlaLw87148uZCZPKaFXrxEwtO8kzxxOp4OKT33l8G8HlxlO5zGcTyDa\\/q7RuDrPFfCjrwZiXQ7U3r6u9XE3Lt\\/Rgc7nWw9OnQ0KbzeEGg8naeEPEJwW7zbQS08Eoxnu8TrLrobOpo8+\\/zSPK+GMLpGeaK8fkWlPAeKFz3eHcE7Qk\\/rvNVf\\/rqOenI8xDAEPPwGvzywLgS9YjuEOgrHyDsHkzy8+atWu+WaPTwhopk8gcqFuNz7o7xUvy48y8QJvLUr8TvdotK8isHYvOor+jrGLxu8\\/pQXPDPAtDwUD9E7nnHYPHiG2bzUwiu84w0Cu+mXfbxpBVO8hk0huPewmzy7YSI8B0oIvXwTYbyQUXc8nAR2u+EB9bwB7mk8Lfk+PE\\/80Dwrb2s8AKkBPTkQC70O2yW8ORWCO62gGD13PNw8pWA8vVNmw7weHUG8p0VYu5uSuTtqsvK5p57VOlh+RTyUCQM9UsSovCsHTr16EwS8BzOivOJ47zxPEvc8RGlLvDfLwDxekHs8MBUGPTQAYzxwHyw7b\\/E8u4tgk7ugk2W7ifDvvCVfzrzdFeG7ItSLvL4aSLxl8jE7L3jWPKnBVLzBlkO9U4KnPBtR8LxdZFU8XgeOOy63tLnlFj6825c+PCVVzzym4ny7srWgvP0ZtDvA3si8Ahv\\/PPCwVTwe7Cy9c7Tau0C40bsiLC488HcUPM6MUDz2tia8EtG4PPNJxzvrJu267qEdvDtTsjyURSE88rmnu2LUSbzKHik94Z8VPCX12jthoEU9dfTYPJWUPzof+AC7bq4NO7b5BTsyeOS7\\/cSQO\\/P89bv9iwC8m1fPu7Kgl7wk9FQ76lPau1v+eLpwaRI9i+qyvL38YLwGJpA86laMu+nnMLr4a6k8CksqvOJc+7sTZzO5lGEnvDJX1rxdIgg8\\/CknPOJZEDzDuQi75oMYO3TG6Dy0w0i8kElWPPLhTTxJW\\/k7V6mDPJADODtLbE88ckcvvASTvLyLLBo8lEsSvGsB2bvyOiS84UG0PBuI+zsQoVi8pfSyOMcXCDvLTrY8MtgQvbRTd7oVN5E8WNt7PDwpJ7x3eRU8he3EvMwV5rywz5A75FfMOvloyLzpgPk7CrcouyprsjzcXPU6G1QMPL03Lr0ukdY8RlM3PIFZp7pX8KC8x60BPX35p7yjyX86SjNfvCV2Ory9w6+7l4YzPTjKe7xHJEs8T\\/23vDyYuztAhtc7zNf0OyIdIL1HFCO8yXD1vMk1OryIaxS8SbqNPf56iL0K\\/io8tGvcu2mJUzxpnaY8FG56uxUU07wFVdQ8oNi6uoqmxjx4B3S8IjUlvWwKUjwyTtY8Dc63vETGDruiT0k7wJpRvXIR3TvMAh68x2+nPCEzq7ql7Vi8jmeRvM2XGD0P1A09FPWMvCYzW7xS6tg7NsOovGRri7pEnTM9TOVWvBhU3LzOxB+8I\\/JwvD5ppbyPIs07P96HPAv9YTzysYe8hyWJvPpgibt7I6E8KjHvu5j2Szxefp46B\\/QdPYBDprwnWQI7wEmBvC5N6Lwg5Yq8pwIIPe0BiDrTmS47ysA4u1E0jzy3goM88lY1vOlZDbkOMc68wYxRvN36Rbzuczs6q08evXDMIzqlyMe8BBeNPClEpLth+aO7wGLPPOZf5jxigAC7PIXDvLZ2rDwqe4u84NjnvLnX7LtAwD27J\\/0HPTK6xDwvlzk81l6Ju3B3Ir2S8yW75uGhvLQ5Jj3QUje91K0PPUAzg7zTwKY8lKCsPADCTzv55aa8uTlRPIYi17zbPmS8qX1wPM60ADwe+co7Zy4HPJIAW7z5btS8zo6lO3hCK7xEhZ68VD8TvV1cAT3Jx7M7Y7uCuzdQETsLmaU8kyBoPBhOp7wvHja88zZVvGwKmzxNXBs8Nwq8vPjbjzsBBVy8fjEqOvmSuzxsOWe62FQrvfRzabzQxt27\\/IGJvN00nTxSHgs9amXqPF3HZjwuK206hX3JOyYNyDwEXde82DLjPNvAJ73lNL88VWlnvOdhWzrzO\\/68yboGvIBGOD1qldY7a6tTvCz+VT1eRLE84J8KPQEx2TwbP4W6pX89PIBHbjvbx906MPsFvBjeT7xeUe07Z8wSOrkqIT2Kl2c9qYDPvID7JjyXu4W9+XBivCfVEb2QxzQ81dmZOyZf2zwSC0o8+Z4DO5zy7DvHM6U7Lh9bOvJOPz1Lncy7gqr4uvY9nrzPG8+8guprumHGpDwg2vu7eJ8pvOIk+zxUwiq7wWSbvOyh5zuUsB+8POOgvGsc+LtCYiU8+OZeO6B9A70Kl8y8pYL0PDtUELzCqJk8Uz4zvHpDjbwcu6Y82Yz2OxgRSbznQ2E7vCX+uzf6zLvO9N88M6HzujDgzTw9RIe8DviBvPvxJDzSWGY8+XvLO7\\/qBjzfzYI7B\\/KCvKq7fbx2fR27278LO9V1zDt+MME8BiZNPH7S4TwmxqQ8WDKvPGqbjbyPJDe8l8SOvJfNqzyTdVE6comhO0SQQz3A6A49\\/lJvvMkHRTzCv6U7L9DiO76atzwqDRw7Sez8Of7aQb3Keuk8uK\\/UO72lGD3KJSo8pCBEOgTDlbwrxMG8vsm2vAKhYDzkaJq8HhSju5xQOD0ADhs9+HyzOzUGaTsSYRs8a9UxPDUpQbzGVje9YgvGu\\/+OG7uXRbm8\\/bCCPNuJbDw+jPU8EJCfO5sVsDyHdpO8zQeZvCvPojxuaU08nuDhPNYshTzyDVM88sN5vEE0izzynMQ7jzjRvJ4\\/Krzu9Uc86gBmvc5w4Lv0IFW8ZdJzPBOXAT01s2O7AbLtu6DYiTzs4NG8u56SOxKXD7zzFPy71713vGmCt7wSE7y852ctux0GCD336b08JjR0uxAVeLzeBmQ75j7yvFhpyrzUzzs8FguWvNI\\/KjxPmqo84f4svOtaGLydWYi8B7ovPP5rdzy4PRM9fOnsuztlA71SSZ08XOrAO5iO47xyH3s8lGffPAEvQjsDnyK8wD+YPOK11byrJQm7QK+mvI8zgTwZ7uk7niSDOxZmrbwTBsG8pryEOxkzFju409E8KSJdO3l1rjolp808Uf0IPNMgKjsMcFI8rXwKO0k4ZjzYj7U85wEQOyyunLodcRi9zj\\/wOQmn3DobEMk7FGg1vanBNLy9XCs9ptFyvA\\/00TwJNfY8ipbpPGJSlLyvlMW8jaeQOwIvXTzSMCg9eA77u48Bcjxs6X+6NNadvOjwgbyHUKK7BzUzPR2fELzreXE8PAWxO\\/wRQ7xmqSc9rcKHPGsw6zuBvwY7dsYDvDNmfr19jak8fYgEu9mpNTtUEN27Es7JPGEVMTxyYAC9oWHbO5vlrzzqLdG7YnCvuzx9J7wBR6I8t2yCPDDQuzwvGQ05L72sPEwIaDxiSyw8huEKvczKdzzAJnC8mGR9vGlTH7sXcbI8mcYhu8IrlTyq3yI87qEaPAuDTT09Hu68BbrGuVPXMLmGSAI8DZpHvXKsLDyeEUG6hym1O76\\/4DtsHny8I5toPFKGbTwDVBu95rNhu44QZDzfpRM9WHAkPNeG17yWg4s8s67DvFUqgbvfL4i7B91CvGLIm7vQwqc8gCAWvVDAWTyS61m8bgk8va\\/KDruCAyO8HGruPPBOdDyYWbm8UDiiuz7VGTyj63W60EygOys6Ezzufsg7ZD2iudP6xrxZrbY8Kba6vP21jbxbZpK8d3OGuwuKPL0lO3q7yREOPOR+ijuuW6G88oE5vc0DPz1C2o28ky1hvD9OhTr+jxe93EHvvCA0XLwJKiE90NUVvGEhrbwcdEm8RKfNvGUqmjxqaug7c4KkO71qo7zkir08xoSvOYS8Gb1JT4U62TAcPN0uKjxnDu0590uBvJA1eLp5xqm8XwOIO\\/M83TobMgy8QdMnOxt3Jzzm70e8hJXePKS2X7ziDEg8zZYKvFjAujreFZi6Hp7GvE6OSbzyH608Aw7sO1XxfDxtQUa7hJvTPNQdYLz1WT47DoFCPFKSpjxq+8c8sqyGvKczvDwy5R+8IX1CvNJeTzw71S895SDbvGl9fLxiqnW94ImMu9C6zrrPIzI8Qp9LOoGT7rpE0AU9IpmwPHC99LulJGY7hX4QvHsvuzqQW5K8INxiPH2OcLtA3jI8+0YjPBbiqzxoHIc8FSXVvL\\/mjrszK7c8khs5ObaCqTy8Hao8tRs3O3wx1zqkuIw6XZyVOyuaSLudFN67reOEvH3CDb0ylci8CSOBPE\\/5jTxqAUO7MwJEvC2eizxB0Um7uAwNvOaqX7xVNgK9MA9RO0Jrn7zeUwm8VkgmPOHvzrt7H5O8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 159,
        \"value\": 160
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
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
        162,
        163
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 164,
        \"ndim\": 2
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
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAAEAAAAAAAAAAACAAAAAAAAA9TgM9+GxsvJ+QkLtA+pO87lj1vNRHbryOzO68jt3Fu3mS1bxJg7S83GF9vCJHFT1OV1i8eX02vRh7YjzXuB87jbcEOrDB9Lzi+iS7a+3HvEFPertOf\\/m8vH0SPGLx07s+oj08RrKrPHKWg7uhblg8smY+vXIYgTz3xla8FHDWOwV4Ij3bOu+7E4ElvcraJjwdnKi7uyPau7cSh7ws5hk7b1T1O9dHyrw114Y7PCOQuULwb7z5AQS8tAYAPRex0bze2688B05+PCXw8zwYA6Y7gMBFPBRRFTtOA\\/i88AaWPEmNTTz0igM997VovJseZTw90Qm7wq0iPdYDGD0AxzM6MnAzvH1Lq7wsvW+78Og3PK8CpjstbyA8uY4RvZ2IJrwbok08+yl8PHmvirv2M4e8ACB\\/PFGuHbxIBAO94G+MvETHgbxcSCQ94JNmPEDsXzyuwoI8ocFtvIZTMrzBvPy6FhgMvQtFwrv3WkK9Dz9UvU9rqLytkRM9QiArPaaDrDzoipK8TgXovH9ZDjxBkPG8M\\/JjOybyzzyQp527lf7zO7YRIrpqv2q8+WEXvOfSzTvHILA8Jk4YvZ6YMTwNUbk8CQvTvOR\\/CTw0WCy8UtyjPCB6vDtYRyS9ED4uPDNFVz1bUj07RKoOu12Lh7q5mM289RC5vA0tv7xbfcq6adJ+PAUbMbwmKRQ8LxB8PEAeEryiO1S6VAJau5QpKrp3ub88GPl2PCzyhrwpfQ25Y58SvMKUe7w9d+28izTjPEtl5jmmHIC8XFGZOpRJIrz5mIm8Da+oPF5aOzsm8gK8tlWnvMckqzwtD8E83SQPPVHUFjzKEqC8p2zEPGNR9TzxQh89t42hvNxLtzsOw6k8eI76uqX7JbwSAKC85ttNvGFz77vhPNa8+z\\/7vD2worxBtUc6pCuNPAlZqTpY2NQ8fLGlPDws0Ttj0x48YsBqvKTjJTyB6wm9ikrROnvn+rwpyRE9xggTvDefjjzu9kg92WaDOsR7QDwTAF+8x8IjO4pS1LwbNpo83KfxvNE\\/HbzrF1Q8ALQ1vGyCobvlmRA8Y+fqu\\/UeiTyXhLQ8LvtSPXj9wzwKMQC841Nsu0d8cThQEPu8vjFvvH54mjqLVkq8zpLiOsScTzxzkuc7uTIxvMcUujrJ6Xw8FBJtPdMHYDySE687Du1XvHgxYzw999m8j4NKPFUBEzsEmxo8axdWumqv0zycaEi80knvO\\/iUPDzbDvQ7wE48PBzKhjplhjw8WYmfOzKtCr3q9\\/K872JSvIvJWzxV4OS8AOSoPCr4OzwfTA+9lKNaPPrXCLuFcia8T8y\\/uxeNADzKXnk73h7gPGSKpjsHXjy8oSEovDeuCzz7Idq8c\\/nXPLnS7LzVqQG4tzwGvU\\/\\/AjxQD348xsNovA7HDLtFP2e8ObO9ux0IertnBQE9D9IUPHMhnbuYSOA8UpX3uwee5LuZ\\/pA8Q60hOwUsmzxwukI60OLAOxR0CbwXCMo8vdX0Oiov9jqZ7T+8DFHWPKaQyDzSC807gcsNPFsxR7zroGK8NFTUvEAaGbrOWp86FcS+Ols1LLsBF0u87Gp8vH5qq7knOKW8bgRkPFnYs7uP9Os7ZFo5OzlAsTxJuO47DGHbvMCODT2ziuC86WmTvG\\/QAjxUrSg8RkK8u\\/nJnLxhJaK8BCSWvLChw7wgCOY8PiXOvO90KrzLYjK8k6edPCs1mruyQQ49Yi4FPIdZ\\/bjvs+I8pmiwPJdTyztmYrw7rlwHPeErDzwLzp+7AZ3oO3CeKDzX1dq7oyOJO6FVTbz03Yo86aAbPCgoBrzFQFW8lDNBPD9YIL1TbBU8orfMPJFKEj2AtDG9jxKLvKAvbbwl4aM8GwHuO5UCe7yH7tM8S3jIuvzesrwtLi67unCGvCZ0orspJqI8Uy80PPfCIj2GnZU8xWg1vOdjs7u+9dy74kthvGhDm7siYIw8hh1OvFcnsrwSgNw88DsdvOdzoTs1\\/kg7U9G3O+3aEjqppMy7+72ZvFLLnLt8Blo8MNW3u4I377xon5G81tirvPubtzsOmLu7PB1AOy5DyDtwARI7qcZ4OkXBSbywUsQ8dmWcvGV5b7zAoJO8Z3a7vDGJgrw7x+27Lr7Bu+Feq7yvmn88eF84vXgVIDxgRjC98qwoPS+pNTtjbpG8bVSgvKzh47uV1kG80lJyO0dYvDvuqYs6ZQFxPK8SlTzjp5U8021su0+ZSLy0jzs9KhR2vIjJHTwuXm+81liau8cvLL1yTsA7dr0IvOGqN7vP9im8AL6FPOS5nryyCBs8Qk7\\/vBEuoDwQTPG8JzCzPOWxuTxQ8KU8hX+7PORsHr1aiIM8qZbVvIA6wjxHfAM9255pO5BMzrzdZj+6aeJSPOo6MDoA4Y+9j+K2PD364bzSH7o8S08Cvca4urz1\\/dm8PeB6PNk3rTzAjh89uBYJvIF4pzuzVcA7uhgNPOKRnrzJOMi7wq1+PIYbu7xsDZK8zeqzuirzLLy9w+s83Uk2PMYhxjp6phI9wHo7PD4R3TukMNE8INLdPBATCTwOKjG8NIB\\/PJ\\/Pj7yJ2po6ZQC4POdx4DzC6yM9cxAHve\\/qLTxgPwy9XYaOPII5oDzf4wy9VV46PBSuVDyb4K48CqAjvZOetDyQ3ZY8iy0XvQEwpbwGuT683cSyu767\\/Ty+cP+7s\\/wJPU0ShrvgGYU8R48jPOdKhDyGFUu7R7vtOkzoZbwn0E66DLKfvLfPxTvXV1q8MzO4PCGPk7x9MaQ7XUxCO39KlDxJXUi7uL9nPJSTjrwtfxG8C1CfPAlOiDxPTqw8G5DkvEg3DDz6EIk64Ld9OgE+eLw5bvu872XUPAfVMbty+SK7+6S2u7XuNbzUjbg8xyURu8yS+rqQRB49K\\/REvJIMMrui1jG9ZOrAvNd\\/gL19rGu8OLUmvAnHPryzLQc8dAqAPEFB8LxPdGo7mcuuPPKBbbp9gAQ9Fg2kO4asCzz876W8z7HXvOBr8DsqnmE8C8RePGp9DjzEVoQ8F+rqu4M3cDyUSx+8bFxUvWAtrzv+uWc8qROJu5dXKLy0Avy7RtcLvEJd2Lozujo81vGUPM7Iv7vhNCq6BNfLPOIZRzwzdfq8dyW5vLKwdDz0XhI8BZQwPYJQCj2LXSS89a7BO0VW7zvA7ZO8XpikPI8G1TzKFMW7sSAFvKXq0zsDhfU7YF84PN05MT1Glhy8VIuNvN9BDr3Hu5M780b5vMRsGL1VCQc6fcwAPRi+pDwampe6hlaOvEewpLyF4hi8G\\/fAvCVWkrywsLY8m9qfvFDYhjiohAO9meRHvdAfs7nSFeC8rkYsPNZZKTyZL5O87olxPGv787sGAa48zgNAPMwSbj0wY4O87\\/zYuyfgozxN8DI88+oHORnSL7wlK5e8wPeDO82ptrrQE\\/07JfUnO4lBIjvgpuy6vIgkvUx7aLsFcS08r\\/DOvCtXC7z4WTa80m9GOkXQPzwt2Dk7LS42PE\\/DCby0iwq9N2sRul0rvjxprmg7K5BlvbaxHD1hBm48p5FWvNJyaLo50hw8rs8zPDfTgLzGnDw8V7ydvHfyMDwukqO8RCmqOwP1+Txk5Mc8SkIsvdUFhjzXKR48J6OuPO7gUbvnpNU8nywSPaIe8Dw3yeo7OX1hPMThm7uYqQw82KezvMB5GrtFGn88K05uuwljKL1E68u8D2HpPPg8FDkJ9Eg8AGNnOj4Quzzn8Ri9w5xpO7jV8bxLJjA8xG7BvNlRRTy\\/yIG88GDaPBhEJT1AuS681WA2uwvlkTsHOMo7\\/XePOgWoMLsvtzI8ruRzu\\/nyOTzgpsw6\\/cu2OsAy6DyCYwK7u8AcvNeOYbrOtZI8oRDBvJBQFD38L5e7s3goOYkTeDxLla082UK7vM581rrzpak32+J5PIcvTjxUjgS95zHIvDUbVLwOvB69xDDTu8BOBTxK+DY6edxePGWZ3LrJCV+8ZDimO2EyyrxNXIM8rCxfPPTS9rxyiZY8JRzduqYyurxnUJk4px+xPGwfIz1spJO5zJPkO3jTtTxtXL88JzQGPW9Fg7vlLLA71bgOvOdmf70CgW49ZDQDPXtVDzyQb5S5FF15vJveAb29cDq8fF11PP4HJ7v36f28816OPDeFxLunPJO8pJnNPFTXp7yiR4A81jewPPg41zpUrMi8AOxFPGTVEr1p5qK6iZePuzjTVryQ4BU8bCKNPIK4FzwufdQ755uVPBR9wTu31Su85y\\/hPBDDRTwtPg63UlkoPZf8fzwAhbq6Hju3vJVVQ7rTqfi7e9urvIsObzsMb2c8fsnmvIat+DxvqMm8VvsJPEP9FrzEJTy7Hlo0PRhv1DhZUMo7a\\/vhvBMMobzO9rE8IkllvcJD6zv39fK7XOTGOyAWCDw03hU9dQFZvFtMszspwFs7YLMOPC+mPby4pqC8TkNnuFVVQbr5Eom8QcoZPCb\\/2ztZoEq94E+dvInRLjx3bQU9ngM4vDXb57jFfiQ8Waj5u\\/\\/ejTxwmei8SQWWvNvegTwkuq87rcXJOyqdFby9qhE9XfrAPDTEPz0Ogx28t1RLvGxkWbwvTR+8gD5xPO+BuDzlasG8wDoQvRTUNbxLxyM9BGpLO65CNbxTWnu86Z1wu+WuybzNSx49fN5dPIT5LTzLOhC8aH8VPFm0dbz3N7C7LHaJvOvWdzxlw+g6JwoOPZCfp7zKIKe8gNsKPMtLxjyv1fK8oHvSvOD+ijsums68rfSZPNTXmDzm9g29hHJBvDCMRLzJRp08yRuhu7n6RDo3vAE864USPAQd2TsWygG9kyIkvXiiejzvIRA6grLCOxKL67xJgGi8s7IIvO6ky7v5idE7XHqQPPTvMLwGWzk9izEfvXMrWDtpDdw8eOYsPNk8qTtO\\/T88SSglvbCKQDz4gqO7FGq6vMrE1Dy0W1C8gbUzvHMdxbkkU1A825GhvJcwLLzrdKC5pfB3PKIfxjxTOYs8s3Dfu563q7tGhLw69qKLvGZUMz27X5U8cvo7PK93lLr52Ei6koOqO+HCyLvnhvm8XJu\\/PPkmrTwNSBO7CeLzOrZiiTyCh+a7HWLWvFmBw7zShng8B3puumMg6bsb1HG8xeYuPK7G4zutUqe8xmzvPJBXeLyeod28zHGivM1QSzkACZK8eKq5u67CsbwCt7G8ZMgSPK3jN71RppS8NcHcvJPQ2zyBjmI8Q+N8vMnXGruE3Ys8qC6YvFBBC72P8Me8olCxu9SekjtTeHq8rfM9PDQ\\/tLuMCmg8uZ\\/nPF3rHL0ileW5bIL3vEyslbxplq68cdMjvJ0u4TzgEQq87keXPCFrMDyGqLS6ntIdPFXVtrzEJYU7vjTavDwSYbx2EwU7PRgUPSLoOzwQkTI8PE9PvR7lc7z5rr034feRPB4qCzzuqdK8DZk4u16wVjxUqzM7Mvi2uzXdOb23HM6810C3PAnfDzoQ5JQ7EnnyvElCa7wTwNY8exFIu94Drzztwby6Hf0TvMhKkDy1eMQ8WZKfu1Kk67w9FgI9c6R2PEoCfrwTWQk9QnmZvD2yybykyou8557nvDhzeLycc4G9SRIkOzpvkLyg9887hX9tPPnvLLyu5ik7VhgsPUsMAjxACem7hFC2OsV1BTxT9KO7zty0vMEORLs0dJG9ewsRO6rvLTx4D0m8HJtJPJ\\/uBz149Ui8raGrO+chYDuEdQU7EvMIPQGxK7x0IIA8EvCMvLwNLT17FzA8Yd01PDclGjwVkpG8xf\\/yu8+d7bz8FT26t8\\/KPDj9pzwFA4s7dEqKPFSqAD3J+og8yimsO\\/KBlLyVv\\/C8ebCIPGB8xbw3hjc85Mg2PZg2jboLVZa8581KvKpOHzsjwYo7+H2uu94EHDwSGom8aVxiu0RAH7w+GQq7Ppztu931rLvl6Tu7Yeu1PMvEbLwqdBs9m1U0POkg+btlHau8TnK+vKFinLtMHXi7JGfAvFPHiLsktT49D92qvJX3cLwpffa8BzOju32rsbv795c8DhKcPGEASbsbG5I5FSJiuyEctTx274O8zkacPCE2i7w2r6K76YClu9kL8TtJKN+8swPwvDi4EjyuA9y7tbVnunYQJDwhYKo6EHp8vB5axTyXBGe8PssFvVCGDjt3Qqg7V4asu+b95rsr\\/Ju8fGDQvOeJjruAvw88lE0rvDw\\/x7uXVcC7sKk+PF2SHb3k6Kq8PUg4PZcJezxG9kW8aoL4vGRzmzzS1RQ84BGdPILPwrt7tYC8uZYpuoYXTLxLkzS7VC2EvKMkEr0Xk4Q8mbPCO1z2KT16GJe8NQC5PGkwv7y5\\/ww8drUIu\\/EtlLkXM8a8Qn\\/BuqMRijxUyf07wqXUuylf7bvpQxo9fxYIPKfa7Luv2VU8cIkcPAnlvbwphfo8O72FvL7FYryvHmU78uxvPJz3hLtrjdY8LD18u+IEDLz0CfA83DbgO7icLbswSPS72rwaPGXmo7yXxyU6yvd7PNM2xryORAq92L6KO8P7kryZyT27sYqhPIo3MT1sak28XXnCPDYmIz2iuwW982O9O6UfKrynmnY8CSH5u2pQAb3CV7A8FPxOvEP1gjxNagu9hsVevBRYCT13lbg7nfKsPHbrGDvm2XC7j15EOyftq7zG0TW7SWugPNz7cbzplO8786U7u1TSk7zvlmm8aUgsvSigkTxMH5a6Kyi4vBvarzyi\\/6S8HFctukDl3zqM8N27H4AGvBUocToYLdO8BMKqPOCUv7uk42C8VKqRvLcSAD3EEom8no62utnxYDyphN68wV\\/ju9z9wbzlpze89384PHXhUzxKtR67nuc1vAYBGjsmogG88HqYO1TXMrw3ty47oU3AvORNU7sUb5c74ijiPCXm+zt73qC8TByNvBCltDy48io8yWddvBl8LrxvdO87\\/DigPO5qjLwevA28xJohulbtgruCoHc8WRXQu39cIjwZPA89lxAGPWwWhLx4Slu8InAuu5teEj2sp9Q8nGvevDV\\/crxu4HU8vi4fvBlwpTxvtwC8td6EvGlF1jz8gTS9BKOnOlKIobyZwzO7\\/LafPI76V7yNIAO9rf2auRTOrrxKaIy8voIjO0kAOD2JPrE5vSaUu4EoNjz0Wum7AEAFPE3buLwpGA27DRdHO\\/OM8bvraQe9mM9WOdQqgTtCCPE82NVDvRMp07x7E7S7Xv5XPF0Pl7xT4s+8VH08PLilQLx+Ju27+bFGvNItcryOs2I8zhoXvbhrWjyyc4y6Qis5vI0Xujx1Gwi8XGxvPJTG+jqNf7k8jNEhPPnqLLunR4q8OWVovNquEryDc4+8QVYFvHdlirtsdOc8nkDTPNLoAbzCFwi9+SaKPFQJorwYXym89zDmu\\/DJb7uTzTo9u6X1PPLjmLy9RQO8bou4vIdglby4Jvo8SttUPFtap7sy+vc8XakEvQRJDzz5\\/DC8Kv5bPF+zizzpv4u7OaTnOqA1l7zLGv87xi+Ru4fHCDynAGO8cWwdvdLPyTunBB47LAdOPRL1rTymNxi98\\/75PJL6fDpjzxQ9a5ijPK15EL3YCKO8K90yvNVTcztb6f28x\\/z\\/PEGOc7wcjrE7uAp5O+nIkzzQaUW757+6vIWATrxULJs8qSSYukDjqjwVnt+7Wfz0PKCaQzxSO1q8y1RjO44bdbyylyk8dTrLvI4BVzylpkq8LmttPGu4STymlNu8I2jpO6TkBDvDZvs7WRGOO8eDC714DnO8EF0uPMljmrxgzYk8ZYkyPKoGCDxJ1Zu83ubEPL1pQrxP3iA8EiP0PJsiQTw8q9w7sm09uwtZmjpU5LC84lKQvGnJ2ztUnZ06vjNBPSSs1rybg7o8oOQSvA2+ybvrkEi9xlNyPCYQJ7wB6IA8wHErvIeAJDuutvK7ySfhu4OVbztUzgK9cuamvHizv7i9DpO8t8YgPEtMqryrqhU6mA0BvQ5NLT0VbvY8CR0cugpQTTxzH7C8gFVju1LRJD2ra++5\\/va9PJIS\\/7sHIxI9dmUQvaV6qbxyxP67vuP\\/u6Icb7zaAwa84qhNPMogDjswpNY84BW\\/PFvp1bwr7uK7xLCrPKjOGDs3mRo84k4KPEzY0Lu19H48+IF2um+AkDuifBI6qrqBPAvuzbzawBu85GUhPAEtqjzMlFS8904GvH2X6DxSpQ87fLEku1ehCL2d4E88HDjwO9JcaDzBlU67gN+gPIacGzvoyJi7zkHtPPByyjwE46e813mCvEYkhjv+bu46RzPlu5dGQb2SdCS9LjJOOimDCDxna548F+EAPDe98rwk9hW9OJauPAF1Az3gAiM7W7D7vL+RirzPPmW8CtSyPEQIgTyQm4U82hWavDtqEby2xZY8S2tTPNl+Pj1pw6E82Fe9PG7fkzuFzcs7c3f8vC58UTwIVyC8K5XNubfb2jo8b108wA+cvCn+Ab3uS+O89J3JPIDCNjyToVi8XqPJO\\/3MBb2AcSy8jPh3vBl7pbyFUaS8cHw\\/venasrx+\\/8G7x+Z3PAJ9azwT+uq7Cbi3vOYbN71bL648bKyJPL2RgLy\\/R4S8Jc8FPeoy\\/7yOMGM7BfbaO0bwpzpVHJa8IqdfvBM8rDyVhLE8VGwWvYEBhTtqtiQ8QT5ZPJyvSruV+Qo99OBqOxm+aLxJdWm8gIc1u5NemzzLs6Y5\\/dk3vKRChLwkMyI6el0ePQ6sx7ynyEu8LfSTvP1qbDyHNi68yfkUPNoggbxCcfG83wiCvLfforyunp+6qhG0vEoRfLtL0t+8pgUKPW+Fk7wpQhi9ZbpVuzenALzJsJw823YPPXDMyzsieVi8vjcWPTscsDyQMpI8+3GXu11Vw7xQcQ06MImqvOl0WT3XLB67vfv1O1JZZLxNfQU5vr2VvOiegLpEWwM9DluWvAqH5boXypa89AiyvJmvy7vQhSS8EJ\\/GPDAGLLzKZCw9+NatvAHp2rzu41I87eazu9d2bLoHE7G7PEdRPKz8fLsv+aK7JVvxPNU28TvgSM68TRc4vSfqYzui\\/\\/+8dbSxu4\\/Wtzv0kKO8Wf5GvJh8Nj0xqwc8okOivJQmy7yM5g68JMhnvHId8juTh8W7cDMnOrBvVrsUnXY8QFOBPS3UpTsWW527Xe3au4WTYbzCKjy9R80ivUbPu7xKw+w8YsGYO7vD4rjctQY9SeD1O1PosTw04Oq8wqUYPWFeMLwcw1u8OS4xPBiYhTuHMk28ncievNSb+LyCDIa8+\\/40vdh4oTz3rP+5VzgMuzzgpLrUbGM8\\/VMzPaZSqbwmS0s82M\\/ROqIq5Lt96YC8AQUkvFAz27vCaWU6csIsPfxMCzyzFVa8yQEDPPcyhzxPRaS817i5vKbVojyksqY8T6TuPBcIkLxMjXy8aiB1ut0T5LxO6jO8N5idPB4qCj2u0Nw7dscoPXBZ4TxLRBu8lwKfuzTUOLv+0hi70CaLPK4i5zsEma08z+26PLd3UbuQH328ZRPaPEpsqTqyFCo83uWjPJIx9ru5TYM5vqSvPJr5Aj21J2k8l3GVvJy0Zjz9opI9zckdvR2GxruAQdu8A7Jyuuda4zpHVjI7h+lsvLQAjrykvd46jxN3OZI00zuwbCM9Ty0nu3QtGD2069M7NxECPGot67twp+y88MMMPCZnPztKkd277\\/z4u43JtjvPsd48cFeavPlqgbw5nAO9cK\\/TPKLPoTmia+27PCPjPKRgDLzX01S7nXCGPOTsPzwhqX68ybYuPTBeIbzvDkY87pAxvCWKtjsKABa8YsjFPHnkE71Z6Nk82z0ZO\\/sghbxiCtu80uCNPO88A71PPWE80tQQPMCII7q4jxo7gn6TO8JSwbwIVx28KRa4PBeULT1z5qQ8e9vyO12mhryj5hI7EL4Uuwr8xDtttDo9iuoavR2\\/Dr2lMhi8mDNKvDxU5TyOsSG87NHfvHwPZLzV7kg8BDHlvLZmgTvAjL88Jw4hvbWL0bpezau86Q6BvDgK\\/DyZw8o7jxS\\/PNViaLop\\/wy9JkbYvJ5Furpvf\\/M8AjSSvWbi\\/7u5UIw8Jz+KOYtHD7vroHG8nmc1PIkDnzubDny8EPXBu\\/IEiDzANkK8DC3Su33SHbxKFNs7bisqu3yGVbxcZvs7tXJwO2BHbLxAx+67fZWLOuKPEzyZgvk8LbKnOwor1rywWM47L3kRvEekZj2bGb27AO50vIfOlTyu7tg7Jyh0vOYL\\/LypO++7bR+vO2Urwbz37Io8HVzlvFCTWz3Exkg8Usn0u1kVAD1e8hE9hQ7sPOFs4Lw7Wka8Afs1vZSlGzxL0QW7xbCuPKHDn7z9qSg9+N5lPJGqHD0uQGy8t5uWPFhacrvN7xE8KcUKO5XLFz1uD7K6xy1hvO5SRrzQvig8KwK2POaxmLvxSoS8xorIPPDDnrw\\/CQY7YbQ3uwLP6DywAFQ95nwBPLDV5Lyt7BA8RmBhO4Rykzyb9g+9JaXGu9opCDywrqq8pCIcPCknOrvh05s8auC\\/uti6TrwslNo8AkJrPA3HqrzXuyS8nSIXPcus9bouFao8+\\/xrvNS3TLxgsYe7X9+UuxCNHjxrr2+89U8VvJVvYDwqL6a8kPiWPACr0jwsC9a8jIXPOzwwXLwOgXM8uDwGvULAnztMHVI7Tm7RPPtwmbuv4ji7WXs0PCeiJrlJxbE8W0nRO2ehjTz5oJW8yoW3vKtDKjz+TXs8j7EPPEfPOr3al6M63tUYvD4PIjzVvkI7You\\/O7vzC72ZdFc90SSiPKDKyrtbdJy8swsIPXogiryn8ti8OIIPPPVkjrvzS7k8Hf0Eu6EBjDwNfYw8SpKaugwDXD1XG3O8ag2CvOS\\/VLzEfFW8UAxFPYQ2GLzL51q94cA4vOXeXjxK6pU84LAtPFvVdbwTRIQ8rLEevMTyXrxBw7O8T7vfvOlcx7vQFok8UOr0Os9IpbxJoRa6o9VqO8UR5Lu3tv+7IVNHPKD8qTvCJrQ8+Hpzuw==\"
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
        \"value\": 5
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        170,
        171
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 172,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 173,
        \"values\": 172
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 174,
        \"dtype\": 29,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQBAAAAAAAAAACAAAAAAAAAAACAAAAAAAAAAtsY8yrZBOg2HAbsiF9s5gWU\\/u\\/sNxbuS+7g6d4W7PC90AjzNV5A83U7PO1B6Ejze3zS8kmfSvIHWszuiUhu8LT5AO2LkvztycxQ8QVndPCVqnrs05Ty7RDuIPHs\\/ibx9I8k77kA0PID1+Ls14dw8jZslvLtOKrxM44i8nTAWvSoh4jzi+Z88jHgFOw4xFz2JTtc7vfURvUJ7IbzyTuS8cl73O0D0JDycn0a8867bPMZa1zwXcRq9kt+8vO7zJ7wJk3K8oruAuyj+kbz7ssY7oWP3vMQMwbwLsI+7yqcQPVg+VztYvg89mbErvCeG0TxHxqG6dkAxPLiVibw5AiI9zytQvdBtHjyXmPY6nHKmuoD1TDyJ86u8ecq7PCHyt7s8X\\/67bN5mvHO4zLw2poE8ORC5PMlT+zvbCXW7gjpZvC6rRT0NlA28gJBYvJJGkbw+ow88TreyPBB2qbweVXM82H+IPMJItzyUmc28phLJvMHB5LtgK8q6+AH5PLuySzmNupM8GfkFPfyRZbwY\\/MA87KbPu8cYL71gSKw8mYPpvOBFQjybxVw6FI1vvFkKvTy75ua7ebSEvD5Mp7ykuEm7W5GxPOriczumheC8DZ88PCGBizzQ2fo87SOCPKupmDxAmXO87Y9HPRJ\\/XTtGg6M8xXmkO8ZpCL0SC\\/O8KRNDvC9IKrxNEEs82IS2OxvqFLzvgcU7XP5JPXU49TynOFy754HwOBnEQjxJSs87cvmzvIkUizvXT9M81sQFPZvqlLwYg6a5oHOcPMmgzrplUT67ICnQOzRyjbwApm+8S8VrPOQ1tzuJKoO8SuQcPBlrAr0tJoO8Kn7EuyIA5rlc3bW7mC2qPGflFD1ztam8YT61vD2YVrz9xIM8E+mCu6X\\/djzcFGo8mGGJvBk3yLvYeSk8D+tVPSLHMbzwOWq8a2ODvO8ukby7lPe76rW6PD8ZkDzp0vs7lZv5O+VBY7siIvq8vI\\/KusLxsrtZb6o79\\/UpPdzjBryOJAS8PsamPDs5CrwHZ+U8CfVnPPuUBjzYni86+e\\/CPJlpWzzvHzK86bNKPIwQizxZ4bW712kCPQcLXbwFILA8gcG0PKfUEj0cW308Ht6Yu8Uzzrv9la+7b8IWPMvVVzz5+528\\/TquPPSYXLungqw8c5UEvJwkL7xbXJa8+EsnvKcWwjyq+ue7fcVhPCeu4LrENA08YWlgvM9cDT0C0E29Tp6BvN0ALjxkE408UIk3vE7GNzsuT1q8TGHPO4uL+TygMaa8Oi8UvGCj5byCTFw7ZmJpPCN9abwBI8G8DJ4IPHMqOrfcmMC8rsJCPGqCJLxX0v468+Hru+BtJLtpJRe8hsqXvLIl9jwB91S86viLPNSDw7hdeMu8QgJHuyzqZj0n0+k86clyvBylAr1KZCm8BOwUPL3llLzzQdy7s0HtO0xi6Dvhti69MaOMPAUa4LxlQSa8PTOTu2JThrwZyc27b4E8OheEmTyie7y7gCQgO3B2HzzyGlO9OxukOwu1Zzz\\/UQ89mvoXvd77LT07Gqu8C\\/hQvCTRi7wWU5Q7OWzDvICl\\/LxGuAW9Z6ehvIviFT1+Gtg8m2hhPOkSm7vsLBu7O8Z9vNWRszwndJS7BrluvMcUq7uUqq+8AE7sO6v9gjuK9R64HQj4vPOshrue5QQ81PefvPKukTwnw5o85pZ5PL00Er2p6yO8PmypvDOKCLy5SsC8+Gj+PKd6HLxGax88b8TMO5v1ozxCAdo8Gc6tPHNjRDuOE\\/A8mx2YvF6fDz1PUZI8kb4VvO9NYjx4brK8IrJUvDTnuzy5GTW8e62YOy8+dLxuuEo8HK0ZPVyva7yYZWg7M\\/sEPVvVcLw7G4w8sl9FO+HE9jsbhXK8eELXvPcIz7zrSc084lWBvBzK8rzdMFA8DWIyuxMUuDxikAW9T9TMuqTBZLw+7\\/+8ouh+vM\\/bMry4ZKm8AQGJPK8fcDzwdTC6vphWPN7K9DojWnA8qcGTPLSAsTzdfcY8VITyu55O1DtC3po88CjkvO+3QjwV63G8wz30OX8HgTzUpJu7y1zeO0RCirzwkde8yrUuuPupnrt2gam8+7HCOxAB1Ds2kKa85MlCvMFm2zrYdCk8EhGwPFEvjLyNDLk7ASGru6r+kbx5dNa8OmwSPE5m5Duc2Um7Pr72vHNlz7tFndM8X1cFvWlmBzw5TpG8oPcoPOSSL73Tky682TGlOkIZPbwN6Es8YgCavD3E1jzO9Ms8XXARva7Tt7wgYbc8ahyzvF3KITyHOdg5MHkBPCJkzTseQFo8wC5WOxmp5DzO72S8FyHpu40aBj1nlwa9FNYTvTdah7zFZlq72Yxbu7D+cDwdGpi8AJNtvD69UrxmFXw8A2yGOw3uSz1eljK8HoAMvIs+Wzuniac8lMVMu8kdgTziUa+8V8EQvVm0cjy8rbi8gWouvRAMFD0zyCs9+WnJPEW7Lzx9ZUe8Z6XQu+1DhbzEM5Q8gAIxPUbjSjyHXPQ8o4ACPATgtTvsBgw9eLYkO671xzxcB7y8F\\/pIvCecOzyuWs48Nq+UvAUbET2UVdE74ksTu1xVjjtZNTy678XVPLtZ4LpHZ5+8U0RZPHkYmTuoshO8vzSPPO7fFzxJeEy7S9l7PAJrvDsYlOc8qH+FPPa8CrshIN48M+yjvG5N8DyzoIw8oJDOuzncljwQenm8i1KpvLfxijxRCZu8t5XtOoupCrtvmGc7ZuDXu+suyDxvLdQ8oCmLPKKlQDxioxi9R40nPDdnJ7y0WvS8xTCwPOuYm7wQfzE8ZlG7vO6DwLvuCps8sk40u5HglrwgSZ480G\\/rPEXAuzw9KwU9xPkDvdNreDyAq+y6bYu8u3dSBj33+M+8G7DCvCIfpjwXs8a7dQq7O1PJ77wpFL07wXipvPAdrDvToSk7B42WvOD8BbwTYqA7CeMXPZVdlbyrc\\/w7nedhvE\\/Gzbw7P\\/o8vfKFO8dEGr05exk606\\/vvAQ9Fzwq++k8wR67PAKmjruf8Zm7z0lRvddFTz0Vsu07BbHeuqJl1zrzYdU6d+RGPbhrzrwmWdU5LckfvXlFJjtmuMA8BebRvLVCWLv3lf67AnMLvXfMKDnbxl67wC+ZPIUunzrB4tc8MkFDvHHWlzzaKZc74B2evPmZpThJWLk88s0BvLALiLx3Vbg7V7txOx3he7ye\\/Cq8c0Y+vCVUubrbGT86q6XWOlb2qjvz7ss8j4YBO1AsMbwF\\/F+7QbckPJ7rKrxdRYm6aYJROgZsfLyPZzY8LR29vOAqozvhPyy8cyurPMYSPDyH4NM7AYqJPKTOLDvOGkK6xqbSPEBsNDxjlf488foNvKe\\/wLzPlfy7My3EO1n4t7ykWNI6VIe2O91OdbyrRJi886ZaPc+Vmby9Ejm668pWvPPKaLyqpZQ8iVf2vOxVIruqD+y8a3CSu0TRqbvLgMQ5QsSCuibGirv9ES491jkrvbF8HLx03Fm831iUu\\/s3B7zEgY68C0k0vIPC87qEes+8xrbcPF8enTyPJnC70BZpPI2jjLweON48\\/XyAPF7fq7wcNxa8YhhevNJ5\\/byM+NG85lisPFKCobs+I8i8psD2uz0WCDvUV0M7bTi7PBxnQjvv\\/hU8jMITvDC09zu5MS473lAcPaC6Eb3W56m7BMmZvKFPNLvtcA89m87pvP35oLyWCAU994TIPMROiDxUmLG8cvQXvXL5IbwBCUC7xQJqPPxLD710edg72UesPAHm9DyJLTQ88cYGPZsVbTwTr6m8S2suPFBZg7okkwk9mx\\/rvEqodLvUhak8fasdPaf7DjzTBLu8TXOPPH2T3zoACRY8xdAcvNJ5lzspQVa8rniYuGtXnTsVBdq8Th9aPEuBbjvAmnk7b\\/VjPb33SbqWV6A6ubDBPDUwk7wiYc88YW4TPZ1Cxru4FNU822BUPAdRxDsmVAs83GZSOiqZHzuZGBK8pvH4OtQ8S7zavIA8WZaMvNA8jDz8ur28ptNRvdRH\\/Dw8tQU7YEXTu5zIdTwrN6081UTcO5t\\/Wzw2iya9vi6vO8lquTue\\/T86nM42O5xzKLxLqec7VeLQuhs0pTqnCDq96WN1PHMnlrwYwrs8QTqWvNrbDj1T\\/JW47qwpPVg7xTzhwIK8J4ABvZlGjjxTARK7VImBPLekezxcYjw9jrXQvP8DDjw9P7E7R+rZvJIKwLt2S6S6RigfvVI\\/wDuNMru88oeZPLgQpTvz8RS9pKXEPG7A9Lx+lwc8SYX4O8pT27ymoNK8vSzfPO2ZqzzVT7M81A0jvAcQ4Dz7VYG87CqSPNJUwLwcQPQ8hlklvLMO3LsuEtK8k2isPHyjPrxcTYU6y6lgvGQDTzzeCdG8MFpZvDfexbe9Nx+9dKD5u8TPHjy2s4Q79zcKu0dFCbtUY+Y80CKyvG9Fd7wwnKq85YIlPJ7FqzwSxnU8NLGcPLvjxbthuLm8OeaCvJ4c4Ln38vS7sAb1O3VOVjXLZWm8NR0HPOTEtjtOJrU8ocqDPJ6GYbz3iFO7n\\/yUPCvlgDx4imI5SpmZOxcyYbyjTxq9X4CBOtcJ2ru2p567s1gdO1h8PT198Ho8XNyAOYr\\/r7xcKL48CSqSvCZJBb0zvfG8sE51vAIIGzwztie8jVGmPFk9lrumRRK6eRU3vFL2trsUI3w7TaaZPPUjyLyqjTY8EziovHgCVTxCeo88AvqPvIA7\\/Dsx7Z68C2gru3uh7jvma8q8xm0ePYHlbLwMlgk9N56jOyv\\/lLqG6eK7AWp5vJux7ryMLpA85bxsO8qG+zvp8ew8KVgivTe5JLy0eH47gRyXOjCkqrxqGLm76PMNu\\/63izwpFIu8rWASPHCXh7wqKM47J8CVPKLFu7v08+684BgwvMSdPDxLSDK7\\/TNHvKiIhbtwRd+7Wy58Ou1iIz1Ziq26eZxYu8nTiLqvtYQ7j+gsPLT9FDzU+aC77n80OlOUqbuc6XA8g6ILvCkmkDyCn668s77cO0H6N7yZ+Cs9M534PMLEJT0bS2W8AEsDvcWMMTy\\/7ha8pwEgPNgr0TwdAsy8gKyVPKo2jDxEqFY83Y\\/muobRBD0tjrG7uiufvGLkYjvOekA9dzQVvQciIj2dA2c8ZMUZvC7ZVjxGtJk84h\\/2PC1ZjrzCl9Y6RbVCvbcqCDx+yPM8qWiwPNlB3bzifZ88Uk6HvDONYjy+yEq8q0ULu5vV4DsrXPQ8fRucvByYvbxS\\/Ma829OLvOOzhzxd+fA6ubJmPGTXg7zXGr+78LG2vMSlMDtUhD89LhHYO2qzkjl3k3i6Z\\/40vKavMzv9\\/Es8uZsRO0G24LyydSM9RlTSvAetyzwKxTI8rYe9u5dwBrxmXQo9XBarO+dTp7tTyV08daZPPM3yizzGEO+84pGJO4Ko0jyVB2a8AE6CvGMTDLxy9Wa7RnXyPFiSyDtm1WQ84XMNPcRzwbsu2cW8oGFou9O+trwmPOE6Yr30PJYKFLzG2vi4vTzAuzQWPrzi0Jq8u7DzPMMMhrt9GpE819H0PH1IlLxtoJu6O0W2vH9CojwU8oY8QoKoOy0ijryrO8+85aZDvBKB1btbNso8UxZGOcBFx7yi4xY9ybGbPF5q3roqgtS8DyTou0wPDT2kQQo7\\/F9pOixmVTurK8i8ZLuJPH4xBDxe0uU85ApoPJPrLrrOXAm8BYmRvCraQLyHKio7QoolPPTYCLzrpue8h5kEvKbbdzulX2e8qLgMvZTTqzz+R6O8Tui5PMbDi7zweHA7fWIOPWIpqbzc6z68hX9bvFNyo7zujRg8cKJdvFeXmrsHcf88NZd0PHLDt7z3X9c6dLiburhYeLpueRI87fEKvbpFlToJJYg7rIVZO\\/kxu7yyIb87wM8OvVMRP7xnD5o7zQScu6e65TyKuG282SYKvLDd\\/TznwSa86S8SvYtmvDxWN6S74EIFvHQrLD2NBA49phx4PNLNurx8Hic7TrcpPQmg5bypz4A84fsZParOwjx3QRi86QZnO29xkzkwE5q8ezR7vCc08DzwiW46LWJJPCoPNz17FS09JPkcuxmKXzswJtg8ZfXuvId9lTvrfhy9fP5NPBanFbxcD6U8JthbPLIE6zwFHt05FyRLPLsulbtN7pe8Yemru9D8zTp7vY48XFEavBBZorpSS0W8if0SPSXIy7s0+Ig8zlVIveT6TDyUcQg7JypMPZt\\/BzxX\\/hW97xjAvGqEMjwcpQm8YikMvStZlztyLr88T0SpvAq4MbtyD4w8hLrEPP1YVDsWgxY9zc4uveEoyLzpqeq8U5VTOj4ExLywuwE7WdVUvErPW7v5sR08ZTiuvPmLhjvnEEC7SREYPGUsBj1Yu8G7qVTduqDAhDuy5hU9O6FXPO4osDxK\\/W08TAvlu6\\/RpTzjbm+8rBpWuYTFv7xu\\/Iy8fBMrvENfn7wnbiY7oumlvPQtzDxwmzy9vQdYOpczbLxBmwC8cUaKuz1XxTxdmGA90C5Qu9f\\/wjtufHK8Soemu\\/9TAbwqNXY88r93POkcsLvwPCE8xlmNvGCT4TyFe5g83FCAvGD8azvz2AC98g2CvC+99LhzTa28L1YWvYBLUb3eYHK7K8qOu20wCjxbsDq67x4svct32Tskgje8by7ZOyA0HzxQ0ge800SaPE6wDDznse479I6mPKfayjx19mU8huN6O+QGFj1k+IY8IsO7PPHsHTupd8q8BrspvWIRaLyBLtG7BZVsOzRahbwGXhs9ncFkO30ZpLwrGGA8qr3ou+epW7lLLac62Y+FPLs1Jjx9JLW8cMJPPDCBbLzhEBw7\\/\\/MBuuK0zryPzPS8OXkivY2RojwiAVA8yX3pvLRxP7zWGIq8lWreOyufN71bLHc81JBTPC5\\/DDz4CE09B+YfvAHQy7zEV0m8Jv+uPGywG70hl6Q8\\/5OPPB1Q0rxuf\\/86TzRHPUFHq7xUKXs78EzvuZIyO7x6ch4822Gtu6jpGDyoGAQ7KPwhvKqYfz1zKbs7QaGTO0883zs5G608DVuZO4My+jtXleQ7Jj7PvNAwwLwvNCE89+sQvQ7BjLzPOfy7RVo\\/PGUisrsSyhk8GewMO7ISdjvFJ168SvtLPGL+4zv2XKO8hIoGvJBTajysboe8aRBePIKqmLy9Hai7MkC8vG4LMTsZbcI8fE7LPA\\/ddT2G4Jm8giFNO\\/mp0TzJPBa76R+zu1AGjTyCxeI8NSmOvBv2TL0k2k2817etvBmjUjxLyEK7qWo8PObalbkeUnK8+WbxO0vlCDu+vse7G9KJO6dKKjw3qwU8jUgXPGKtqLwvht46hWfoPKZnvbsbt9A7Z9N0vPm8ybz60yI8EksAvTzKJjuCBii9gaLTvL3hw7wTQ3E9gF7xOjuqWrwJKoW8kh1EvOeEabpzikw7MrSBvEk4\\/jxDtAW86vLKugWCtLw48687SiU9vcDbOLw2MII8Sh7Muqe3QryYIco82WFmPDDTkLtCsoQ80za0PPR4xDwDXf67i0+yPGq1hzssEeE7GBJBPOLARTw7woq8IxX0PGA4MLyWHog86myHvLxXrTzLAqE74geGuRL9CzwkMQ89DQLKu4V8djtGzJW7p8pmPE4+Gz1Yeie7C7vSuzjAv7wtZik9nbZ7OxRpHjsNWo28+yP8vEE\\/wzyDfWo8ICmcunYkKDwmf7q8fCvVPG\\/gk7yw6fe7PQtmvNAjQzwEsLw7pAViPaoJpbrrCXa8FUqJu+LjGb2xW4q7Dt7gPDi0pLwHYqw83KmovMpe8DyBhZM7vUy3PPmFn7xZM368bBmUvMqwJj01QE+90+PDO16hQj3dbf+8y5YOPKFEKD3Se7y804VRPBsDxjx+dnY8co5VOtuPZDvtopU7XQVTvEJbqjxjHuk47JZZvIYFFrwSFjS8FLEcvVDfgLv7\\/RU8tG\\/DO9gfaTw7bDC6eVS8vLKlQLzCaLS8AHXCPMGQtLu4lBu9tvcBvVkuRry87lQ81rUUPKW7FDw9YoE8rhlWvA5fZLuzix08iTDevN3Yvjwekrm8mE1MvJn+ijwY0OE8uAq0vGJJoTyVdgE9ZbyqO3KHMzxAOQK98vWIuyaK6LzO5G68bvM\\/PKpMKDwsknK8bONyOonYILkGPh88wi9VPOHhjTw2d4e8iv37O3Je\\/rvZ8ba8fjNQvPOlDj3WChS9B4xTPVvDTrsy4EY9a0s5PAQkMbwHEhA9Ha\\/sPFsyQz0mVUS8pPVFPH9hgrxbBcU8jq4SvNqmIbzhDDk8J8wHvC7vrLzk3YU87lpIPHAU+DzctCi9xTrAPMrkyLw9rom8mYUTvVxZt7wCFec8pcvNvELYCrwe0mo8GAERvAGiaTw4ito8PqwqvO42ib09Hqu8db3SvArcSr3+RRu7RIe7vDPHxTtPTTs8JBaqPEa7hTsuvbc6bEDXO+sDVrpBMcK6bBTkvDthv7pifI+70ltzOt59yDs3eym9me\\/kPLkujbwZnTA8R9P6vJdrnrtl60W8WH84PZOMlbu7SrQ87veWO1HiB72E\\/cQ87W\\/BPJW8k7yvKqC6pZtNvG22kLwdRo08gZrEvKQZyrtW7QY9EDsfO9kmtjvbfde6c1VbvObEJTwOlqW8Mif5Ot4pJzxdZra70lENPcLLrbxbjqQ7tJvvvKCeybwjzAE8IedmuzvWUj2J3rG8kyXAO2v2NjuNmJi5Bw4OvQtPPzzVmlq8kF4Jva+Cs7ylhx88PMcvPSdLC705Rgs8D+2yu+Qyo7y36Te9W2jTvE51fjw9CAc8QsW\\/u6ebzjyQKok8awuHPCCwl7tZJI08AlL1Ox2liLxULIW7GcCFvGABYjosHYq70CwqvJXuz7wU\\/MI81Tq6vCCIPTpgI5E8VmYNvbxldzw+mXs7FBqzO2cUqrx5MAi8mAV4vFSSQbwiV3y8dJ4SvUUIibwyar28kuQIOim7jzv96V+8STeKu+aiHDuEQSu8Tx9GvPcGgby7gza7LY2UPJ2NYzsdX9m7sAf8O1gM8rzUASk8QYVyvL1uyDySQhu7D+79O37Cmzzt8DO9DOFXvTBBtLwilx29NM7yvGlasbySfy2853FOPLWGyTrESyM7uWs+PIuiBryLzu67MFdiPGi3Dz0+sLK84zV2OlHFGruyHV483tffOzVd8juYMNK8732+PFT557v9e\\/Y8GVeWPO3sEz1ESBM9ZiEvu6vzHrzJzhG8EMT6u30GyDm9KA68fcvSO\\/NT\\/rzBSjC8mF\\/SO\\/sQCz3ysiI8YD4GPWsMzzwSpZU831qJutO2ujrPZbW8Oe97vHwNK7zgjvE8FB6GvFD6C73Qbb887smyvJe0aDucBQM8fGNDvFc5Czqr13c8X8qaPNPvUDxe1EY9f2qKvMlul7wkga489GviPE\\/U9TwOS1C76wObvBMFrLvrelu8UNQyvIc7jTxiea68ghYjPHOHzTzCYM27+7ucu\\/syPbzr7HO8xFffOxAtFr3zLYw8zq+kvBsrDL2PBPC7JahRvL7HqLxQpSq8NT\\/UO7mffjzT3Py8OxBQvKLbajzSaDy70ttgu+UEJTzALiG8NdSJPPhuuzo9RJu6mymzvHfveTrwVPc7S0h+u\\/SXMTwLniC8m7k9PL3ZhjxhSPA7QdqovLtlujz1ktY8070KPWMjG72H4zG8jufLvIKcPDyL6QO6KQ\\/6OvrIj7uLZo06vp0OulOkAjx9PTK95gknvUk5hDyN7YY8s2xOvBtr2Dz0L+K873E0vHOwTbwTfEE98tSUPChlE7r2kSA8yxmJvLks0TxFxlC8G0YAPEaF+bzq+Xq7lASjPJVC4bxqXr48Ae8rPYUNGT1nNuE8IfeovBAujbsF4kY7u38BPS4gNTwQs9u8dWEDO6+8Z7whu+47N2sevC75eLxCGsk8xSvmvNtCa7sGGs+8hPEKPVVKx7zaq4I6RsiUPBbcCbwYVFO8ee87vIWJI7qMn1A8JpSQvJ+UhTvgql68U7UAvAuw6bzKlD87UJWgPOorMD2lCOA8P9WKuubRr7w7br28rx4Iu50XVrqTCSW9T4mMPGmrfLxTtzc7Z4\\/EPHM+4Dii78c8O5nuuxlw2rzZ\\/gQ84LOrO2+grzpDDZs8wCdVvNh3rLyFJ8A8fiAzPMoMhjxLopm8hPpEO5IpjDvRUKA8h4zpusk97DsJfMo82xoXu+mOuLxYm4C6yT+yvKXdSDySDgi7\\/lLLPFsWgTwMqeM7YTWavJemmrz4nAU95FuhvKb\\/qDn+oqq7\\/hO9PNP5Ujr0cSy8YJPrvEcyirxgSBi71M0svRuvxDyZuNG6NBYcOmXesTww9w87D9pXuxSGuzwv2ew6asImu4WZfjuS00a7TdKQvKIUijwbKp28TADQPIXHyDs9i1+8p39hvPQmprp17B094XjJu\\/5fyjrERYs8vv2wPD3hxLy+r4I8VK0CPSAsgTzil\\/O6LOGUPNUpbrzgI8e8VJ89vJds5DruJoq8S0hxvLU2bTyZQkW9fZwkvf1cKTyylBI7OXBWvcmNZLzKafM8PsQnPcqw4butrgq9hE62O8LnjrwNhY+8meJcPNQOUTz8DmQ9qOwQvK+3jbwT1MC8ryervBNOM7t\\/do88EIFCu1s2KTxOwSy8pmDGPPXeALwnRpu74jlnO88CabuiMYO83JIrPNstIzzwJXu8WweYOwe2gbwTcdq8Qj+1O84HV7yEqTI8AKmsvJISVrzHXiO8qTHBPLnXSDwwZ5M8ZgfhvC+cxDsmpJy7+RSMPCT5mTrpspO7L2g4PDv2rLq3C4e8NlonPL6J8zt5G\\/E8UBuTu0auBD2VT8Y7rJb7u2doCj1+4GS8+5eivB7WDLtmS269S0gWPIpgsTxLLqI83t8yPKrQyjs\\/c4w7ZJGCPDTj0rxQq828mF\\/eO471NLwEeGa7e+RkPCn9jTuK8qw8fA\\/TPMIDrLuzlzO967qwvH\\/qhbyHItq8HaSnOw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 175,
        \"value\": 176
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        12,
        21,
        32,
        41,
        50,
        57,
        64,
        72,
        80,
        88,
        98,
        106,
        114,
        121,
        129,
        137,
        145,
        153,
        161,
        169,
        177
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        178
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
    def main(args_0: R.Tensor((1, 16), dtype="int64")) -> R.Tensor((1, 16, 32), dtype="float32"):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Shape([1, 64]) = R.shape_of(metadata["ir.GenericConst"][0])
            lv1: R.Tensor((2,), dtype="int64") = R.shape_to_tensor(lv)
            lv2: R.Tensor((1, 16), dtype="bool") = R.less(metadata["ir.GenericConst"][1], R.const(0, "int64"))
            lv3: R.Tensor((), dtype="int64") = R.take(lv1, R.const(1, "int64"), axis=0, mode="wrap")
            lv4: R.Tensor((1, 16), dtype="int64") = R.add(metadata["ir.GenericConst"][1], lv3)
            lv5: R.Tensor((1, 16), dtype="int64") = R.where(lv2, lv4, metadata["ir.GenericConst"][1])
            lv6: R.Shape([100, 32]) = R.shape_of(metadata["ir.GenericConst"][2])
            lv7: R.Tensor((2,), dtype="int64") = R.shape_to_tensor(lv6)
            lv8: R.Tensor((1, 16), dtype="bool") = R.less(args_0, R.const(0, "int64"))
            lv9: R.Tensor((), dtype="int64") = R.take(lv7, R.const(0, "int64"), axis=0, mode="wrap")
            lv10: R.Tensor((1, 16), dtype="int64") = R.add(args_0, lv9)
            lv11: R.Tensor((1, 16), dtype="int64") = R.where(lv8, lv10, args_0)
            lv12: R.Shape([2, 32]) = R.shape_of(metadata["ir.GenericConst"][3])
            lv13: R.Tensor((2,), dtype="int64") = R.shape_to_tensor(lv12)
            lv14: R.Tensor((1, 16), dtype="int64") = R.gather_elements(metadata["ir.GenericConst"][0], lv5, axis=1)
            lv15: R.Tensor((1, 16), dtype="bool") = R.less(lv14, R.const(0, "int64"))
            lv16: R.Tensor((), dtype="int64") = R.take(lv13, R.const(0, "int64"), axis=0, mode="wrap")
            lv17: R.Tensor((1, 16), dtype="int64") = R.add(lv14, lv16)
            lv18: R.Tensor((1, 16), dtype="int64") = R.where(lv15, lv17, lv14)
            lv19: R.Tensor((1, 16, 32), dtype="float32") = R.take(metadata["ir.GenericConst"][2], lv11, axis=0, mode="fast")
            lv20: R.Tensor((1, 16, 32), dtype="float32") = R.take(metadata["ir.GenericConst"][3], lv18, axis=0, mode="fast")
            lv21: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv19, lv20)
            lv22: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv21, metadata["ir.GenericConst"][4])
            lv23: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv22, metadata["ir.GenericConst"][5], metadata["ir.GenericConst"][6], axes=[-1], epsilon=9.999999960041972e-13, center=True, scale=True)
            lv24: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv23, metadata["ir.GenericConst"][7], out_dtype=None)
            lv25: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv24, metadata["ir.GenericConst"][6])
            lv26: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv25, R.shape([1, 16, 2, 16]))
            lv27: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv23, metadata["ir.GenericConst"][8], out_dtype=None)
            lv28: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv27, metadata["ir.GenericConst"][6])
            lv29: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv23, metadata["ir.GenericConst"][9], out_dtype=None)
            lv30: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv29, metadata["ir.GenericConst"][6])
            lv31: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv30, R.shape([1, 16, 2, 16]))
            lv32: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv28, R.shape([1, 16, 2, 16]))
            lv33: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv26, axes=[0, 2, 1, 3])
            lv34: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv32, axes=[0, 2, 3, 1])
            lv35: R.Tensor((1, 2, 16, 16), dtype="float32") = R.matmul(lv33, lv34, out_dtype=None)
            lv36: R.Tensor((1, 2, 16, 16), dtype="float32") = R.multiply(lv35, R.const(0.25, "float32"))
            lv37: R.Tensor((1, 2, 16, 16), dtype="float32") = R.add(lv36, metadata["ir.GenericConst"][10])
            lv38: R.Tensor((1, 2, 16, 16), dtype="float32") = R.nn.softmax(lv37, axis=-1)
            lv39: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv31, axes=[0, 2, 1, 3])
            lv40: R.Tensor((1, 2, 16, 16), dtype="float32") = R.matmul(lv38, lv39, out_dtype=None)
            lv41: R.Tensor((1, 16, 2, 16), dtype="float32") = R.permute_dims(lv40, axes=[0, 2, 1, 3])
            lv42: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv41, R.shape([1, 16, 32]))
            lv43: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv42, metadata["ir.GenericConst"][11], out_dtype=None)
            lv44: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv43, metadata["ir.GenericConst"][6])
            lv45: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv44, lv23)
            lv46: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv45, metadata["ir.GenericConst"][5], metadata["ir.GenericConst"][6], axes=[-1], epsilon=9.999999960041972e-13, center=True, scale=True)
            lv47: R.Tensor((1, 16, 64), dtype="float32") = R.matmul(lv46, metadata["ir.GenericConst"][12], out_dtype=None)
            lv48: R.Tensor((1, 16, 64), dtype="float32") = R.add(lv47, metadata["ir.GenericConst"][13])
            lv49: R.Tensor((1, 16, 64), dtype="float32") = R.divide(lv48, R.const(1.4142135381698608, "float32"))
            lv50: R.Tensor((1, 16, 64), dtype="float32") = R.erf(lv49)
            lv51: R.Tensor((1, 16, 64), dtype="float32") = R.add(lv50, R.const(1.0, "float32"))
            lv52: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(R.const(0.5, "float32"), lv51)
            lv53: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv48, lv52)
            lv54: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv53, metadata["ir.GenericConst"][14], out_dtype=None)
            lv55: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv54, metadata["ir.GenericConst"][6])
            lv56: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv55, lv46)
            lv57: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv56, metadata["ir.GenericConst"][5], metadata["ir.GenericConst"][6], axes=[-1], epsilon=9.999999960041972e-13, center=True, scale=True)
            lv58: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv57, metadata["ir.GenericConst"][15], out_dtype=None)
            lv59: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv58, metadata["ir.GenericConst"][6])
            lv60: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv59, R.shape([1, 16, 2, 16]))
            lv61: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv57, metadata["ir.GenericConst"][16], out_dtype=None)
            lv62: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv61, metadata["ir.GenericConst"][6])
            lv63: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv57, metadata["ir.GenericConst"][17], out_dtype=None)
            lv64: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv63, metadata["ir.GenericConst"][6])
            lv65: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv64, R.shape([1, 16, 2, 16]))
            lv66: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv62, R.shape([1, 16, 2, 16]))
            lv67: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv60, axes=[0, 2, 1, 3])
            lv68: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv66, axes=[0, 2, 3, 1])
            lv69: R.Tensor((1, 2, 16, 16), dtype="float32") = R.matmul(lv67, lv68, out_dtype=None)
            lv70: R.Tensor((1, 2, 16, 16), dtype="float32") = R.multiply(lv69, R.const(0.25, "float32"))
            lv71: R.Tensor((1, 2, 16, 16), dtype="float32") = R.add(lv70, metadata["ir.GenericConst"][10])
            lv72: R.Tensor((1, 2, 16, 16), dtype="float32") = R.nn.softmax(lv71, axis=-1)
            lv73: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv65, axes=[0, 2, 1, 3])
            lv74: R.Tensor((1, 2, 16, 16), dtype="float32") = R.matmul(lv72, lv73, out_dtype=None)
            lv75: R.Tensor((1, 16, 2, 16), dtype="float32") = R.permute_dims(lv74, axes=[0, 2, 1, 3])
            lv76: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv75, R.shape([1, 16, 32]))
            lv77: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv76, metadata["ir.GenericConst"][18], out_dtype=None)
            lv78: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv77, metadata["ir.GenericConst"][6])
            lv79: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv78, lv57)
            lv80: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv79, metadata["ir.GenericConst"][5], metadata["ir.GenericConst"][6], axes=[-1], epsilon=9.999999960041972e-13, center=True, scale=True)
            lv81: R.Tensor((1, 16, 64), dtype="float32") = R.matmul(lv80, metadata["ir.GenericConst"][19], out_dtype=None)
            lv82: R.Tensor((1, 16, 64), dtype="float32") = R.add(lv81, metadata["ir.GenericConst"][13])
            lv83: R.Tensor((1, 16, 64), dtype="float32") = R.divide(lv82, R.const(1.4142135381698608, "float32"))
            lv84: R.Tensor((1, 16, 64), dtype="float32") = R.erf(lv83)
            lv85: R.Tensor((1, 16, 64), dtype="float32") = R.add(lv84, R.const(1.0, "float32"))
            lv86: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(R.const(0.5, "float32"), lv85)
            lv87: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv82, lv86)
            lv88: R.Tensor((1, 16, 32), dtype="float32") = R.matmul(lv87, metadata["ir.GenericConst"][20], out_dtype=None)
            lv89: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv88, metadata["ir.GenericConst"][6])
            lv90: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv89, lv80)
            lv91: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv90, metadata["ir.GenericConst"][5], metadata["ir.GenericConst"][6], axes=[-1], epsilon=9.999999960041972e-13, center=True, scale=True)
            gv: R.Tensor((1, 16, 32), dtype="float32") = lv91
            R.output(gv)
        return gv