metadata = tvm.ir.load_json("""{
  \"root_index\": 190,
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
      \"data\": 100
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
      \"data\": 32
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
      \"type\": \"ir.PrimType\",
      \"data\": {
        \"span\": 1,
        \"dtype\": \"bfloat16\"
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 9,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQBkAAAAAAAAACAAAAAAAAAAABkAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA27sPPT+7vLtAPCG7jTv1Owc8vTzkvMs82DwyvIe8CL0JPfM8Lbw2vCI8wzy0vFU8zjwSPMG797xNvLi79byIuys8Gzy4uAG82zz9vJy8ZjySvA29NbwivG08k7yTvMu8mbwLvPY8cLxjPE49IrxFPaQ8XzzNuwm80bvwu7+7yTwSPKM85Tq\\/PKy8lDwzvBy9lDsBPIQ8KbwvPT672DrPO6Q8SLzoO7K8vbzyvEw8srxevHS8HzwGO4w8vLuiPIo89DzYPK08oDylPMY8AT3sPHa7m7qZPfE8z7tJPOq88TuFPAm8l7vxOvY5KzuGu7o8cjzuPAs8Cr34PBk81bsyPBa9\\/LrSPIO8ljssO9g8Jz27Orm81DrMvIi82DyNvIq7ubmZvH08lDp5utY7z7vVusE7Cj0Tvee7sDw\\/PMq6czwXPNw8PbzrvO08mjunPNc8dLxfuv67FbtHuzk8pzn3vFG817uWPE+8uLyUPIS5PjxqO8M8Cr0kPGY8ZbvsvA69N7whPJC7KLwivZQ6r7vcu7080zl4vMm8JT0KPDW8sTxzPHo9cLxMOwC8EDxQvJ87DL3HO4e7iLzMu2Y8mrzfO0c8+jx0vJ08B70PPfq8WzwSvJm8iTwHvKa8hDk+vA07Q7yxvOW7xjw6vbA6RDs3PeO8J734O8e85rwIPJA8DDyXu6Y8sDzDuq06ZrysO7s8MDyGvKK8m7xhO1s8FL39uwk9FrzZOZK8l7ytu1o917xVPFI7dTu2vAk8s7zXPPE4Bb02vSW7ujuiPLG70jvlO8+5UDzIO4Q8XDstO787rbtCvI+6KDxtOq+8+7uovFC8vztivIg7ATxmPeo8zby9PLa8rLyGOiE80DyZOyA86jwFvUy8jDuJPFc83zwzvBi7cjyau8o7ijvCvA09Vzy\\/O2E8LzzbvBw7P7zKvJE7ozsaPVS8kDwZvVE8e7tpvDi907wIvJu5drx8PN08TrwSvA09AL2sO1O7zjhdPII8J7zBvDa867wIPVY8ubqOPAi8Eb0Nvd88zLyNOio9rDyfPJk8v7tUuym9wDwAPN88UTzFPDY7Dj2tPM87jzsAPaO807yYvFW7cjzKu408IbsgOgg8IryyvIG7Vjx4PCa9C701vVu8rrtdPJO79Ty\\/O7Q8UbsmPIO7qDzWvO08Fb0tPLe8pzvCPFo8TLxhvPo8krzdOx67jTt5Ow46O7ydPEo8iTz7Oxe8KL0aPQE8rTyxPFw81LxNPMQ7LD0JvUK8n7tuvEM83TxjvL88wzy1vOI7ezyQvL+7bDywOha947sgvOc75byBO0q8wTzovJy80jvNvGy8EjuVPLi8TzzZu1k7rLwhPMU8CrsTvaK7Eb3QvO05AzzgvDS8dbx0u9m8Eby2vIO7xDrOPMg6NL3jOy88rzyru507fbvyPC48Pj1FvC+8JTzxO1S8OL3du567njydPAy9nbwpO9C8nrxLO146l7wTPIK7xbyqvOs85bsLvOy8Zr2FPEc9LT0EPCY8TbvMO+s6uTySvAa9rzsFvHi8Mzz0u3s8ZrtiuiO7ajy\\/PHI8cDzTPGG7MTsNvZ883bwjvIk8xDyqPJU787ySPDE8W7ziO788pjy2PAY9iryNvMu7E7u0vLg8w7skPMY8Xb3LOp+7Ir2gO4I7NjusuwK9gDxAPJs8AzwFPSE9m7v\\/Op68MbzwPHQ8Eb3WPEa7mLxAPFG8a7yKvC08KTy8PNy8Ej3TPLw8Dr3UO6O7DDugu5K6BD1iPIc8sLwrveG8krwQupg7vzzEPD08Fz2WvAU95LyuO5I8AzwzvM28gjwPvCi8TD2hPGA76LzCu\\/q7kDpevJU8mTtUPJI8hzx4PC+9tTxtPFs8qTvSucq8Br3euey8\\/ju4PK68bbyNPB27C70Bvc88JTzNvFY87LspvO089zyOPEO8KryMvAQ8OLx5PNS8t7tvvNU5u7yNPJc8pzt1PPc7rjx5vME8aDyru0+7lzz1O4G71zwWPYG8r7z4vFy8lTyfvH+6y7tRPPA7ebzavCO9Gb1rPG69sjwJvRO87DpPvAy8tbvUu\\/+8RDrevKK7kDxWPAe89LxOPDg8P7uRPP07ODzEOmC8sLtkvP87fLu2uzu7J7zeOUw8dDszPJC867t6upq8WLtBPPi87ruQvNI877t2PFC8grw\\/OwA9LzwZPAo6cLwDPRa9sTmGvPQ8jrxEvIi8q7wgvDc7LDwyPOW8ELysPCM8lrwvPSC9UjyCvCG5ebtDvAA7vbzLvNU7i7t1PHU9sryJu4u8e7wevdU8ejxbOtA8xLvkvEM8\\/LwYvB49ejyIO\\/y7WLx9O1m90jyZvGQ6+Dzbu6Y78ruXPB09TbzdvJg65Dz8uyk8fLyFPJc887yzOyG9ibzhvLo8dzvLu7g8YjwJPJI5xzyHPOK5WLyrO5464TswvL48lrxHPKQ8Qbw8PS08Bj2AvAW9KbzZupy8TD1APLy8LTsquxy8uzstPLi6Pr3WPH28ZbzyO4+6ljwhvEs7uLsvPNy75rxwPIy74buqvH28VjynvAW8t7wGO8W8ubzKu8o8HzxnvBe7Iryru1S8CLxGuwI8Ir0RvN28kjzkPJ87oDoLvMU8yDplPJi8wDt4O068P7z0u047Cj0FPbQ8lDzLPFi92jzKO028jbyKu288hTu1vOi7GjyCuzO8CzwVvPG8yzxQvA+9R7ugPLG6x7xru008A725PAE8p7mFvII7pDydO3e84DxcvLa8mTuMvBK8ZryJPKs8Aj2PPAo7irq7vEw8Dj1IPZs7tjyDvMa8iDxuvMG8iLq4vMc6FbzRvC69cTzgu8C8Nb21PPK5QDw7vDw8gbsyvQY9Ir2lu8M7Aj3YvJY7RrsVvJW7hzxVvBM9Fb06u4i8fTyzvEA7aTq0vC686jrYuyk9Hjueu047YLyPPKy8JT0YvRo817oHO6s8UD27PIu6DDzQOra86Tt2vMM8wDynuyu8ID3mu9I8AT0EvSw8w7zGPNy7yjscvAg77Lw9PE65pbxtvMO8jrwZvZU8kbvju4A8BbxhvOk79zsevaa84ryqPEK9WTvjO+c8Ar3AO\\/U7Cz0gvAe9jDy5uvy7M7ySPLQ84jw1PPy7srp6O7W8cTx4Pcy8EzyovKy8Fj25u086\\/zwzPDG46jysvKs65zzsuv+8YL2iu2Y8JjyfO7s8mzwfu1Q8vLyyPJe7WbuGPBS8ozzvu3a8c7vDu5k72zyQPG+8mrunvBa8rLucO568hLwCPSu7nbvnOsG6\\/zwRvaG8jDwDPam8iTyJPQ29OjyiuhC837xDvIK8YrwjvOs6aDwLvb484Tw2O9q8k7wYvI27irw2u3o88Tr0vLE8X7wVO8m70rsSOya9STwYPW68hTtovKm7O7yNvGu817wqOz+8pzvRPAk9BD1LulA8PL3TO7g8mLwpPJa8Cjz4Opo7vbvJvCg7JbyBvJe8Fj2pvNm75DvIPAG8vTxnPGe64jwOvVy7XjycPIc8wruJOsg8BLxWuvG74ToqPJg7WjwEvZM8iTtJvK08QD3Run88Wzzcuxk7jjyzPNI8HT0yvHg8NTvYvCu82bxGu5Y7GTycPO48PL3kOmA8yDtAvHQ8HTz2vLA7LLtvPFm84joeveA8pryUPIM7VzxcPL48SDyMvBC8+TyRvLs8t7y3uzy8jjyRvIS8arolvZO72LxZPKo82LzFPA6807xSPFq8Fz2jPJO7\\/7oSvS68bzxwPOm8nbzGuzi8YTrBusm82Ty9Oz+6BryOPNq8XLwIvEi8aLzZPPA7+jzpvDM7Sry8O4M8nzsCPbg7D7u5vLe6wLvdPKc8+zyTvDG9ljvQvH28zzwRvU49T7x3PAY7k7w4PBu9Ar2uPDO8Mz1Tusk89DuCvDw93bwRPCg9Jzx3PHG8UrqjvLo73DyIOn08ET3vvPg8Nzzsuu07ybvOPNk8zjwEvIA8zDw\\/PbU8xjxlPDu9xbxMvGm8hbxBu8e86DvgPK88IL10POw8dTpXPKc8i7tdOxi9g7wevTE7Dj0fPEO7IT0huwI5nzs1vKA8nzypPDc7Azz1PJq8yrt1uwe9Fzvnu0W8vjyrvDI8qjuSvC86DTw8vJ48CTy4PLQ8fDwJvdo74zwgu7A7prsWPNm8S7wXPHm6wLypvAK94rwjvJa6aDygPJi8Gjxhuzo9PzujvNa8A7xgPLK7RzzXu8a7BDwKPAC9irnlPJw61DyMvHm8Gr2avEY8NLxIvDq8XbyBPKg7Kby8vDQ9xTvbPNc7bryEPU48+DoGPTe8jLvWvGi76znKPJQ88rrpu0Y81bycvL084LtPPOw8Rj0YvKw8JTxSPMw8ZDwpvd26Czy2PCq9o7ySvD08SjsEPfy6ZDuSPGK8iTwnvI28wTz3vKC8gzxjO5Q8Rzy2vHU8eLu8u7c8wLytPJK8WDzFvM47DryuvPu8iTtPu\\/K7wrz\\/u+w8irxnPNW6nrxNO148uDxJvKE7vjwiPIU8izzyvMw7Vrw6PBg8HrokvXa7wLyjOoi7zDwOPb67ozwoPGy8yDsJvJy8aDzmO5E7ILtMOt68JTwaPfe87zzLPOO7mTxmvLY8\\/ryMvIg7Orsou1w8yzsfvSG8I7txPCS9hjxrO8m71bzuPFu8urtFvUK80zzgOkg70DxQPKg6nzzjO4S7EDyxPAi8Y7xDvI48QzzMvCA8D70PvSK8rDzHu\\/k64rv+upC8jbxyu6Y8BL0WvRy7njxYvCM7Dbz1PFM75TwzPDk9OL3lPN47P71ju+o8fTyVvPk8TjtUPBS7IDtyvJk6ODyFPN48KrucPJa7GDzxvJa7TjzPuxo8qrv8t428bLxMPPA6jjwhPI07iLwMvLE8Tzzht7I8jzwUPUE8PTzfPPY7jDzhu5I8JbyCPEG8WT0Fuxs88TuEu8i6rLyGPLM8krxOOr88L73aOye80zzBvE28bDwzuvG8Izw1u028A70vOxg9Bj2OPFq68DwXOw+9LbwGveQ7PTzJPJI80LyiPMk7lTxfOs08+7wSu0A8U7ywPE68sbsru7k8R7ydu208jrsVPdU77TzrupW8BL14vEE8SrsxPLO8Dbz\\/u6G8wrwMPRw8rrw6PN27qjuGvHK5cjxrO6480bqevPI7Hj3CvNI80LiGPK23jjsGvUS8HzwPvA69arzevGW8uDzTPMI8Gb2FO\\/U8+DuKPBA9TLyVOie9kbwgO3a9KLwCvT28SLyvu6+8i7w\\/PIO7Ebz0vKm857zHPA69HTxnvbO4q7yPvPe8krsoO5K8PzyXOh23PLwAPFE9VbxPvDE82zvkPFK8cDs+uiQ96zzsPLQ8trpIPEA8QjxcvJk64jmluwM9GT0GvLC8qTm8vA49CT0WO1E8A7vhvCa9X7odPKu8ljxNPdW8yDx4PMi8NLwcvJI8Drx9PA08fTzGuV88Xry7O6i7qDydPAc86LvbvCM9JTyBPEq8Mr2GvO27nTyovMM877uFvNw8wTzBPNo8rTrpPC67e709vFk8WTz1PEI95Ty+ukq8ezsQPbg7iDy1vHU8ZDxTPEy8c7uhO8Q71LxjPKG8h7wNPNo8TTwKvCC8zrzzPP48Gzy0O6w84DzuPAG8Bb2YueG8x7v5PNY84jzKueO7j7prPD69TLxPvLO8sLyNvPE7CbaZPCY8brrGuz0947yourW8czydPF68pLzcPMG8jjtiPNI8GTw3PBy8ujygPMy8yDw7vHG8FDx5vRY7Gz2hvF88w7vkvJO7ZT2VvBq8yTyduj0877scPfE7zTwtvIw8DzsRvLk8UrxVPNO8qLy4vDc8mTy3O9e8TrydOyO8Er3HvOK8WLsLPYG8Fj1ivPO8Q7xkO4I8lDtDPD08frwou7u7JjztvI08+7t9POM84jt5vBq78zyJvDU8ELzePPe7X7tQPNi7lbzpPNo6TTsWvFO8mrtBPJY6s7spvTs8Ij1avAs96Lz7O5+88bxHPAa607xbPHg7rLvaOzy8vjzdO6s8Ub1xPM68eTsVOh287zvfO848h7wGvbS8ArzhuwI8FTwdPYW8WLsdPFG9FT1vvBe8AboDO+Q8Gzznuv27u7vBvB+9Bz02Ozq8pjxBPIa8x7xEvFG99LvCO0+8WrzSPMc82bwuPZa7hDyYvHc8XT2Zuw+8mjyxO0K7DLyCO148njypvL88k7zLvGC70byIPPq7qzzYO748tDxJO4O8EDoEPI47RzyjOya84DxoPOe81zyqPCM8nzxdPaQ6nbwDvDa9mbjCvGg8trvUOlA8BTyVO328vzu6u\\/A857sjPIi8m7v\\/O\\/A75byVvAY9W7ySPFE6KjtqvJk7hDwDPQI9SrwDu748IzyevFo8KD2sPOM81TyQOxi9ET1zPMK7p7sSvde8OzyUPKy8HLukO6Q8Bj3bO6S7nzt6O\\/e7nzsXPf87SzsgOxs8BLyvPEE7VT2OPMm837ubvA49F72PvOu7njw9PfY8jDyQu2c8wLy8PLC8urxrvGM8fDv6uzA8VryQOw08oDwbOxa8pbncvFo9czyLPME6jzkaPSq8H7y0PJE8dLwYvI67XbxgvAo9+7yPu+w5FLymvJU8uLw\\/PbY8ZbxbO2q8N7wXPDs8wbvjPKw8mDy3O6y8YrwovMY8yLwWPFY8fDztOxW8qrs2PVa837t9vLg8hryXuyM8mLyEPMM79zsiunW5lTzgvMm7jbmGPNA8rjyavJq8YLxBvbA8jTq\\/vPS7gb15uyU8Lby2PPY8BT0uvIe7IDubvE88BT0CvUq8gbyHPDG80TzIuwG8DL2CvLA8DT10O6c8Fj27PB08XLxjO+C7rjuKvKo8JT1DvB+8gTyGPFK6U7zYPCk84jxCO3k8MTwdO7+8tjoKPKA8lbwYvdk7ujzUPIA8arwWvCS8nTvhPMc8HbzqvOi87LokvBU977wBPKw8fTwWOk+8tDuavHY84Tzbu0m8wLyWvD88Gr0oPf28KzyKO745wbsPvZU8LrsBPG68wLy5Owo5zjujO8S8Y7qqPAk9DTwYvVc8xDtnOy+7b7yuPIm8Cb1YPPu8mDy4u608OrxWuP27Mr2PvOM83Lw9vBS8yDhhOwS84ryvO4I7lbtPPOE8IDrTPCI92ztPu9s8BrxyPAW9SLy8vK28DD2xPO27ijyGPY48Djy8u9Y84jravCK7rLs9u4Q5Hr2DvLy8xDyiPLW77DxLvdq8MDxuvF29ODz2PC28Ubz9PIQ8G7w6Pfo6mzuKvAi8lLzBOzq8Dr2LO5M8L7w5O948xzsru9+8YjuRuxu7Ej0MvOA70zshvWa8+Trhu9c8iLsnvTQ7p7z2vBs9j7xDvFk8FzvjvIw5Gr2JvPC8JbsGPQa8orytvCy6mrz6O4e8ubzVuWc7Bj0jvEo8XjwgvDG7xTuPvN084TtMvAu9djvgPAu9ZrzZuyc9TDzSPDe8kbwxvYi8S7scvC49KTybPKG70TwGPAe9kjwrug29vLwJvfU7n7w7PPq7fzynPIK867sMPPC8Xb2TPJe8eDygOyS9ujw9u047njzruzW86Dz\\/vP88m7zzPIC6CT0YPXq8+7t6vOI7cDs+PHq8FT3Fu2m8rrwivP27uDwyvJU6abxovAC86zwTPVS8jjyVu7E89rzIPL88Jz3CukG8+7tPO8+8pbxLu028Zzygu8c7djxevL+8\\/znQvA09KzwAO2y5+zq6PEI9iDzEO0W8sjukvIk8tju0PPw76LwMvMW8TDwHuxG9Irz8Ogu91btJvGs8k7x6O5O5azwLvUO8lLymPAA8ezymu6e8BrwtvKI7rDzKug68wTyPO\\/i3n7wYvVe7G712vL47iDvtuhA9\\/jnmvOK8N7wCPXm8\\/DyHu0G9bDvBO9C6y7tzums7Nbx0Ow88xLxoO5e7rrn0vAu8gryHvLy8CT3lvEY8FzsDvTK7sryru8I8n7zGPHw71LtcPI48bzy3PP+89bzXula8EjwUO4c7Kj0PvCm9Wzw0PJI8W7yvPOg81jy9uwo8EL2ouke8vbwEuZQ8\\/byjvAs91DvZO3C7UTzYuyU8mDzpPAw9rLwzPNU7oTttuwu9zzuKPEi8GzypO1m81Dwsu7+73TusPCw8JD0dvEc8szxKvOQ8r7tIPM28hTwbPVE6tjkOuje9tbvJO80687roPAM9zbx6vJY79bvpO4i87DulvL07CTxIvMW8ED23OyM8tLxlPCs7BTyUvKa8Djncu6w8oDwuvGg8pzzMPAo8dLyMPAe6Ab1FPN68DrsIOz67DT1TvJa8rjz0vL88STuBPIU7hrwCPOW82rveumi8MjoavU87JzzOvGq8Er0\\/PPO7lryHvMm6JjzVO8u8YDx+vBm9wjwuPJs8nrzSPIW70LvMPOe8Vj0IvfK8Lbvqu6e8kbwavIm6tjwpvI07Aj0JPOu7WDxQO6A6FD2zuZq8ibwIOoE8xrwZPFG8dDpsPJY8y7sAPM88\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 11,
        \"value\": 12
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 14,
        \"ndim\": 0
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 15,
        \"values\": 14
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 16,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 0
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAAAAAAQQAQACAAAAAAAAALVA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 17,
        \"value\": 18
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 20,
        \"ndim\": 0
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 21,
        \"values\": 20
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 22,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 0
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAAAAAAQQAQACAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 23,
        \"value\": 24
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 26,
        \"ndim\": 0
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
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 28,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 0
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAAAAAAQQAQACAAAAAAAAAH\\/\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 29,
        \"value\": 30
      }
    },
    {
      \"type\": \"int\",
      \"data\": 4
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 32
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        33
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 34,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 35,
        \"values\": 34
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 36,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAQQAQAEAAAAAAAAAAgAAAAAAAAAgD\\/NPSQ8gzo=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 37,
        \"value\": 38
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
        40
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 41,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 42,
        \"values\": 41
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 43,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAQQAQAgAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 44,
        \"value\": 45
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
        47,
        48
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 49,
        \"ndim\": 2
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
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAgAAAAAAAAACAAAAAAAAAAAAgAAAAAAACcvCO8CroMPFc8E70mPUG9dzztvFY4IbzUOww9r7xfu5+8lDuNPLi7HjuBPJi6+Tq2PLo7Vbu6u+08sLwcO568rrwYvGE7grurPG48AT1FvBI8Ijz8vEq6cLyGPfU8rTyhPAe9xbwfvCg93Dyku8Y8CL2JPMm8rjtJvc28JTucvCo8NLwDvfc8wDyXvCc9a7zTvIO8YLswvWo8oTxvuwo8Cru5O966jjwRPLy7kzzwPJe8IDyiutE8mrx5PKW82zyzvGw7I7sTvYk5m7xWPAq9FD1NPDO8GLrEO2c8gjwCPDU8qzusu5s82TsFvDW8iryFO4e8MT1nvLs8r7qLvFy70ryVPJw8uDzWPHE8dDwkPHk6BzzmvKk7rbwqPPI71Ly3vKM8grytvNK747woPDG6xjz6vDU7Q7rFvFY8qLwqO8K8ibzUu7k8srsTPLU8prwkPKc8N71cO0y8lTyFuya5rTwwvOO7Cb3sO0M8SLpVPGC8IbuXPIq8BL3DOjA9j7yEvCw8orwYvJE8VTsYOmW8njwwPCc8B72FvAs8Q7s6PfY7MbwWvI08rjvnu2W8j7zXPJ68tTszvHO7EDsSPCk6ubxlPGC85bzTPMG83bu+uny7yLyNPBu92TtvvLg7lTsDPKi8KjwoPcq7mTqNu+m8W7wUvAW9zDwDvOY8M7uKuxI9hDsEuqM8nTybO5g8wDwmPMM8BL35PNG7ITxWvKk8qjyAPMq8k7zevNY7GToavGU8i7yYvJq8HL2bvEe9irx7PEI84DxLvZY7crtxuoG7rTyzPKs8\\/TuXPLK747wJPVM8fzsLvNI8qztxuj48iry6OVg7EjwIPLa8jjyiPHg7yrsgvQw9aLzuu+68pLuJvKw75ztLPL+87zuUPP47Ij2PvD28IL2jvA89SzsiPAe8mzzRvHg72Tvnu5I60zy7PD89eruVPD+8Gr2KvIO7W7zBO5I8mjyHPDI5Bz01PK48ujwOPL88gTzvOx880btRPFQ88DkWvea6tTxnuyO7DLtDO9A7l7xlOxW94Do0vJ08DjzUvLm8y7uGu5+8Ej1euxi8wbo2vDG85LulvEi9HzwGPXa6LrzfO148QzytvGw8Mr2cvAG95DtuvE+85ToYvOI8NLzWvI28oTy7PJu7zbzfPA46HjxqOZk8Qbz\\/POI7ADxMPEC8JrzUPCO8mjzuO4G8C713vIg8YTzYPKm8\\/LwEOzW7qzwzvNS8rjvmPKE7kTwcvEY9XrzvurG7Az2kvNW8hbwNPJS8RD0hPKU8qLw0vFc8mDvKvG48xbpivA28hTyIvBO8FL0ePYq8oDwyO1u81ju5vG48vDsPOpQ8VLy8vJg6RbvIu2k84by4O9a8ALzCvNi7aLxOPXM8qLxNO\\/i7DT3mO6A8SzzyPJQ7Ar0PPOg8Qz1hvP28rrtovCw8M7vkvB88ZDvxOxq9srsBPTo7DDyMPD+80DqVvHS8DbugO428eLxiO\\/o8szowPHC8dbxrvAi9krwavWa7Eb20vFY81LqEPK27crzGvAy7sTtwPGA7Tb3YPEK9TjsXvdc7oLzSPE28LrxvO\\/+8NzwdPBy9YryZvKi7Qry0Oyu8t7uUPE47Z72nPD68zzsMveI7nLvoOyy9kzuVusq8ADuTvA29Q73GPCi83DuNPEq8N7w\\/vW88JL3hvIG8PTpZvMI8Sbz9PL8757uMvKO8JL1UOxA4HT2muuS8xLymvB675DwMPIy6dTuePNO6trwnPCO8JzuGvO48UruyO668sjwBPWA8bbxiOzO64TvxPGu9KLx7vAI8pjubvIe6TrwRvby8FrwZvU+7irz\\/vJ07pLoQvVU95bsFPcw8RbtKPPA7fbx2vKy70jxTvF487rzAvCY8NDxtvB89lTxVvCE9FLxuPEq9krwku\\/e8aLtlu4w8eTwGvOi5tjx\\/vBK8p7xePI08djxfPLK67rtKO1c8CLyAPOi8jD3WuGw8tLwbvY28MD3pPGo7kbwAu7087jxsvGe8M722Oxg9RThCvGc86jw6vK28TDxzPII8cTy\\/POc8BTy1PJc8ezyou4M6TzwAvBM9cDysu7M8frzJu4E8jrqPu7o8z7rVPAC9frz\\/Oz68A71yvdE75Lu1vM07Ar1GvNg8U7zvPMK5CzyRvGg81DuPPES8Aj1xvLq76zsou+e8jjyuvNO71jzLvO67Wj07PII5YDuBvJW71Lyiu+M8\\/Tvyuwc8zbvYPKC7BDzOPOG8Bj0IPHC8Q7zuu\\/e8XzzkvLq7NrsCPEM6YruYvOu8UrvRO5k8\\/7z7PNc88byUu3w7qDxAOwO9jLyguuc7crwPPC+9xDxHPIY8iDwruzI7WTzOPN88QLxSu9E7sLyFPKe88bwJPYe8obs\\/PKm71bx2vC48PDxaPJq8Kj1uPBc9nDuYuwc9N707vEq8J7yuvOo7wDtGvCA9cryDusa8czyCOzm8irwhO1O8sDu5vOU8Rz1XPJ28WrsVvfE8rjrbPFO9djxrPKG85bs2PJ08FLw8PIy68zzVO7O7wTwpO1G7wLyzvJg8gzzZvPg8JzzsPOu7ubtxvMU8Vr2AvHi8ODyIPOk8I7yBOzO7LTyzPGe7irz+PHM84rzfO7O8dDtjPMc8urwPPWc7BbrTvDa8RDwfvMA757wtugI9GLyXPE49h7zwuwK85LrOPMU85zvVuxG9xzwvvaS8o7tXvDy9xzvSvDo7hjzVvKW7GbyQO2Q8UDzHPA==\"
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
      \"type\": \"int\",
      \"data\": 16
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 55
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
        56,
        57
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 58,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 59,
        \"values\": 58
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 60,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAQAAAAAAAAACAAAAAAAAAAAAQAAAAAAADuvBQ8rbsTvXe8vLzluv+7yryfPO27IrwTO9C8JjsBPa47UL1ZPHi5OrzxvNc8Az1vPMg6KrxxvLk8wDwMvTy8rjxrPB48\\/DwEPZE88rwTuhO9v7wKvXs8VbueORe8sDwaOmO8IzyGvPQ8DT3DvF08q7xOvRA8jby+PM28dLwQPZw8vzwpPNa7P72FOx88FTzQPJW8XDyovIk8STyCvI08jLz0vBm9Lr25vMG847uFvCw81DyVu\\/i8sjzDvMa7MjyMPOi7OTygPKk8Cry5PLe80LwivGQ8zbvhOzK8y7rZPBO8IryfO0S87bzxvJG8DryqPI28ZTtTPVS8qrvjuy+9G7qGPKw8sbzcvKU8GT28PHs7ybyrPMG8wrwVvWO6xryKvMw7tzuDPEG78LuLPIS8ITwoPI26Rr3cu0k7gDySPCi91Dw0Pe88Gz0Dvb68Qjy6vBU8h7yBPAg9xLzOvK28Q73aukq4gbsLPTW8d7zyuwM8DrsjPM67z7wZPC46ibyYPFU8+Dq1PBE8EDwJO727gblPPJG7IjxzO6M8vDotPKg8qrsEPGe8zDu+u5k8uTzBO3C8vzmLvJ88rLllPO28Hrx3u8y7ODtcO1083Dzvu8a8wTzAvJ86ND1MPZg8wrtmPMu7gLy1ux+7Bj3JOwQ9xDzqvLC8trwTPe08JT3kPIW7ODxuvBU84bsTvAQ9rrxePJW8Gj2zu9a66zy4PFw8vjvuvOg6ozoRPO+7XjyaPNw61TsvvZm707yevL06+bsdO2i8L7xUvA88r7sLvb87nru8PPW81DyNvG67ITwpPOc5Iz0vO5y8ajyMPLW8uTycvHi8vbxSOpI80jt1vBm9Sb1FvZe85jsIvA+8mbzKvJk83Ty+PB285DvGPPK727o2vAG9dLwaPHC73jzZvMq7Zjocu6e7L7xuOQq87rxJvMm8TLwWvUy7l7uXu0k8s7yUu+i8ObwovPy8hTonuhU8uzyHvLq7oDvPvH+7rjwDPPQ5s7zMu1+8tDzePAw8PTwuuvM8pDy4Owa9WzyNvO27LryyuyO8hrvMOnI8iryiO7Q7drxAPPo7wrsoPJ27Dr3QPNa8xTykvC08pbvMO5U8hrzcO4Y8pjwmO+e8njmhu\\/Q8mjwfPBY8KLzRurI8t7tgPJ085TzyOoc63DxfvOA8SLzdvKa8Z724vH08C7y8vMO8OrwqPCA9dL3FPIO8ILxovBc8XTuxPAA8jbx6uyE7j7jcvAu9NzyXPC+8eD04vOQ8OD31vA+87LzGPIW8I71jPBe8W7yevD+9UzyOuw48Fz0Nvao8Qbscuiy7NDxAPSw8VbybO4q8kLyBPKc6L7znPFq85zvqO\\/28HzyVvHu7\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 61,
        \"value\": 62
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 55
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
        64,
        65
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 66,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 67,
        \"values\": 66
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 68,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAQAAAAAAAAACAAAAAAAAAAAAQAAAAAAACSPEw8krvhvLA8VLyAvFS8TzvmuTe9Az18vPq53bwRuiM90TzBPNC85jxOPBs8HjyfvAi97zq7vAa89LyivFq81rssPLK8yzwIvNS8M7y8vLw7E7wovdU7fbxGPYK80byHvB08D721vJi7Lb0qPE+97zwtPKm75byRu1Q8vjw4PB49IzwVPRS8nDuEvOQ6dzujPIM7szyxvJA85Ls8vWo7t7uJvGm717xMvX08pjsNvQo9Jryuunm8lLtRPL48Tjz1OnS8ZDx4O5y8UbzwvNK6K7wLvMS8v7yhvAA8Bjy2uzU9xDyVvBQ85DvRvJW7kzyrvL28iTwZvAC9yTwMvXy8XzxfvKS8vDyCPBi8kjzxvNO88Ts6u866UjzzO5k7EDw1uwo87LyNOwu9gTx7vNC8T7zouxE8XzxqOwc92by9O2w6ZrsKvOw6eToIves8TTy5uyO7CjwMvWm8Cby5PLc8Jb2xPJA8AjwdvLu8RTrPOl48wzvVu54787zsPFU88zzTvOY70zxcPDg8hzxMOzC93buZPJm7gbwcPII8F7wVPE48fzrhPII8qbx5vOC8BLyfu0a9xTs4vbk87jp+PLK7pjyMvCY8HDyMuzo9uzyYvHu8Y7q1uwc9pjrYPCe9XbzpPBu94TzCPIa8WjxavUU9Ar3MPKW85zsmvMa8pTtGvaM8Az0POeM85jxXvCc8mjzJu628UDuYPLS6Cr2EvIQ7xjxHume7f7xFvA88PTy3PLA8pjulPEI83bsNPAa7OToDPZm7pLw7vCO9krt8uxg8hDsqu2K7mbzbPMS7UbypvAo7Lb3MPPy75LzyuwK9vzsEvZC75zykPN082jzkOg88Ez0JPJI8nTwjvJM4iTzuOwk8j7x8vMo87zxRu2q7brvRvIy7YDwDPb07ajxDusq61bzOO2E74TxQuwy8F7wWvKm7izy5vO08HzyzvEy84btLvIk7ZLslvK48kDwDPIM82TtcPOW8e7z0PEQ8IrxWORC9xDxGPT48qjvVvCc8EjstO4W8ejyVvPS787zqO8W8vLujvJA8KDyBPAS8mbzwO2M8gzsDvTG8hLyMvCm8ADwpvGU8Y7x9vJg8LzwjOvG8k7pBumA83LgROm28VDtnvLo8jTlKPIU8uLyHuta8frwUPfk8I72gvNc6Lj18Oz08GLwpvYS8AzuJPGK7Bz05vVC8YzwePNY7lju6vF08kryRvEa7mDvgPI883bwFvCe8OTxOu887Lj00PSO7uDjvvLw8Gz0FvCK9Lz06vLs8TTxAOgQ8ibyCu1y8Br3RvPS7gboKumg8Mby8O8I7yTz6uwe9iLyJvJA8Jr3sOyO9sjshvfa71ztWPY27HTzsPKG8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 69,
        \"value\": 70
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
        72,
        73
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 74,
        \"ndim\": 2
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
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAgAAAAAAAAACAAAAAAAAAAAAgAAAAAAADMvEa7VDylvA89jjtRvCa8A71DvO88MrykPB+9XDwGvQE9MzwPvCo81bySurI7v7rOPMC8f7tPuwa7R7sMvZ282juuuqc8Sz2pPIM8iTwDO268DbwaPE48+bwGvLq7H70gu5i8x7vYumC86DwqvGS8jDw\\/PEi9vDxoOW08urvMPL48ED1HO7E8fLxHPcy8W7ykPLy8TDxKPd88vDjFN4q4jzy4PCg7C706PDI7Jzzdu6Q8oDtevPm8N7ziuyE9xbu3vOk8ELwpPTS8YjyuvKm8MryrvFu8iryIvLs4lTvSPA09XrzGvGg8+btFPCI7VbzsvDa9d7zUu4M8arvgO\\/K7TLvcPOs8JTxhPAq5krw8vJm8jjyJOwC9v7wTPPY80LyqvOy76jvXvEK9RL0+vDK9sTkEvI87UTwHPJ28Fbw4u648kzxNO3g8tzvUPNI75TwVvJo8ZbwWvUa8D7wDPAa7b7sYvK68czoXvD+9CDxjvII8l7ywPFY8m7wmvb68yTppvIg8DD2TvKg8MLy2u5W8+rwQvDo8T7w1vYo8lzuHvPE8LD0avaS8xryIu0y8azzDPL26xrxtvNA8fjzTOx+9Jrx2u\\/67MjnlvLY8GT25PJs7ZjxCO+a8g7wuO+c8kryXPBe8lTy3vN87srwiu8Q7Y7sBO0o8yrwbOxG8GTvSvO88QTwoPd275zyFO5s89LyfPF08HbzSvOo8TrzdPFq8QbuBPHQ7FzzLvMG8VDzGPDq7xDrbvI48nDxKPLg8hDyMPJC6nbubvPC7lrvxu4o8OT2WvPO8Xztbu1A8Bz1tPCI8Kr3WPA69Fju2PMM8EDxtu+y7Gbz1PKO8sbumu\\/y6AD23vGE8QTzDPFW8A70CPF08hLuRPAq70rxXPNi8tbuyuzk7RDvju2E8WbnwOxe9f7spvQW9Fz2HPL873zsQvZI8qzoGvQY8\\/DveOwu9T73HvAQ7njslPGM8D70kPF69GTxLPJE8fzzlPDo7YjxTPIS7BLxRPFE8bzxJOxq9tbxyOxc9drxCPII8t7pFuri8rTlsvMc8uzsSvSk9grywPAY9HTxdvIe8MzwFvbE8mrygvDE9D73lvP+8gLsVPe67W7waPVQ8Dr2ivNq8NLy0vPW8CL2NO8u7lrxtvZC87zxFvBo7Hz22u6876rwTvO67S7tuu4A8w7zpO4i8PzxeOwM9nLwTPB88Izt8vAq9GjyRPFg8JrwVvSs8hzwDPWO9v7xhvAa91TqpvOc8Gr11u228Ar3MPHM8qDwdPLc6mzs7vMW8yDp1PKq8UDvGu3M8HbtYPIQ737yGvBu9HjyUPOA8ULyxusc7Ij3nvCu9LzyTO5I8zDoguwA6pDwCvYq8ozp5PA08tLwRvAY9GbwfPXi8wDxkvLE8P7uvOhs9LrylvLo7ijyAPL+8lDwzPAQ9RjuBPME6LzvIPD28ajz7PK68DL1RPLu8z7zkPHO8lryVu8u8GrxBPEO4y7wxPPW7OLujvFG7OrtqPAA63DzJPF88OzwaPbQ8hjsxvRc8ETwlu748h7xQvHa9DjtJvIw8UzsRPXw8UjylO188FT3Zuy49kLmZvBu9F7wYt7u8DL15vAQ62LwTPOg80rxHvJi7ErwCvTM9IzwfPAQ8vDwWvJu7hbs+PUs8D7vYPN87TzwmvS68kry6PCA837yBOVA8MDwZO+E8rLzBvMC8wTyTvFu8DjyrvPS7sTr5uWC6IbxZvMi6ZzypPMI8yzxUPBU9sDvCvDs8vzxEPYq7ILynuiU8cjxgvPQ76btHu0o8Jj23O4C7kzyRPJ48zDxTO7g7t7t5vKC8hLsuvK289TtYvTK8l7r+Ozy8u7wBvB68+LsbutG8PTyjvIm6ljwFvZW8j7y5u6c8oLu6Oo+8mzxDvPA8t7zzvPm8UryAvMi8VDv6vF87sbxnu1y9dzwUPCS6GbtGvFC89TwYvA+8yrznO5S8PDrCO4k8XTvnO6W7rTyVO0I8YD2UPIW8Nzxku\\/254rzfu3i8A70MPNs8NjoHPMi8sLwtPfi56DmIvKO8Gr3nuru8gjwFOO48qrsVvZA6HD0kPRI8jrpmvOY7izwpvBk9fLyfPHe7szzpu0Q8vzlGO+K8DjxoPJm7hjyTPN48ZDwIPZa86zygu3Q5bDyIvIG82bveut67GLtCO708OLxHvA48Yzz\\/vFa8QLuuPBa7+LeXvLS78Tx9PBG9TbvtOyQ8kbx3vMe61TnLO9i8vDwSPYY5H71TO5W8GT3Quz88u7wePB89Iz0NvMS8VTvgPAq6Bb2cvIK8xry5vKs8BTubvCu8gTukvD88oDvGPLG8Gr2cPM47Or12vEW77TuRu4m8pjyuvAC9+byYO2m6Jjwau5s8DDzeuu87NDwnvWm91jzEO4I8OD2fO5U8dzyCPOW8Cj3tvOE8kLxavPE7CrsYvDk82rpkO7o8HD2Duwe82btRPA69oLtHO468wjyaOfk8kjywvMy6YTyBvQ68Ib0pvcs7rrwfvdC77bxnO2Y81LqrvE08sTkLu2c8xbwCvDy8pDl6vEm7Nz1qvDq8+LvvvKM7u7ujuxm8pDvHPG+9qzvNvMY8DL1MvI+7SjywPJ68Oj1kPAk8Dj2RO\\/47BrwTuwK8mTyDvGQ8BrswPLC8WLy1PNQ8TLuWO4e8P7xivBk8hbsCPVS8xDzkvNQ7+ztLOzG9yLxGvdY8XzxMvY88KryzvCw9irwGu5G8AbudPA==\"
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
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        80
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 81,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 82,
        \"values\": 81
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 83,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAQQAQAgAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 84,
        \"value\": 85
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
        \"value\": 87
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
        88,
        89
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 90,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 91,
        \"values\": 90
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 92,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQBAAAAAAAAAACAAAAAAAAAAABAAAAAAAAAVPMW8R7xLPCS8tbsdPFU8xzvQPKA8ND1DO0g8krsfvMM5FjrzO+a8GbyQOxQ9dzzUu5O7W7w4vCo7Qr0PvJe7PTxAvXG8mDwBvKC7zbqBvDs7ljzVOqs5Jb1pO588Oz0IvIU8gTwSPA880rssuvU74byNOuM8lrwDubW88TvkPMA6Ar3xvAc9Az3fvL88qLwRvZK87byyvMS6W7pYvBm8BDymPOq8qrskPBM9EjqJPMe8l7yrvEq8vrxBvIg7\\/Tz9O747Jj0kPBW9Eb1YPMy7CTp8PQW9ZDsLPcS7wzyAvNS8yzyRPFO8MzuTu7M8r7s5uyK74riNO1g8YD0uvMY7tDzMvHC7AzwqvRW9LDzLPJW7AzssPNq6tLkxPJy7yDz1PLK7Gj2pvGm8grwiPEq87LsIPIi8LbtGu308CrzvvJe8Cr3xO0K8CDzFPMm8szyoPBY9DLyOO0S9DL2TPOG88rzHPNa8qTt7vFc8crvBvCy9YLojPLQ7ejv+O5w8C7y0vNc6gDwxPPq8szvKPC49DDpUvIi8Cb1tvNq8OLyIvI+8wTy8vJe8eLrMu3U8frxCPU28JDxEvEw8jjyUvF+8iby8vH082Lvtuxs8cztZO6E8tjsku7O8hTz0PIO8UrwovDi7STwiPG28uDqsPMy77DzRvFm8IzxxvA+8TrzHvJk7fDzSui88DD1Nu706+rxHveg8kTt9PHk8oLlqu+G7kLw2PIy6hrubO5g8lrx9vPU8XLuIPP07GbxGvVM8TjwDvD+9+rnRuTG8wzssPPC897wcu\\/u8Djw6PQU9VzwAPYu8KToaO6w8tLyKOwk8ebwlvIa83bvuvOi8mbtAPHc7obyvOda7CrwfvJw7ezykO+g85TwOPF68iLz6vE48ATwDvHg56ruUPAs9D72VO7C8G71FPOg7D7t5O+E8wzwfu7U8c7zBvAm9DL24vBm9GLwEPK68RTwAPOI8njqePEM85jxTuRS8jbynvLI7yryFu1S95zw\\/PAy9ojvcO6u72LsMvc+7ibxIvJk6KzuKvKk8lTy6vAI927tIPBq8vjsbOsW887ujO9u7GjxOPOy5+rs2PDw7h7uIvCO9DT27PGW8pbxNPG28HL0iPMm7irwCPSA9RzyaOxQ9GzxjvP07EbxSOo08Tj2NOvE7bzzkvBg8FjrRu8m8Gz3ou\\/A6ubxrvAW9grrXvJs827w+vVK7qDufOvc8lzyHPAO9Nbvht3257bkaPWs85jubO6k7wjsFPVs9wzy2PDe87Lw9PJc6Kr2Eu\\/W8truLvJq7z7xwuzy9urzAvAi8LTzOvJM8y7yMvNu8HL3IvIe8wbzYO4M8TrxcvJY8vbu3u+M8EzwVuka7mzsZPYy8OzynvC+7DL0pPDO897zzuzC8O7znvFa8mTvOO6w8jTs\\/vBa73jqIvBe6zTxevJK8hLy\\/u5a8Irv5PGY8pzxcvAm99ztFvAS9BL2nOyi8tDqwPHY8pTwTPWw8iTzjO4o7r7yuu7E8sDtePCE92LuquyM8sTuAvFM98brzPEq9OrxFPNw78ru4O5e8JrvoPL08dLydvBI8wrs9Pa88E70BvB68Gr1WvJq71Dr7O4o7zDvzPDA7vbzMO+08JrsfO2o8fLzxPAs8ULvgPDW8F72wOxq8pzqTu8e7hLxRPBW8kjywvDm83TyFuuk88br1PGy8YLsJvXE7Jz01vTW7lzsSu8Y6hjhRO70837yUvKu8\\/7yju9E8+jrAu0W8\\/bqLPE48RTxWvAe85zvzvOG8mrt\\/vGA8+biHO\\/s8RDwHO\\/e7izt+uvG8x7v5Orc77zsOu8C7A71dPBy7WbzVuoc9uzsHPOA8yrs0u248R7xVvL28rzyXOvG5ubyxvDg9mrvBvLE8dTygPK66MjvLu488uztbvKC84LyovNE8GDwtu4a8zzzivJQ8Czw0vB68g7xjPDg83byzvIY8ijomOxO8Bjy2PKs7pLtzO4A81Lz9vBs9ljvOPJi8nbyMO7O7j7kEPAq8sjyRuzw8BrzqvDi8MDx5PCi6IL2evAe8G738O9G6Lr0uPBm7urwmPYU7Fz14POa8iTy+u+Q7Ob0nvZQ8Ir1BPG87dbwLvLe8hLyBPEo8OzyCPEC8wTwvvBq8VruPvO67cbydup+6pTyePJq8Br0LvQm7zbrrOtq7F7yqPKY6BjydvPy8XbwAvRU9ZDyeO848LTzEOTa7qrzpO4C8s7zLuqM88TpxvHA7GT18PHi8mrzivIM8gLwGvZi8Az0dOwA92rwjPII8QrvPvO66GTwiPd+8prwPveO8EDu9u9u6hDx3u2a7qbxuPAO9VzuFPNc7MjspPJc82jzHPIS8gTz+O8m8Eb1yPIw8irsgvaE8HTwNPAm8tTyIvFY8oTwpurS87byJPL88rzyRPJa7n7xDvPy8G7sbO8e7dTwNPDu8YLwpOwU8gbuIPKW8yjxAPCa9OjwEPS68F7xZPOU7k7qJPDY8h7rUvOS7Cr3Lu6w7UDyCPAU567s9vSS8lDyUvG08cbyQu1S8qLw2PBq79LvRvPG7krwUvR89yrz1O7Y8Mby2vLO7MzwUPeS7HDsyPLG8XTuXPJ+7dDsEO\\/Y8r7ybuhQ6CD08PNS7GD28vOW8ITyTvE49RTwoPJ883Dz2uvu8drzLPIK8Db0mPL67Hj0GPRe70jvZOgU8wLzQPPY8lzrFvBs8GrzTvBK707vKPEu8V7wkvFu8rzzEO4W8VbybvKS7Qzx3uyG84LvUPD48RzkDvWE8vDwkPI88r7zKPBu9zrsNPIW8yDzmu5y6zjx+PJU8B70fPJs8h7z6O7U8u7yvvIU8d7vku0g8CrwfPT08o7yMuac7GL0xvMO6hbtzPCW8tjzvvCS8Y7ugu0S9rjw+vBW8VTv6PLE7mDsEvUm6xjmRvJY7\\/DwQvfE5ZrymPAo8pLstPNi7Db2cO+c7L73sPES7kzyduxQ8vDyvvLo8ILsBPE88hLxqPPg8A738u4u8R7yovI06NbztvL88ijwpPOS8azsrPIi557zrOdI7s7sqPL28vTyAPN88zzvtvJg8Ojv8uZS8hDz2vGk8bby+vDy6cDzfO3i85rwRPBg9OzsjvYc7pDwUvTC8qzwFvVw80TvgPPS8MTyZPPC7KjucPHK8jrxDOyc8xLx6uyq9ozyivKW8pjzRPN68NbxxPCq8BLyLO028grxFO9y8m7zRO\\/y8gbs6vIu8fTwAvOC81rwWvaY8abyuPAK8Iz3JvLa8Nrwdve+797uQPMu7jLxOvD+8gjsKOyS8HruEPBm8A7z9u0K8grzwOlI8ejr0vKo8FLuhuwo8D7xBu9o8ETtaPKu8Obydu588KbyPu8e8ATwjPPK8ZD3KPIW80bwHPIM7hrwTOU07AjwmPRU907zkvLk8mrxPPMK6RLywu1m9HL02PMi7RL09PM46Qb2XPLa8qTsLuio8pLxIu4w8hby2Osi8dLyeOai8eDsEvZ05nTzPOrY8sjzRPLa8rru+vHa8+Tt1O9e7pju2PAq8MzsBvFK7ILswuyA8KT0ePBA9sLrpOwY7oTzuPNi8xjzrvB68KDz4vCg9tbsjvas8oDyDu4U8QTwhu228VT3xu2u9AzynPMa88zzcvB87Urr7uqG7NryxvHk9TbyVu2w7TbzSOUA9mLzFu4U8dTvjuhi8QLpSvYE8hDsJvXk8ET2LvHq8UrxRO4274zwfPTa8mbqavB+8PLuEvDw7j72fu5q7z7zTO428MjyyOpg8CzwBvIa8aDsYPPe8vDsyOq88sTsHOpG8LLy1vKk85ryZvKU7gjy4u8+6CzqtO9m8iTzCvLa8iTq5PIu8oLvjPIe7I70WPEm86LtHPHc9g7v8upS7pTrVvCe7Mr0GPHI8erzGPE89O7ypvBQ8H72gvMM8njxOuwe8Ub0BvJi8x7zfu9o8ljtTuv+7Wzv1vC88A7yDOxi6JLyBu\\/u8ZzyMO8A6EDzjvN+8xrsEPMC8sroovJW8eDybPAs9XbydvKq8nb0bu8s7tDsRO3a8nbtgvcK6ybymPIc4Bb2ZOwA9jjqQvPy8GLvqOrI82byRvOg7HTwuPPG8j7y6PAo7pbxUPM68oTwBvNG52TsfuuO8PLyLO808vDymuyY8bjuwurS8y7yIuwi8ELyRPNc8ELzXvJi8YDzSOwi86LsgO4y8hLzSvJY7Er3xOz+8H71LOj08gbwNvBW9yTzmO568dTwCvPc7eTtSu0G7lTyOvLu8GLz5u4i8orwJvUK8Sru3vEU75DyQPKU7J7yPO9M6mTynvJO8w7scPQQ8JD0zO5m7ubwFu7u7vryhPPk8SrmyPO48dbzEOyG9Nry6vG68l7tAPAy7FDz9uo27jTwfvC88FbxWvDO8OjuVvG47jbyMvJ08LbzkPCe9qzyePCs83Tv0O9c8kryOvIY6sbz9OxI8zDvIPBI9PTsZOwA8b7w6PPm7UTurvLI7dDukPHy7uTwSPIy8TzoAPeQ6hjxAPQu8mrvWPL88C7xVu968KbyWPC886jzVvPQ8eTx7PEO8jjwcPFM86bw+Pcm717wYPM68lTt8PCa75zvPvE+87DouPJw7yTynvGM8ATx8O4q89LsdvGs87zxwOzS8+DuIPEM8krs2PL67ijv0O8y8fzr0PHO7ljubPPw7wTuMvNe8ETynPFQ52jz1vOw84Dv+O5c8WD2NPAy81zzmvBQ92TtSO\\/68Jb0RvfY8nTy3O9c7hjwyvKu8DL24PHM86zoIvZg5cDzIvJo8sbsOvNA6XLwXvbO8STwfPcO7Gj3PvN48WDslvSI7Cz24vFK81DyfO1e9VTxVvGW67Lq7vOy7TLuNvJi7mjyzO1S9ZDwkvK48UDz\\/uxI96zwiO6+8ALyRu\\/S8rryKvMu8Mzw9vIA8Iry\\/vLk8TzzruUk8Zr2Cu5G7gDwXPXi8sTx3vAU9JzzLO\\/k76Luouu08krqePAy8NLtCPAc8P7ufO+o8H72ZOxw8LT31PIg7Cr1lu+k6VLtRvK28RD0CvdO8n7zyPNg7gbyRO7488byQuz89Kz1SPNC7XjzZux48r7zSPLm8HbyIuhU89ryZOyq7djzQvBe9jbzhPJ64QbtZPO27LDzhvCG8brxMPLi727xhPBC7WDsuu3s6WzygPLI5vrreuVq8yLz3vKg5ljzsPLc8XTy2u6W8QTzivKS7rbvrO1k8zrxDPLS807yXvJS677tIPL87n7z9vBu9c7w1uwm997y6PG27dztEvQc8mzzsu1Q9iDsBvJ88wzuZPPk8hTvdPPU7urwvPb0897sWuzK84zzdvAC96TzAO3o8yzulPMm75DzavJO8JLz7PN08tTw4vSU99rw\\/vPy8hrx6vME7TDwSvR+9TryNu5w8iLwOva07BLyIPDk7DLyoPMO7+zyxvA49EjxGvBA8zTwGvOq89bytPA+8\\/Tupu+s8crvbvLk8LL1fPD68\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 93,
        \"value\": 94
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 87
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
        96,
        97
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 98,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 99,
        \"values\": 98
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 100,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQBAAAAAAAAAACAAAAAAAAAAABAAAAAAAACzPBO9k7zmvJA8mDvAO8M8EzwMPAc8Cb3bvA+86DuVPNI7rTtZPCC8nLubvB49Nb3OucO8MzwZPK06DT2XPLQ8qjxVPAm7nbs8OwG9M7z8PNI7ozzJO945m7waPMM8bDwPvQK8mzyuu947KT3OvPe7jrymPNg7RjwCvY28rTvGPKa8F7wWvZw8Jb3yvLS8lznhOyq7Dz1NOZ484DxjPLE8TDs0vLy8H7zYvLq8ijmPu1+7BbzKvEi8GTxbPPc8tbuUuwU8Iz33vFc8urw1O488mzybOtQ7B7zPPCK9LDzmO9+8iLuNPMK7gjzoO4s8L7uFPN48oDyaO648GDwGvYO8iryFO2+87rwbPKK7vLyRPEG9qbvjOqE8Ezv8PB67uLxHvaq8Oryyu7+8STv3PAS8PLwtPOm7DzsLvFi8rzwzu6k7o7sBuyG9Bj2yuwg9q7wKPey8o7zduyS81rxWOxk9MjzavKu8+LwwvL+72Dqsu0w7KDrwu0Q8rDruvOK8O7xNvCs8mbtXvKU7Hbr0PL66xryfO6M8ijygvB+84TqKPJc7ezzVPJI8dbxDPGu9sTuJPEK7Fzuzu508Gr0xuxS9qzwGvba78bqDPN67g7yjPI46djwVvLy8NLnhPPK8XDz8vHI8QLzmO+g7jTw\\/PA69GTw3PAQ9C701OzS8NroGPeI8ZDxlPLw8urymPLK8KbxjPO48XTy6vLS86TwOvEi8i7ysPFO80zwtPFY8z7ufvGg8ObwPvbm8IDziPAE8JD2NPC+8LbvfvCc8vbztOxG7g7zJO3u8sbxrvN279rsjO8i84jyFPB+9ELxevKu8CjwEPFc84TvNupk8dDwaPB+6ojwhvYa8pbwlPQE8F7xJO6s6njzTPAK9YjwSPRC8i7wUPbM8VTyVO5C8ED1nvK48QDy8u1E84bubu7i6Er1PPII69Dy7PBo9Tj3BPBy9JryCPCa9oTuIupm8zjurOwS7JLwQPA095rsivCk8ET3FO5O7TjxXPM680ztlvcI7NDzWO+I8jjyqPKi7pDzdPJC81zzfPKw6yDyevI47T7qYugs8mzzGuuY71DypvDM9FTzFPPO7DzzqPPs7hrzwuwg8\\/LxOvWy93TwHPCg9yLuDO1k7xjuLPAO8ELtTvLs8+7s5PBW8HTwuPMw8LDxWOxy8J7yzPIq7R7xdO1O8v7uuu+q8c7wpvAa8aDyfuz+9J7wovR48E71fPDy8D7y+uwc9nTwlPaQ7H7y4O0M8o7w+vf66rTy2vAY7dTwdvM088roUPVi7ZTueunW8CbwVO9e8B7yXPFo6vLyGvGO59TvrvAG8RbvLvP48qTuhuwm9NTxePKw8pry+vMw8qrsOvec7xLy4PC89kjw7PHK85jv+vF68Fr2GvBQ9LjxcvN08uzuMOlq8Hj2rPAg71DygPPo8bbsbPSq8qbx4OlG8HLx4vOG7szuaOj47vLy5PE88QTwKvcg8qDy\\/PB28mbyPPJC7krwgvJ88Kbssvd08kTwKPVW8zTsQPaO8ezy4uR68jzyDPBa8ojwAPMu8TTzbu188JjxtvPs7dLtcvXy9WTyDvHw8GLwGvV48gbs8vaA8DDxPO1E8LLtFPB88rzwBvBw58rtgvLa7l7xhOzG9jzzau8i7WrsxvA29Vz0Dvdy7Bj26PAE9J7r0u2c8zzzYu+A6pDsUubA7YDwFPA888bxmPBg9kLy9PNi7kjsFvIi6ADvovOu7CbyqOpy6Bz0AvE4637wRuw08sTtYvCa8nLzhPJ67Gz0fPe479zy8PLs8g7yrvIO887waPZw8iTuLPBO8LzyTPAk7DTxTO7a7ebztu1A7Ab0ePRO8Vry8uzU7bzwBvY28PjwnvGa7cjw8vFQ8HDyVO6M8Fzw2PT+7L7w3vBe8g7yevMo7bbwyPWS82LzvvOW7VLuLO4s8Mj0VvWA7ND3dPJI8ijzIuv27nLysuxi7YLyBPPI7f7wMPUI7JLznvMQ8mLu4PMq8qbw9vC48hby+vHq7S7yGvAu8f7zbuqu8BD1KO9o7LrzTO1i8eLz\\/uyU8tLo5PIg89ryRPP+6Brz0PPW7JjyhPBG7DTzdu4U5R7xFPE88MDyMPGU7O7z0OW67\\/bz4ugc9TzwSPaO8gDu+u7m8zTyBvMw70LxtvBK9ObzLuJc7dTzFvO+6p7y0u+k8EjzJvIY8ZLy1OrU8kTynvAM8GrznPIY8ZLuEPIa8JztePIW7zDsGPaq7wzs9PJC6hDxqOww8Wbyiuxm81jt2O5U8V7y+u2280LxROcA8GTyVuxG8Qb03vYG8OL0xPb07eznOuuk8arxdu4G7l7uOvHe7ZrtdvLQ8DrsBvA49mzn2PP47u7z+PJo8NDssPa87Yrw1PUG807vuvOC8Aj3\\/O7I80zy6u+s6yryxPFs8wjsOvR08Er1rPM47e7xwu1m8BzznPB67iryivD29m7xvvA08KL3Vu+08K71JvKG8bjwCvXi7Fj2hPAE7fzxmO6i8UzsdPRk8qDurPJm72rx8Og+7gbyuPFg7kzwUPQE81zzwOoY8jLyiu568Cz0nvB68Gbz9ukC8Kz20u387qTxfu0K95LuoPFy8XLzYvBs9fbzyPLQ8sLuhO\\/28HjzButq8ajwkvKw8P7wJvJg8nby7PAA847zhu446FrzFPIe8Tb1mvN08VDzFPBe8orx8OyO9UTwNvdW7hDwGvIi8Bb2MvAu8xzw5ugU8Kz2RPCS8A7tqPIo8KLxAvbU7jzy\\/uRy7sDzPvIu867xtvHw7hbqtuys8gLuAOxY8\\/zt2vPO7QLx2PEI85DsPvGW86DyKPCu60LydPAs8zjyRvBu8wjwGuyA4BL2GO0Q8uDt9vEM8CLzEu8K6lDwiPPu7lTwAvRU8FLuhvJO8sTyiPKq87DwGvHq72rzbOhe8VrzBuwQ7VbyjvGc8HT3duXE63rvMvBs6NzqMPLm8ajzQvKU8fj27urc7OT0QvLO8njwaPTU9qTwHPdA807x6PAQ9Q72iO5Y7bTzSOsO8drzHvC89Cz13PPu7w7tAu0o9pLqGvPo7ETzFODE82LydvCI9QDxDvBk8wLwTukA867yZvCc7Fj3fPN88sztVvOo7r7sdvDq8izyKvIS8c7yMO+I86zsPvco8ADwTPKG8DTwau+w7wLkYPC48KTwKPYO75DuPOzY5IL0EvEQ9izx0PHC6JTujuwY7hLxLu6k6d7zfu6s8IbwNPfy7YzwQOyI807y4O\\/u8mryxvDE84bwSvfq80zwmPJg8kjswPKK3r7sJPBu8BL3nPIQ8HDzJuye8ebx7vI68q7vBuxW9Ej2lvIG8Ar3ePOs7ijwJvJC85rxLOzi9cD2Fuji82TtpPK48YjxsPLQ4qzuHPAy9HDvmvI87ljw5vEU8Ajw4vHq70LyIPD28TT2CuwU6LbsuPWE8ND1JuzU8sjxhO3W9sjwAvWc8PDymPBO8Q731O6S7HjybvLa8nbuIOwC917qJPIA8Xrxpu3A8lby7PNm6C7wpvY88Mj2fvKg8kTqHPEm8AD1fvIw8vLkTvES86zvZPAA8Qjwou3u7bTsRPT88\\/jv\\/vG88ajvfPEI8Cjuwuxw9czvBvGY8krwHPRq76rtxPJw8xLwYvFO8njzxPL2707zSPKc6dzwvu3+7Fj21PPG8wDyvPKg8ojztu5c8ubtdPJa7ybyrui68GL3AvAK9krv1vI48KrydO\\/q76rnBvEO9Aj2gPLw8IrwOPI+8KTvAOwG9SjsRuxI9LDyXvMq8DrzXO348lrp3POG7s7s8PMs89zubPKk8zLoNO508yzz9PBW7Dr3YPKo8jbzjugG9MbxuPPQ6NrzePGy7r7zEvOg8k7xLu5e8mLx3vAU8+bnUPPu8K7oRvCU8WruwvPm80zrEvNg7yLxpPCe8kruQvIe6NLoFPOY7y7yovMO76bvEvHm9n7vDusm6gLw2O94867uVPAY8NLzrO1s7izuNPMq4GDyTvB49YrwNu9c7yTwzvEq7DjvGO4k8ZrwJvfa8oDxZPPm8d7yNPRs9wDzQO8O8lLyQPNU8mTyGPWG9rTxRPIe7KryFPDy8QroQvGU8nbwRvTi7DrvYu+o76ruDvAo8GLs\\/u9O8\\/LuvPBE91rtku7u8Ib3Hu9+8I70YuyM8rTxCPPC73TsAvUg6SD3AvJu7xTvPOo28\\/bsUPJs8Db21u427fby5OqO8Q7vGvIq5OjzauwQ9kjs8O1u857wdPby8WLugvLS8fLwoPCU8qjw4vDG8pLwMvca8nruKPM07kLxsO+Y7eLtuPLg85TtrPCg8DT0xvBI7PzySPFG65Dx7PEE9JrwKvIM8BT3QOw28aLz3u8A8c7yNu4G8QT0cPJo5uzzVPAa9MbwqvHm5xrsTO8g7CDzavJI8Vbzvu068rbytPPc8gbu2PGY8IL3EvHk8GrugvPA83juMPKK8KLyrui08zzybvCq9Fr0IvXe8Bj0YPL88YTxhO5c7hLxPOzY9yjxDvMq6CLyVPIK8UrvyvIQ7DD0BPMo8NzsfPeG7N7y3vBW7kDuYPGg89DoMvKk8PzxEvLW88LsvPB88m7w6vWm8RrumPAI9zjxTPQE8QLznOj87WLwKvSE8gTuGvE08gTsTPbe7G7w3PDC8mLzvvCw95zsgvZM8PTxfvWY8lbyHPFY7tzziuwU8d7zgvCO9Jz0cPDM9qjwaO3K8KLxvPL68wzqJOtK8IDy1PC08dLspvSG8yDyQuhQ9EL0evZM81jzsvG28nToTup27hLvUPIG8zjvvu6a7Hz06PRm9SLwxPDa8lTy8vIs77jwcPXs7grxHvNi8FbzXvKK8+DxYPMi7hLxpvIA7F70tvYy8rbxhvYW8hLzXvJK8UzyxO3Q88bwru4W89bzCOhC9ZzzqOwK8Urxzuwa8ljvmvJi82jzBO6S8FzwHvD08QDyYPL08YbwQvas8cLwUvPY61rxuPNs8nLw0PMc8jbwSO\\/C7czzIPEY8DLyAPGE8pzsOvHc8njojPHY7NTtUO4M8Abx+vPc78bwPOym80DwvvEc8qryPvAa9tDzhOoE8ljwfPGo8hTzTPKk867zWvKm8QLyGPHg83TvPPD+8hbzYu088uTwFvfO8kTvGvDk82LzvOy+8P7yVPC+8ETxmuy49rzwivAO87jyDvBi8TbwoPIQ8gjyAvAI7irwIvEW7HDocPJC8urtXvLM6FDuIu4c8W7xRO3i63rymPDo7ErsEPXA8hzzeOrE8gzw\\/vKW71zvqOyG9GT2bO5888rrAOhS9PLwKPJK7VjwDvQw95zyrvDQ9Nrz0Oi28PruWuhI9A7zlPCy9QzxfPRM8B7yfvDq8ILy6OnA8Cj2\\/vNY6p7tsvJq6dTwhPFI9p7z9u1A8A73WPNC867xNO+a7q7wku3e82zwiPAI9TzxRPJM81bwMvPE8GDvWvIM8r7zSO0Q7n7wxPWS8bzogPQ+8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 101,
        \"value\": 102
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
        \"value\": 87
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        104,
        105
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 106,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 107,
        \"values\": 106
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 108,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAgAAAAAAAAAEAAAAAAAAAAABAAAAAAAAB8O1w99Tsku8S8yzycPFs7dTxLvYe6QTyquvA7B7yUPGk8BDvEPPC8BTwzPOQ8zbuqO3O8dLy7O\\/y5g7yhPM88ED2QPPi8w7vZvOY85DtAOQ89vrsSvRS8GD2WO5i7rTuXPFC6LD3kPLW8ML2pPKK7Lry1PIY8WLxsO388Iz2vPAS72Du9O767l7sEuiC80DtxPLu8uLsFvd08sTzqu305Bb0VPeM8rLzau7671zwIPHc8l7xjPEa9wbuPvCA8j7xKPO67mTtvPNM83by4vIa8K72vu0E83DyUPK+8VrzwO4o877zTPA08yTvZPKW8AL3zvDw8eTy7ueQ8q7lbPCM9wTyJPG67Gr3zPCi9qDyZPCo8ujw+PKS8ErqSu9S7dDyzPMI6\\/TunvHa6JbuRPAW8BjzdvEK8vjzPvKI8tzoMvds7orwuvLS8mzypu7O8iLtHPBM9Cb2Quha7bTzHu9Q8aLwmu4O63bzMvGu8prziPDI7xDqKPJQ83jxsvLo8GDyMPA+8f7yGvNK8hzrJPLa6Bz1PPTC9nLykvAm8E70jO2E7IT0gO+47JjwlvEK7B72mOtu8hzvPPCu7vzvfO\\/48FLzYPIy8Db2rPG68G7xQPMo69jvQuwi7DT0cPDY9qzyKvDO88ruYO0q8AzzkPFU8HrumPBw7P7wKPAm53DsZPKg8ULssvPW6prwXvYs8NbxZvKg8BbutO\\/A7yDylPO87Cr0hvIw8rzvZOzO8UbxFPJU7L7yVPEK9LzwQvDg73DwSPYo7VryUu\\/651zzbuz49Trz2PEc93LogvTK8YLwMvKc7gDwUPNO7sjxhPMi7vjy5vCS9KTyuPPA85Dz8Ow87jTzHOz+8wjrJPJs857z6vJq8YL2RPLu8ebw2vOM7wLy7PIU8iLwcPIS80TudvCC7BTzRu\\/U7Ir0QPaU7Lj01PJy8kLwPPNm71bzYOz28JbuCPCU8c72COl68A7yMvIK7trzguu48hjuDu0i8vTodvdQ7X7yVPGM8gTwmPR483Lymu+65wjy4vFA8EjzguxS8bTy5PDQ8r7u\\/PLM8wLqIvBA7Ijx4u5i8uTuFO2s8SjoIvRq9MbqtuUQ9FLvoPHu7Tjxsu1E7xDywOye95LwQPc87czxQPIm9lDnKvBm8vbz9u7q8PDybPB+8nD3MPKW8bDwQPZe8dLymu1+8YTwVPae86rwAvMY6QD24vJG7TDuVPA+55DykvNi8n7y7PAu8qjs1PQ28sjvCvEq8FL37vDs7Br2IvCM5ZTvqOw68pDyxOyU8tDuKOow9C7uZPMy2DTwGvW89QLssOo27kjvYvBo96zz1O8q8kLy2u9m79TxfvBK9xjuYPH087LvYPII8XrwqPaE76bxcvT28IrnJO9e7aTtQvPQ8rbyRPAo83juYPMg86TwdvHo8C73euyq8Dr20O5U8+zumOgQ8g7ySPHO8zTspPAC9FLxGvB+9hrwAPTy89by+PPi6gztpO+M8qTwKvFu8bTyeO6M8OjuFuqu8hTxzOpC8vLzTuoC8gTusuqy7PzyZPKS8uTtKPIM8wbrYvIK8sTzOPL87T7yAu9o7JD0KPa88brwsPbO8Fr10vDS9vbx+PNw7k7oxPQu9AT35PIQ8Y7xdu6y8SrtzPBK9ETwBuy+8QjvxPNs7O7vxusy747vZPMY8KLwFPBa9hTxqu007AT2+PMI6+LxgvLA8mbs1u2U8PzzyPCa8QTxIvaw7X7twus877DuBO6u8jLy5vLI8rTysOhi857ztPOs8wrytuxm9xbyIu6S8HbwHvBI9VbwLPPW8E70ePGM8Y72Gu+w8sbyZPEI4MrySvCO7\\/LyMPIE8Lz0NvZG8trxbvLu8Eb37uwi8TbwFPQE8jzzePNy8oDvluqC7hjwyPMk7wLyGvAU80ju7vPC8nDzDuww8gL2gPM48iDzevCK8DrzIvA69ZTuNPMs7jrvGvNS8OryCvac8CrycPKq71Lu6O6U8SzxdPLU8xzxIvOG8I7yLPFM9\\/bs4vF68jbm\\/ORc8arzuurM8krzavME7uDygvEY8Db0PulK9Wj0FvAK9tzwNPKQ8Qb34vE08sjzqvBK7mzvhu5U85DyBvIs6ZLodvX07ajyVu8y8Hzt4vCi7LDudvJg8JT2Bu7o7EztwPOs8XLvSvOG8m7sku9a7ijv6PB090zyHu2e8xzzhPMq8rzuEPKm6nTuSO087zryCvOa8iruNPCG8NT0kuyC8xrxaPCi9wjwvvIa8b7s8uwG9UzzkO2K7nzwbPJE8j7wovRC8QL3POwy9GLxlvJm8ZDvRvPE8WrwhvHA8q7yRPPU7erwDPf87XjwyvCe9DT0WPd28kTs\\/Pe281TrXO3w89LtRvB88sDzeu2y8Gj1Uvbw6Bb2JPMq7SLvEOks91ro9veW7tjtvOyW8n7wqOxo8lLz9PLu8OTzRuoU8rztEPPa7AjzOu\\/W6oDzyuZK8krxhvMu7jzy1PN07fTxzvMi8CrydPEs8TbwZPM28AL0mOdq73ztXOxI737zpvJI85bytPPA8F72bujM9Az2wuxk8mzzsO6q8M73huiw8sbwCvGC9HTwePac7r7ySPMI8Mrq3Owk93byTOmO8Jb2bPBU8VjyOu808BT3yOyK9WrynvCe9NbwAPWK8zTshu9G8XjwlPf+7yDtTPIe83zy4OxS9drqAvFE8kDxePLC8tbwrPNA8Pzy3PI28B724PAq9MDwBvSC8AbyNPEO86rxMOoQ69TyXvD07Ar0pvPs6ebzFvI68L7sCvbG8bryXPE88E7zlObK7kzwBvDa8aDmqvKQ8\\/DrvO5Y7Fj2hvDW83Lw6u+e8lrxrPMo8WLsUPb885LuCO+q7Yry3PCK9rryrPHq8jzwvO7U8PDupvFM8Fbypu3W80DxmvFC7wjzVvBO9Sb2Qu6S8oru+vIy87rxbvKu8OjykPAQ9G7qsvHK8rTszPGG8IruEPEK8njyjPDQ8qTwovOS7TrymPLK88DwcvN47JTyQPBq8jbxTPDI9YDyJO768sTvBO8K8GbwTPSI8MTtLPJq6Xrzgu4S8Fjjau5Y8hjrhvKm8zDtBvKu8kzzju1Y8hLtkvAa9Db2BOsE8mjwXO9y8h7vMurw88zyIuoS8qbz3u8u7vzwVPZc8MjyRPAy83Lvpu\\/u6rDvXPKe8qrxcPAi9mjxruzE81bwLPP+70zzHPB08C70gvCC8xzv3PEo8B72Runi8cbx8vJ68QDt9PDc8gLpOPDc8nLwevH+8TjxwPEy8\\/btUPdg7y7sKu7g8QbsovA092judvI48sTzkPBC7Hjz0O787mjwou+U8t7uiu0g7cLz4u5E8HbyqvGi8IzwvvRs8Rr3vOy47sTseO7K7q7yRvNk8PryPvNU85byGPEW8ibxxPGe70jt9PG4837vEuxQ9ITyGu9A8lLzXOpS8o7t5OWu8lLyXPNw8q7x3vOe8+Lw7vOc87TxYPIo8EL1XvIc8PbslvRG9nzuTuyu8VrsGN4O7P70CvPa6ijybvJo8lzw\\/PNs8MDsFvZU8cTw2OzE9PLu0u4m7NrykvBO8BLt0PPi8qbxwvCU8Kz15uta7Mr2jvAs9\\/DxrvEc8erybuQQ8i7zGPLe8hr1wvJo8Dz1Hu6o5bT0HvVk8tLvXPOq8a7yFvKY8qjw7PHK7nDvPvK88NTs0vEw8Prv1uaS8I7wivK88QjyIu5e66bwiPNi8UbuRvES7X7u\\/OlQ8lzx7vKw8GLzsuyq9vrsnOz48AbsTPBE9J72NvA08wzxqPAI7nrxEPPE8kjzKPBo9Xrv7PEi9GLwrPBk6NTvUvAq9aDzSuyk8\\/rwRvaA8bjwAvd08MTzKOpC8yrzPvKy8pjzoPBW8v7xFPES72LtBO7I8ZDyhu\\/68TLrRPGc887wBu7y8vbssPDu9srsIvM28prwjPQK6yjuzPDM8KDtLvG87j7yivGA8k7zGPNm6kTyOPIQ8Ar2OvDI79TwqO6m8DDwzvKI79zyBvIc7OrydOos77jmZPEi8qDzZvCu8JbxLu+O85jo\\/PJ48BjvPu228n7z1ux69Nz0Yu1e8gLxrvLq7czzYPAS9F7z7OzW8zDuYvEM8f7upvIs7H7tfPIQ8k7whPPU7r7wRPCO8HzvBPHk8FrzuOni7iDwHPQ88ZTy4PJI8A7xVu5C8kbvDu8K8WTxCO1Y7BD2hvFk8+zwnPAw9NDwcvbO82bstvAs6pzwCPeu8QjxevFM5hT36O029F707O+W8oTygO7A3UzyjO4E6I7uqPJW7D7viPGu7YTs0vI88v7xqOuo8oTw8vFy8orwAvds7ND1ru3s707zCPAG9CjvVvNG8lrwVPSK9hjq7vOY8pbyhOzY8PzyMuym9S7sKO408ITvAPB08e7u+OdY77rz1Onk89DwdvKa8JbuUPCg7arwfPO47VzxCvCm84TxJPJq7hryuvLo8zbzdOUU8lLyPO6g8LLtFPOI6qrsNvLY7VDwdvMC8irxnPDq857wBvNc8Eb3xvGO7O7ypO588QDwWvEs8Nz1CPOy60zwXO6U6Lz0BPQG8DLyuPBM8qTscOwO85zvGvEW8bryqvMO6t7yKu0m8kTxHPLg7BDtyvBA8AT2\\/PLE63LtCPLA8IbwXvTg8cT2Bu1c7HDwpPC89ujwVvTM7ubyivJg6Rjz\\/PA47Obveu5K5pjwbvMu8pLxxPFW85ru5O9Y61rzYOzI88jzSO5S7yLxqPLU8nTyLvJy8AL2XPOG8DT0ru6O8YzwIO+O6g7yYPHs72LqkPF48KzwBuqq8Wr0DOva84DysPFC6fzxtPC29VbulPD28Y7wePDg71LwxvK+8mbuWPE08z7tEvIq3irrwPA48nrz5Oz+9xjuWPEi8ML0tu4K8abz9PCE7sbwxvP87ujyjvOo8yTuSvDo8bru6PLM8HDyjvD48t7vkPE28Hb02PYs8brwKPW27qTsgvMM8hboIvfw8PbwqPLc84TtgvE68EzxHPJq8Kr0oPO+8+byZPCQ8krvMuwi90Tz4vKc8hjxlu548CjwIPES9Q72\\/vMU62LsnOzC8xjssPTk7Sj1lPUY8Gj2mvAc8HDw+PFe8oztCO6y7Zz3mPPk6ITyOvOw8LjwXPEC9vjwKu4Y8+jvdu4s8zjwIubO8Nj2wvD285TzhvMu8zztMPEk8Aj0APLw6oTsjveK8X7wEvDM7c7rbvBQ877wVu+E7yzrju5C7vbuMuVS9KDwfPQe98zvTvGA8tjvtPMC89ztcPNy8ljwROxq9kbzGvAu8vDyJPGC6eDy1PMc7GTz0PHa6Xb2uvEy6IzxBPPS7Gruuuxg827gEPPG7Bb3uPCE8C70+PHq8EjwqPDK8v7sGvSs9WDo6vEu8RLwlOUk8V7m3vKc7W7y3O+27QjwPvQ48\\/LuDOim8cLyou4+8lrzrPD27hDs5vIG8bbv3vP+7HbybvBu9MbzOvK88\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 109,
        \"value\": 110
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
        112
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 113,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 114,
        \"values\": 113
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 115,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAQQAQAgAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 116,
        \"value\": 117
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
        119,
        120
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 121,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 122,
        \"values\": 121
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 123,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAgAAAAAAAAACAAAAAAAAAAAAgAAAAAAAAHPdC8MDyuucO8PL3WPNW6+7saPIK8yzwfPJQ8xLxePPo7B7wfPDK9sTz7PJ08bzxUO626Pr3Xu7a7ETyrOym707yIPOe7Jz3MvCs8Bj0SPac7mjwMO+C8HT2kPBM8crz5PEg7djwPvBq8qjxZPCQ8zzwmPVg8F70Yuw+9tjwvPDo8Lj2UPFy9Dr1Du+88SzqUvDs8NDsRveK8CD0XvfC7Qbw1vQY9z7qVujy8Ar09vC0857zcPM07lLxWO4y8z7wHvYY8BbstPO63lzuCPIy7GDyAPCq9m7w4vO28L7zmuwc9LD0HPCA8fbvFvB09Fr26OvE7aLw\\/PO+8tryJu\\/k8Ir1cPGM8BDvjO7E8kTqmO0082bziO3E8EDx2PCA8crx9vJs8DTwXvPI7FTwsO0y8XLxTO6y8TDxRPYM8ILyDPIc84DyQvN08Bz1lu5c8nTzWu667PT2uPNa8BzzzO\\/+60LyMOwW8sLsxu6c8ljyevAS90LyNPA69ZTuOPLo7xDu3uwE9jjxIuoQ8ULudPBG8H7trPKG8bjwBPOI56bwNPS68A73ZPJs82by5PGE8KL2+PG+8Q7yYvME7rTznPO66hDzbPN08rbqHOn282buAvBK887xwPDq74zynvI67iLwuuwo9B73RPFG8Irxfu0C8RT23vPa8mLxQvDI9KLr2PG28+zwCOsI8JbwBO+u7OLvSPOe8orz4PCg8Az1POro8Nrxvu8m8YTzkvFI8ab0ePGI8BLxQu6O7rDsFPfI8lrrCPPU7ujrJPLm8sDw6uz+77TxWPCe8tLx9POM8qjocvDW8ADwrPFe8ET3wu068QLyoO068wDwnPEO8JL24vBM7irsDvBu9HD00u7y8QL1hOpC8hjwUuwK7Dz2ZvLS7H7xDPA485zv5u0c8\\/7tPvIY8sDz9OwE9EbuMPIc8VTzAPNG7CzwXPFO8xDxXvNU8+jyqug49vLsQvSA9h7pUvOw7Or0UPCU87DyMvIw8fDw5vLw76TyNuf45DDzvPGI8RDywvM28STaoOkk7Ab3YPOA8zjyWPHU8OjuAPGY8sjzkPLK8KLyVvOQ7MLo1PKS5hrxcvBW8\\/zvGO9g8+TzUPMq6n7xqO1Y8ZzwuPLq8Zro7PEG997yYvK88fDwBPdS8\\/TwGujw8Az3LPOu7Dbu1PDy8QLuqO+875zyhvIC86rwoPLM8hjzTPGu9Ir0qvY28wbw9Pcc8\\/DsBPQ68uDz4vOk7Az2ovIw8sTy3PGA87zkHvL+7MbyRuwE8aDxdPPg8rzrSOB89LbtLPYe8rbsqPEi7gTw0O7A8QbyXO\\/q5ATswvM67ZbpVPIi7Y7wkPMS8IjwOPJ+8iLw2PDo8PjxTPDw8ijpLu2O8IrozvII8arwAvA48ErszO+I8CjtePKs82LsovaK8BrzCO\\/u82jqlPDI9CzzZPMO7DT16vIU8Aj0CPKE8DbxVvGK89jwwvdA6cDy0vLe7FzxQvdQ8cjvgOlY7sztdvOm6srs2PGa5KrsLO9i8brvWO7488LzPPG08+rohPVi7PbwnvLI8YTwKPCq8sjsIvQ09YryYPBK8hLw\\/Oti7Lrw4vGC7+DrUPIY71DzUvA69wTw5PO08nzwJPRu8uruJvIE8BLzbvCc7obyRO467NT0DvB29RbwOPKs7Ljv1O4g7E73buxs5zDqBOwk8B71mPL88dLyevB49KrzQPDG7g7y8PLg8EDmdPE48CryvvMo8ITx1vKQ84bu\\/vOm82rvEOa27pzpovPK8IDxiPJE8pzzAPG68XjqbPIM8Bry4vFK8lzzivH26pTyZvCE8vTvDO\\/a7hrsVPMu7e7zkPOS7DrzvPJs8kbxQuwk9xjroPL06kjwbO608kbyDPDy8rDxGvQ68QTsNvRC61DuBvPs7mzuevB08gbwevEG8PzymPHg7fbznO4i73DxhPJ08Tb0EPXE8sTwLPGe7MzuuvFm8Er2FvM27Ar1wPGS8iLwJumw8vjv5vBO88TzfPAo9Tjs7vL07TbzIvFM6MTzuu1m7oryLPM660bxZvbk8J7y7PCU8u7wsOoM8+7kuvB88Ab0UvFo8JDwCvE488TzgPIG6iryLvJS8H7wQvTA7BLvMPAW777u\\/PFe7hbwXOxI9zjzEO0Q8zbohPOA8ajyIPM88fzxFPP08OTz8vMY7OTwWvVS8ET3BPI88grvbvNs7mbxEPDw8AboPPaS5GTysu4C8ZbxHvAC9hTyMu5k7oTyRuo69hDvAPPK8zjsnPMy7Nzy6vDi99bsMPe48TrysPHG8kTyCvPg7R7wWPWK7lrvCOx49EbxfvL47PjwePSs9OzoJOjg92DzDu+o8Obu8Or6757sZvUM8CrwoPAe9g7ylu6k8IrzLPHG7J73XO6w7pTzouya99zxmvNE8rjyrPPA7fDsQuim8bTyFPHo9Fz2mPMo8ujygPOM7ZzzUPDE887pePMY8Ljy7vL08uzwFPT+8WjtIvEk8IzyVvJm8MDzIu0S9czxSvBA9gzxPu4I7jDzWu7c7l7zuu6a6s7yCvKY8F7wtvOs8obztPLa8FL31ujG7Wr1wuw695jsAvGI8HLvYPKi8lTnBPJ88wTyouvY8NTwCvY28C7x4vJM6tTwJPQU9gLpSPE+9Pz0EPLI8v7sJvGE8Qzuwuhy9I722uim9+bt8Owk8lTypvOk8nDygu+U8ObwFvIs87Tu4Ow49Lj00vMI8m7u4PBu9erxCvA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 124,
        \"value\": 125
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 55
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
        127,
        128
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 129,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 130,
        \"values\": 129
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 131,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAQAAAAAAAAACAAAAAAAAAAAAQAAAAAAAD8u9k8mzvEPJK8Oz1Ru7O8+zzTO9g7PDz3O+G72LsmPOs7MjzPO227mTzrOlA8uTwhPNw7iTyXPKC7xzykvMC6pLyNO\\/w6djzau5A74byku9k88rsBu7084LvRPN47vLxauzK7OLzJvJI89TysvHO7qLwCPbo6HrwhvPQ83zqavBo99TwevFW85LyqO608aLy4PC+96bxSvJ68Wjw7vMI63zwLPaa8F70OvTu9bbyjvKe8TTuAO5W8tjwqvdo7zjwlPNK7xLz7O7K8pjoOPAW91bt2OzO7GL0cvKE8mjxHvD+8ebywPHg7Jj3QOzI8UTwrPe08j7wgPZs7i7wPvbI7HrzJPHS8iTzyO0g8jzsjPCK82TyRPDm8pbwtO4+8Ab0IvCk9PbtCPPU7B7zxOrA8kTyHPMe5brw3vJy7FTwovNy8CzydOrW70zwlPF88+7xQPIM7mLxmvLq8oDwxPIG8Vjzdu2e8BT2LvI+8abxzPLE8OTydvK67KTwxOgs8ErwqPJe8MjvIPNE5pzyhPAG8EL0avLg8R7xYvSa7UbybOi48Lb1WvMc7BrzavAo8kDykvJm7k7qhvIY8qrxrPF08prwCuwg7S7y6PLU8sLwku4q7j7zvOhy8gjz2POo8zTpfOzi8KjuJO0a7UTuXvMy84jybvMU8djvgu+S8p7xvvOa6tDwovFI80DxkPMg55jsQu5M8IboYvPa5XjwSPIM7BT3BPPw7JD2oOzK9Jzvqu5K76jv5vPg8QD19O068XLwGvRY8BDwkPTk7lbxzPOG8ND2kvBi8F72+PNo8bbyrPEo8hry1u7a8HryPO2Y8xjvdPFi7zzplvDE9hrtyu587GT3GO4e8rryavCe8F71HO4I8A70xvGQ92jyjOtC8yDwwPM28szpePIM7Rjziu+q8obtqu6685bz1O5+8xDs7PP06I7shPby80bzJvLG8fLxLvZu8Rry6vD+9JLxSvZW8grxWvb47YTwOvfU7bjyvOxs8Ebz3OlS8j7yUPG88W7yuvLC8vbyZOpk8CTxqPL88FzywPBw8OryxPHs7NzxYvKc83joIvdE7s7whvMu7Dz0IPOu7xLqWvBa8kjxbOwq9XbwhvHm6v7wXPHc8b7pLvJO8Db2hPIS7X7z1PLi83zx2PJc8CD2NPH25nrw2PIe5YrsbvJM80jtuvNQ8vzv7vC89iLsVvXU9DjoJPOS8ubr9Oxg8pLzRvN08hbxaO8W79zjTOyo6uDsyuMW8BT1cPIo89TuNPJI8LL13vA475TznOx89qrwbvIs8Bz3zvBQ9ALzgPIc8HL0APUC82zzIPE49Ijz1vAM9JTzdu5q8yTwgvEU8dTxWPKu8k7mpPKE8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 132,
        \"value\": 133
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 55
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
        135,
        136
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 137,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 138,
        \"values\": 137
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 139,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAQAAAAAAAAACAAAAAAAAAAAAQAAAAAAADEPBg8b7k5vaM60TtFPcW8nDwOvYA8OjzXvB88k7y0ul68CrujOwO8tTwUuxU8YrvFOhS7JDzvvAQ9prz9PLS81ryivNg8CTz\\/PNm6tbytPN88A70qPFK84TySO\\/O8HzxnPKm7Hj2yPKM6wzxMvSk9yDsevZk80zydvL87sjuDu1q95rxjvMi7DDuLvNa7x7udPA09q7yEvHI8RDyAPIW8rzoCOwC9OLyLO7o5bjzAvDE8h7zuu0g7qbtLvE27XTxoPHO8NjwhPO68IbyiPMK8P7zwvB07mTwfu5E8RTwxvKW8P7wLPIG8ULoKvCs9ar1ZvGs8rjv8PIy8C7y6PGk8kjnAvPA8EL2JvHm70Lqpu088vTuivBM9VbwcPX08yLprPAm8\\/bzYu0O8hrxZPBg8ED15vCK9zDygvI+8pLzYvFk76DyCu5S8AzxdvKm8iTwhPaa8uTrFPCa9Ej1VvKA7WrwXPE86QzzSvIW7wrsgvP87JLuYvAu9XTzwOzy8oLvkvJs62LyMuw68lDsEOy49nDw5O9m8rTgtPYE70TuXu4U8yjw8PIq8qLw7PKi8wzuxO108gjkJuw09O7wVvcC8pbwtvA69VbyoPLS7tTwlPOU5LboUu+47Rzyku1c7cTzbPK28GjytuhW8zryjPOc7HjspPS45rTysPCA7TbzaO4c8YTsgvJq7m7wwPHs8HLy4O5q81rvGO0c89Ls9PE08pTyLvEc8c7xdu7S72zrBPA88h7wuuhg7ND0ZPKC81ryVPEM8dzx9PFS8gDuFvBy9ODzGORC9CLycPBK9YTwIPea7ojzDPOc8azyUPDC90rwfPEQ877wyPCA9Gr2KvAq8yLy2vMS82zy9vCq8ybslvY08BT2MPBm8rLw6vJA87Lz4POS7H7xCPdi8lDwKPDs8z7ysvF+8P7wWvE68Sby0u547K70svKE8LLwpvUc7m7xoPJo7JT0tup68rTy\\/PP28zrwdvGg747zVuy675zy9OZ08EbzsvCG9zbxsPDA8nTwUPT49iTtqvNM7N7z8u2o8Njz7u9Q4SLxpuhK6QbvdO4O8iTx0PIc8sDuhPAO9L70MvWG9Wzy9vBe9CT1PvOW8oTyYvCW8WTxhvLK8tjsXPEk7U7w\\/PQW9XjyIPPW8u7tfPIS8IDxCO5E7ULxEvEw8d7yEvLq7CDzRu4+8mDxFPUq85LuHvAU8K73uu+O8vzxdPYm887yMvHS7S7vaPAy8FTsjvJA7XDyRu5E76bxlPQ88ErwRPAo9LjyaPH84\\/joBPbM7mLzvPA+8rLypO1W8mbwcO4K7xzqNutw8N70DvNc7jbyavJi8wToBPce87TynPJM6yjziuzK7LbyxuwO4\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 140,
        \"value\": 141
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
        143,
        144
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 145,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 146,
        \"values\": 145
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 147,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAgAAAAAAAAACAAAAAAAAAAAAgAAAAAAAAfPUO8LTyCPJa8urtEvFE8+Tz2PAQ90LqcPAo9pjwAveS8i7zBuzW7t7uAPLw6nTyHPJe6FbxiPIs8ErxGO428Y7zdPFi7rDvDvBA9ubwYvUq7KLyRvIE8NLxDveI75Lvqu+a7lTw5vU68grxAOka97zyPPAg8\\/TsRPLq8QrwgPYk72jvBvL68ojtwuwy9gzzcPEM8Cry0O38837nxPBe97TzyvIq8mLy1Owo8izzpO+q7sbzevAM88zxhPBM9tjzWPD68JLygvH28ibxPPJS6Gz3Eu4+7KbriPBe7aDyBu2w8CTwfPP88cbydO8G85LsNPBC8hzx1PJ073TumvNg8Or0gvIQ9DDsuPJA76DzWvCm9w7v1vMs75jwbPQw8UjozPAu8CrzIu2W8xbwWPMY8kTwWvCQ8dLz0vOe6QDxqvOu81DwVvRQ8RLxzPSs84bxQOzm6z7nDPLS8\\/DuHO4M8Vby3vCY8o7lCPY48bjz2uyQ8dryBvB67jLyHvP48OroYu1w8Iz0rvEW82zzCPL67bTy0POs8Ajt7PMU8mjofu4c82zv5PJG8WDzpO6W8wjyMvDC8Br3cvGW897z5vCQ9Ub0CPAg8BTzouYS7tbwCvNM8jrs4PJa8z7ygPHI8kDzCPFG7JLwwPBG7vTz1PKS8VDkwvIU8Bj1SPDG9PLtuuiA9ebx4Ol08ZDslu7g8FrxUPGG8DLxjvHM9+TtHPNi6O7yWu6Y86bw6PIg8kbx9PAM9yTwEvRg9ijx1uSC9rDyBOra6BD1bPGY8N7oMPK88wDyMvB885TrevJA7qrw3PAM9mLy7PEq81ruCvC+87LwiO5K8pzzXuz89Or0DPS68bLwUu4i8vzsUvCA8TrsKPF+9BL3TPOC8ETuTPMq8oDy3u+m7Bb0QvPE8M7stvOk73jzOPGg7jbwEvF87nzrfuxk9ALyQvPA7hbw3O1+8ODyHvLy8KTwNvRm8uzpMu9U8nbsVPXQ82DzROpq8lby3vCe9bLyCO0m86zy2O0w8ujtgPKY8ybwFPOm8ibxgPI47qTzNu8c7dLsmPZA89jtAvfk7FT2EO2k8KDyaO1s8Aj2BvH08azzAO8C8zLxgvPQ8hLy3O2q9CL0cO9g7rrxHO\\/882DuBuy69LjyZvDk6Bj0qPRe75TyRPHC9rztWO1o9N7z8O+C8GDzJPBW8mLyTvI+8uDw4PF08+7y\\/PBu7Qjufuqo7czyHu7A7Aj34PLs8SbxSPA69uzpYPM27o7tcPHi8qTukvHo587ylvOg6C713PNA8bTztPDq5I7wCOyS8Cr0jOwc87TyFuqi7fjxXPNk71rr3O2e8gzorvSO83jlAPN67PTz2OzS8GTwkPIE8irxcvHG8Cz0jPBs8Xj3gvJq7IL0zPJ67FDszvRQ8d7wOvHO89TkavFs89TtZuxw8LLyGvFO86LuHOaM6ezsIO2e8njtIvLu7ALv\\/vLk87Dw4PKs7urusPB48o7w5PQe8Gj1nPPI7VL2qPP07XTsGPSk9Sj15vI+7HT00Pc68QTwWvQk8dTyHvJk8hby5vCE6HDwcvRi9S7x3PF888rkZvbq8djvvPCo7ubtLvIw8mDysPEc8njwFO8G82zzZO2e84DyrO2S8EL0ePf48DbwdPBc81TxcPC08K72nPAU96DrdOxw9NbwfvCY8hTqYPMQ8pbpQPMI7RbqQPHC6pztAu108DzwUvL67IDzeu5085jvYvME687wUuhk9X7zOvMu7gryEvCE9nTtVunu89LxhPD88JLlVuzw7gjybu0Q8ljwqvA89sjrgvGY6zzqxPJ06\\/rw5PIo8Eb1WO7+8RTuUvOM8ozxfPBy6Dr0SOpg8uDtRPOy8fDqdu5Q8\\/LsDO4Q8+7t3O3Y8LDvsPMK8LjydOAy8jjzQuy+9mry\\/vM68vbyovM26GbxnvKA8Tj0CvSI8tjtHu428BTy5Ohs8ebwePEO7X7vDvGA8vzz6Oyy96jsivAK7hLwiOWq5N7q7Oha7kLyYvGE8yzxLvW87HDzrPIG8kjtDvJQ7gTpnPAS97DzRO5w8lTzUu4K7MLxgvAe8BztjO6y8cb2pPKM8mLwFPR09d7zovBo9rLy7PXC7brsdvK48Uzw0vNA7xTykPOm7MLvBvJo7irueuyE8sjuQPIa8lrx7PCW8bTwiPHo8\\/DsJPBQ8ZLzFu1+7MDz0OpC8\\/zyGu5A76LxtPC48BrzSPGc9E72oPKa8S7zMvN48FTxmvC48nrwrOQY8EzwRvY27G7xZOt07zTzBu8u8UbzbO4C9FrywO1C7GLyUPOW8NL0MvH07E7sjvOa84zzUPHq8O7z1PI+8XbzbvAW9Izy4PB28STxyPOm7uLsnPfK7D7sAPf+7zTurOgq9J7sCvRe9mTsdOxg8Fr2vvEM8+LxAPQy9ETwIvIi7Zz1cPBm9o7xrPDq8aTyRO4K8Kby3uqQ8ZLsgvA69Lr0sObq8i7snO\\/K8gDxVvMY8PjzhO4G7HbwCvBy9b7ynPJw65LzOu9260LqnvAw95Tysu5E7Gb3zPI87mbwyPLu82bwLPL473byqPFi75jzPvBc8zjzNOpQ8nTzqPOK7nrzBu5u7DLwXvAo8G7w2PD+8PzeJO5U8EDyfvNU7w7wmPPK88LyROtc8MruQvM67kTwrO109mLy8twS80rwzveg77rswOwW8ubwkO6G8OrzZvMS8troJvCo9oDzxPJC8aTwku0Q9HrrFOw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 148,
        \"value\": 149
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
        151
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 152,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 153,
        \"values\": 152
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 154,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAQQAQAgAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 155,
        \"value\": 156
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 87
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
        158,
        159
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 160,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 161,
        \"values\": 160
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 162,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQBAAAAAAAAAACAAAAAAAAAAABAAAAAAAADXPOs6hzsBPZq707wyPUq9ILsSPI28Bj03vAs9KD1OvUU8vTwfvAK8nbravJc8cLzpOxC6jTxRvOU7JbxFPGG8AzzNvDy7obxlu\\/a6rrxtvDy88jwJvR68Vzy2u7y8gzsjvIw82rwCPC+8vDzBu0084Tx2O927EDycPFM8LDy3POS867tRPVg6H7xKOz48xLxGPEK8+jsIPCy9xjzUvEQ9\\/jvKux68RbzxPB09Ozxau\\/m7ijyiPFC8xzqlPPo8nDtTO3k6jjtZO587z7zsPJ+7qLxPPFy86LyZu+Q76bxOu\\/y817zTOwi9JbwivDk8TzwMuj68zbzNugw8Xj0EvV48fLttvDa8CD2puwU8Cz0ZvUK9BzwVOxk92zvRO0K76bq9vOq8WLyUPIk8ujoOvCc8mjvvOrq81jp\\/O287fryJvLG7Yjz7OzG8DTyDPFW8+bvIOwW8mrxoPLg8Arzvu8w85Dv7Oxo7Tbw3Pce8IbxUPPS8tjwPPb08wbyZvGW8hjwfOjy7kDt6vHC8Jz02vIG8pDtovG08Fr22vJE8ATxzvFy9zrrCu4k8CbygPMA8LLz7vFe7MjxEPdE4Hzv4vAm9rDyDO1g8rjx6O5m8jbyHOiw9h7zuO2w84TsOvZ88Ab3AvB486LyFPHY8EL0mvbS8HjyUPIU7+jpavK08Ab24PE88BD1svEM8rToHPbG8Cr3SvII8TDwXvRC8hzsBPSq7wjwaPAa82TxKPca8WLwgvCE5izzDOjU867svvP+8lTtEvDY8eTz9u8M8hDxwO2o8fT0pvKs7+7ywu6G7AzsLPQQ9jjzFvJC8iDzYu9U78jyrPEa8pTuDPKu75byRvK283DzWvM47aLtuvKi8Dj06uss8gDyfvLa8I7xSuY48wjonPXS8tjt9PGy8nDykPBI9iTzJvKW8nbwyPew7sLtiu4Y7NT2FO928izuCOtw8tjznOxg9SLy+vLk8n7zXPFK7BrsOvYa8Rby9ufe8Zbqwu9+8m7zKOyA9Ar3ivFi8wblzOzU7ETt5O\\/47h7yMvMY8Br0jPZ+7vDw4uw89EzxnvFM8fby1vJq7+Lv2vJI8+7sXPB88xbxrPCo93DumPMe8\\/zsJPK08o7w0u+88AzmdPGW7CLxrvAQ8ULw7PPK7AT1uPAm8S7wyvWO8TjynvMi8I7uhOaW8jbySPMQ8jrsdvEU8PryKvNE7jjwqPDC8Crw6vOc6ZTzXPJa78jsJvIY6fLsTvb289DrmvLi8wDvAvMi62juhuoW8Kbofuie8uztmvZ88vLswugu9zbs6PbE8Zbz6Og29CL0Ivc+8aDwjvAc7hrzQO7A8CD0LvTs6DD0APWa7Vr3kPJ+7tLsZvEc8xryMvCy9CzwNvYW6LLwDvOk7k7ytune8KTwPPUO6V72MPIa7ET3lvBi8ibzVvIe8U7yTvF68lDynO9M8i7yAvB+8o7xlPDU8mTxpu3c6ZLqTPM88U73kvG280zoLPDo8NbzWPMc617sfvG88Lb3SvNG7MDznPA29ujyVvCk7aby0u6e74rzkPIw71zwRPN27J70sPJw8sbtWvAg9tLzvuoc8gTxpOW+86zt+Oz86NL38uSS8pLwZvfW8Hb0xu\\/k7WrxnPNo8hbs5O\\/o8wjz1vIa8pzy4vJe8pzt3vCk9Gj1cvEo85DwoPBm9Nj1xPNi80Dw+vD886bncPCA9ErwPvQY9aroJvIM8zTpUvAW98TyhPHI8YLwavKy8x7yCvAY8KryDPD28vjxdOKi7kLt\\/vGO8Fj27PMC7V7zqPJy80TyGOlI5OrwXPLQ8mTycO7m8pLwYPJM8hjz6PE08lbtuvIi8Tzt7vLq8n7sRvdI7Jz1\\/PBK9p7yfvIs7aTxIu5k8cTzOvFS8wDyPPIE8Fj11vGe8Ezzdu7480DtpPMU7Fb2IO\\/661zzlu8m8xDxKvKE8ozyeO+k6rLeZOyY82ryLvFM9Ub2svLI7NLyRvG28zTwUPBO9CjwnPJg7szzuu5A6kTwxPRS8F7yJvIg62zoGvHu8rTt5PGE8Try7vCY8arsBvDI8Yjz1O848Cj2UvGY8MDwzvFW8YLwBPCS8vjsRPRC9krujPLY7rbwAPU68OTwWvI27jzy8vJA8KD3AOwQ8zTz6O948Urz8PL+7srwCvay8YLpEvOk7Lzwhvbo6XTzSOws94LrFuyW8Rb0sO6+79rxlPAO8rLzXuxq8IzrNvJU6tjnVO4K8kzzYumG8VT1EPfY8WjyuPBO7r7uqvIu8BT34uog7Gj1Ruw48qryEPKK7o7ztu2Y8jzxNvai8mbvoPKS8I70Ivfo86jx+u8Y8iDysvIe7hbvgO2E9+bz2vIY79jxHPHk7gbqBvD88qjyVvNs86zwePbQ6j7vGPAy9Ir3wPHc6SruMu8A8fLxWPJy6hjtvPM88BL2eO5y8C7sIunc8erykvJK8qDsZvNC8gTy5vCu6hjy6PPC8STwpO728bDoVPcy62zzAuxW8njwXvGI81DzaO7i80TujPAu8A715PIK8n7cdPVu81zvdPIE8gT1cvFW8Szp2vPY8MD0lPYM6H7vBvD28gbz4vI48+DuKPNa8WbqXO9K88jyXPGI8dTvguEy8Bb0vPNo8YrwovM+7t7xbvEQ8fjxWPAs9w7wlPWG76Lx4POe7MrsOPde8zrwcvP+8mzyaPJq8r7yWPFi7l7y9O1C7kDxYPHS7ED1mPAg8yzylurq8kLyoPBE8BL3kPFG7e7zSu8i8kryCO827rDvHuxc7DTpCPI68ubuOuxk85ry6u\\/u51zwLvOo6gDzGPKm7vLxxvJE7aTyku808ebwRPNk7a7tfvJm6zjvUPPe8yjsoO7m8Ez3CvKO7obyuvLm8rDz4ucu8oTxcO+483zzTPFe7PryouiU7MjzUuzs8lzuavHO7R7znPGk84zzBPLY8Wr0OPek8rjzdunC8lTtdvLa7Cr1aPMU60rsLvUW7g7uFu307v7wgPCC8WztJPHU77Ly5OoU8LLyEufY7k7uPPCo8MjwIPEy7ZTofPGC8AzzAukM7eDyrPOi8Ojy4u3W8\\/bu6vLQ8wLwJPWy8PDyaPIk8Vru7PAq9pLr5uyi8RTwNvJ+8iruNvJ68uryEPA+9BD0XvF+6vruZPLs7Nj3kvHE8jTwTvNi8vTznvB48Uzwuu1+7iLwfPNM8p7zHu2Y8ijzkO4e8tDoGO\\/A7xbsWvZa3Db1yPNo8M70FvK08WbuzvN+83zsBPRc99DuKPIQ5Ir1avQk8kLyZOa26GbzgPBw82jsePZm8obzEO7K7ODwqvJk8SDxCPDG8eLxJvKU8yDt6vCA7AryXOxm9OTxdvcO7vry\\/PNA7vLuNvIw8p7v2vH48JrvpO\\/C8Mjzwu8W8izx9PGc8SryePEE8mbt0OxE8QzyKPD085rwoPAo7sLuePKg8HDwDuwk9vDwJvcY8TryDvEC8gb2RvLQ7Ebz8O\\/U72byDPA69kjxhvOy8oDyVPBo90jwkvbm7Hr0KPdM6+Lzyu2M8NzzHuR07Z7qRPF+8VzwLvPI8qTyKvCO9KL0VvJ26jDxnu728arx4vJw8STwbvFa7qDyqPEQ7N71evLY7tzkZvR88Kzysu567kTxnPWU8rbyIu6G7TztbvH88Ej0kPJQ8XjuIPL88Bb0cPLg85rveuwA9RzyiPM886zzMunG7jDw1vIg70LuGuxa9H7w8vJo8NLy6PJq6grpIvFK89LtdvF46CL0NvRQ69rxVPRw9qry1PIG8HL0CPFg7iDl0u5w8sDwuPJ88xjxavdE8zjtsPKo7\\/bwpPJ68Pzz0vNk72jutvDa9DjuXvGk9LbwLvW68hTzyvL88yjzfO8G7jzskPOM85bp\\/vK88jTzsvCG8Wzy9O2C8cjsCPNy7oDz7O2Q8KzzCPLy8m7wTu7O7FjvMunw8qbyuvAC9D73HPNm7tTslPKG7kLyVuxA7I7zHPKC7ejt2Oks6xDy0PBS8ozusO9u8GD1VPNa6vDwDvY48yjp8PUu8l7vpPFy8yrqhvAW9uryePN48hDwLvXq8mzzZPBW9xTwtOjo8mLuLOxc8BL0fPbW8l7vMPOO7TrsMPIw89TyhvAu9PbtvvAW9Hzu\\/vNM7QryBPDM7NjwZPKE87jzvvB89w7ynPKa71DwwvUs8ibtru0i8h7y+Owg8RLwvPJs87rw7uac8Rz0Rvdi78DqzO++7tjvivGS8H71bOwU6g7x4PFA7ujzVPKm7k7zYvH07cbwdPak8mjsXPAY9s7ssva88P7y1ux69mjzrPDU8SzzSuyS7zzuXPOc7ULxMPEO8IjxIvM+82TsRvQi9N7uHvAm9jTzBu+u7ZbyKPIy8tDxDPCM8czylvI67C7wTPb+8B7w4PKc7Gj0Hvao8kry6PDM957zRvIO8ozx1OxG8kzyhu5G8oTzhPB28MDzhvK68mjz0PLe8rTkVvS47jbu8vDA8JLllPOw8qjySO9E85zxaPJG60byBO8O8EbvtPIa8t7ymvPw77buauqg8hDxLPJe8Br0XvSY8Cbxru488Kb3xOiw7rTy2uhM9lLtnPFK82jzKO4+7prxYugk99LuOvKU8f7waPSs9qzvxPLG7PTyCPFQ78rytPA08Cz2FO5Q88bvQu5W82jwkvPA7QTkovcQ6r7zbO2k8ZDunPAq9azxwvL48j7tKPDQ7kTvhu5c7qTzYuk45bDsfPeo8VDxdPSK9hTzAPKy8A7xaPFQ8xLuFvL48eLxtPLI7mLyGuke8TL2CvHu86LzYO\\/A89bz5urw76jyQu708urunvFE8RDsPvPQ5KzujOtE7ybyIvKY8G7zQO0E5ADwPvBG9bTsWPKO82rzQvPk7jbpsPMQ7YDoYPO+6mzstvFi85bxbvFu8WzwlPPE7G7oBPAu9wLodPN08s7u0PMu84zv+u\\/U7IL1Puzk9nLytO\\/C857s4u5Q8j7yvPDI8HDzcPBK9HrvaO7K8aLyPvLA50rwgvKO8x7uau4m8frx6vB09D7v1PIK817xCPHg7S7zrPNw86Ltlu2e8ervfO0M8b7vsPK08wzs6Pca78btkvIy8\\/Dz8PBy8xrycPPC7pTwuPBs9EjjgvIC9Ar2mPKQ8qrr3PDo807veu\\/28Hjr7O0E7hbjXuq+8AjzKO3U87joSvJK8JLtKPLW8QryuPAc8BL1oPCG9r7wwPYU8pzuFPEK78LxvvO479ryfvFC8pTwPPO+8AT0PPSY78rumO5C7QLzBO6Q8jzvOvMm72ruDPEO8xTuavBk80rwzPQ08Xrwavfm7A72JvLu8WLwbPNY8u7vCu8Q8Mbw1PHW8LLwCvRY7krwEvfw7ZTwUPTy9LjwkvXO8Iz3WvC+7rDy2vMI8ujw+vLS8oLqXvCe99rzPPKq83zp3vE67nDwtvBk9Ej0zvQW8Dz0Bveu8cjsBvbC8+jwQO388B722OvG7S7wQvBK8pDs0vey6\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 163,
        \"value\": 164
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 87
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
        166,
        167
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 168,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 169,
        \"values\": 168
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 170,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQBAAAAAAAAAACAAAAAAAAAAABAAAAAAAAA8vcs8izsvPCg8nrvYO5+7Ir1wvEO8trzQPNs82zz5Obc74LxSPN+7K7wOPKG8arxPuwI7AzuOvCi8qjygvMa8FLtnPGi7tjunO4u8fDyYO8q7Ybstu5K8Hr3BPLA8urt6vPg7B7x0PGW8sbvMO5S7cTclvKs7LbzOO+08iDyMvQu8F70yvPq7LjwBPTo70zsAvQM9DbxzvIY7vbz3PAY7hDw2PJg7STzHvLi8cbwBvHK8bzyzvBe75bsSPC68qrsEPXI7xrzyvBO9BD22Ogc9Jz3IPJs8HrvHui+8ZDx9PGG5JD3tOpm8nrzSO6Q8BLylvG683ry4PJa7hLzGvJw8+jwuu2I8HDyxOgO9TrukvCA9ZrybPHq8HbyCvJm7pzylvBC9hjvuvGo8qrzKvB49SbxEPNe85TxWvEQ9gTxKvIO6m7w7vB47Aj3CO288FLyHO3w7BbqWvKc7FLyIvAS8zztZvB69UbxavD286jzSu6U4kTw5vBm88zsNvOU7FzyfO209xjofPfA70Lv8vOc7yDxIu1k6JLvEO847nDtPPOa8Ib0DPOG8Dz0gO\\/e8rLzMPPQ8gjybPA88OzvTOjS8ED0bPDE8pTwAvBW9g7w0vdY87rtzuyA9YDwTPYO8ajyPu3+8yDvavA06hzxau828cbyrvME8QT2COwM8CLx\\/PEe8wzxaPKI8hTxlPOA7ibxivak84rpaOeG3BzwDPQU9krzWPOS8ATuDu387hrw8PAa77jz+vOK8t7sXvXW82brOPOo8H7xgPHG8EbtePXY8vTuvOso7NL3ZvNM8iDymPLY8oDy3O788obzPutW8zTokvKE8XruWPKs8PDwePbG56Dkuuq28fzsoO3q7jLmcvIQ8cDr4PC89hDw7vLC8urxmPEG8tryGvMM8BjwXOmO7t7ttvKE8GbutO8682ruHPMw7WjyyvMU87DuMuNA8WL2FvKU7hTquvPy8Kr0tu1U60Dzkuci89bxVvAk6Ujr+O6q8D71mPMI8xDy0u0s9yrxMvBq8a7wyPIm8mzpkuwY6sbzUvF69q7y6PAM8NLy6PAI87ryovBA8TzwQPcG8oDscvQW6gTuGvBM8mrwMO448RLw8vGq8jDwjPce7aTy3PMe6rLs1vDg5gjy3vC+7qrtCPKE8F7qJPEk7rTx6vNu8jjyiO6G7Er0WPQQ8iLxkPKC8YjwZvVC8RbvbO768CLx3uxO7bjv2vDu8lTwWPIi8Jb0sPLk5WTwpO8W7SrwFPHC8P7tcvKW8dDyZvA29o7xPPRM9hDuCuiw85DzpPI08Iz34POo7JDtFvU488rkUvAE7zDwIvVQ84jsJPB+81rxQvTa8XbzSvKk8kzwIvPS8FD1sO0O8MT2SPGe6l7tHPBC8jzxMvBg8M7wuuxG7r7yEPJ8827gevWa8Hbw5u0w8Wb1PvF679by2vBI8ID1Eu6w7EDtcOgG7ED1qPAK9TLy5vLG8lzzOPAU8oLyWOxi84Tv7u3O857yPu9O7IDqwvGQ8sjymutq7zDtdvAQ897xPPRK8gLtdOpq8YzyAvEc8ELu6vE27Qb1PvSQ9S7yavCE9ozzGvKw7hLxwOyC8dj1+Ojs7Ir24vLw8zrxIPCO9hbwsPS+7qLsIPeI8lbwpPYQ6ajyTu7k8qTx3uvU7Dj2PPBA9XLxuO5u8HbthPGa9Ez2dugS87rx0PM68RrusPHo7LL2sux+9fDxgPNg6wrzJOz88ZrvHOyq8kTwgvY28hDyDvCo63jroOww7mrzgu+27GL1+vce5ubyaPNQ8hzyQvMm8CT1tvF683zw1OmU7PbzRPPC87br7u3w8I7xbvDW8pzy8PAa8ILzMO6O7VbwDvfA5qjwxuaK76DtgvNW8hbzYPKu7UboEPSe9PzxyPFe7azzOvB68M7knvPW82TsNua08Z7pQvKG8wTw4PXQ8nTzdOgW7AjwaPKU7PjuPu3g86TySPJE9ATygOYy7+rs+PAI94buyPCe8FTw6vKm8zrxQOyu97Tv4u008Gz0CPcE7yTs2O0i9drqjvEM8tzyqPFe8t7xFvDA9BLzNu+w8mjwLvYy8ITzWvMW8FLyLulK8p7xpvBM6JTziPLM7ZLvkvDW93bstPKA7vjynPDk5+7oFPaE8bDyBvDe8UL2PvIa4JrxIvKi7CDzmvI49ND1GvFE83rshPV87pTxpO+67ezw1vMo8QboTPLA5yDyqPOO6SLjKPPO8hDyvPDI7dTukvII7MjtKvCc8kTuIvVe8OzrXvIq8aD0Dva88GzyKPN88Kz0xPLU7yDsavYe8qjxJO0K73rx\\/vAa8gDvbu\\/q7LzwZPdY8KT0QPMw6KzzcvB69ZLydPNC8zbyOvDI80rxCO3O8AL3hO6K5hTq8PDc7+Dy3OyI8pjvPvOW8z7zduwq83DxVvBY8CbvIvNy7ILwkOnA8Cz0nPPU8N7xBvJM7I7zSPNs7fLzHvBw8ILzXOsy8+bqpPEO8HrwzPEI8BzvxOzy9RL3bOxk7+jtUPHG8yLwBPOo8hr0QvI+8N70QvJg89jywPGk8tzwqPEK8jTqTvFU8wLwzvc08PTwHvD0607zDvKg8Rj3pPCm7pzylvI08yztnPGK8mjysPMa7\\/LvWvOo80btuPLu87TlPPJY78jrtuuG7HrzUPBA8NT0pvNm8QbzwvNk8SbyyPHq7zTukuwc8bToSvTO8UTocu3i8CbuUvK+7G72OvIG8MD1Ju0c8iDppO+A6Fbz8uyK9aDz6Oli7VTxAOlY89TrTvIg8pLtbvMk7NTyNvKI7uby4vKe8xrwnvGK7krx4utu83rsGvJs7qTyJvCO8DjtEPIU8G7y6O447AbtOPAw81DxiPM881LzIPJo7pzxEPYM8vLyBPJE7ojxkPIa7qrx8vIW8Y70FvIk70zvGuxM84jxbvBg887m1uQ47+Tsuvbu6iLzmPKY717zbPPc7Dz1tPC276jtdPII8FD09vYg7dr0OvQC9BzxGvAq95LsEvB+9LTy1PNY6PrwGO4Q81zzHPIm8AbsrvOM8SjxJvG+89jwIPYM7KD28PCQ8ervdOo27ybyIO4K80LuwO9K8PTwdvWi70TtFPD885Ls4Ozc8dLyJu8S8n7wovQQ7YTtFPKA7vjytvPu7DTnYvA48DLzPuoE8nzvGPP47d71kvRe8R7wvutg8Az3PPJE7TzynuiW9oTysPBO9vzztO\\/67pjuwPHS7wbxyPK08jDyKOyg7MjyOPCE8sTsIPPI83rkuvBy9mjzavKm8fbv2uy+8obxSPO+7i7wBPWe8pTvNu+M7k7x4vIU7gLpoPMS8obwnPEw6Q7usvN684btTPOg7ezxYPdM8LLxOvaG8Aby9vAI91jxMPOi8tDtbOls64Dy4PJm8ZDsWO568LDyBuzq9SLzvukS8sjwPveg8ATylvOw8FzwxugK7BLy0O8+7GjyovLi8njrtu4O7\\/rw\\/PfS6HDujPPK80jyCvAu9iLs\\/Pd88Bj2MPPw8E70eu9c6rzxEPMc8orx+vKK8ybyYvBK8gDoPux49PrsROwe8zbvOPP05TTzKvF07ort4PEO8jrxgvLE8SrvTPJy8W71zO4O8X7zaOqU8U7zvPP88VTvZu1+8STumvAg9pjw4Pfm6h7xCveI8PDyuOjM9cLycu2G8SDz1uw28o7sYPQq8xzxiOjW8TLwYPSG49zxWPNq7JLw6vFK9AjvFPGg81zuevIK86TyFPJa8zjwRvH28qDyFOgu8ZjtgvDY8n7ydPIq8pTz+Oja9wTucPEu8Lb15urQ8sLvdO4G8OjynvFS8z7wlPNU7UzwqPAk8cTwfuxa9GL27OhC8Ar3aPKy8Hj3DPF47qTtovOu8IjzBPNu7Ej38OzQ9HrzovIm7NrxWPWy6ZjwZPXq8qzwqO7E7sjxaPO+8mLq7OlE7qbzIvAC9lLxIvDA9Xzz+ugi9fDzSu7O8Wbx8vKc8i7wivVW8sTylPMs7KjyLPC28UjxDvCK7WrxcvMe8kryfvH28xjw6PJU83rs3u5o8cjxhvAY9LjxhvLM4Szyrugg9JrubPAs9\\/LsHPEQ6xTsYvAo7KD2VPDy9IT1KvGM8CbxMvKY87TyRvKm8hzxfvAQ8dzxjPBQ8kDwIO7i8WbyIOqK8GzzZPCq8gzuWvNG8iLxmPIg8IzwPuxa8rTxxuyY8xLuzvDe7Gj2+vA891Ly\\/PHa7LDtRPIy7tjy8O5G8LzsmPby8hbr7PIO8wrwqvDA8tjzrOxs8I7ytvOw7MzzPuxA7vzuWO9Q64zwVvHE6BL31vD27J7wxuhG92DsZPTm7N72QOz08K7t+vLe8SDx3PBA7BztOPe48Sbx9PCM8k7wDPTO8MbyaPNg8mru8u7c8xjs7PCg7JT06vBo82TvevEi7xbwQPKI8U7vQvKQ8JTuovNs7zLtjPCe7gTsGu9E8bLyrvBQ88rztvA49QDvivFq8lTwiOy+8dTzcOwK9oryvPDg8K7wxPZc7PDwQvfO7gryoOiW8Mz0YPcA8rzyZu5G7cLt8PB28ArgFPMg7ujy4PMC77bo2uye7S70kvUs5vbo3Pce7TbziPEG8o7zhu4Y7lrzHPKm81DshvaC8ObuUvDg8ErxUPAa9\\/bgSOwK9lLwquiW9kjv+vJ28ezySvBS8jbrAu8I8\\/DvtuzO8cDvuOmC8LLxLPAI80ropPTQ89bymO1S6NrwDPOM8eTq7vKQ7zDxou8o7jjwvPBA6uruQPJa8PzwjPaG8R7xzOwO95busPCw90jrru6y8ZjwnuW68IDxau6K7fjywPEq82rxCO0c8LTyPOsW7BT3DO7K8xDxLvB69Br2NvHK8\\/rynvEG9sjyuvOS77byBvB09sjzvvBK9KroRPGm8yzvEPHs8lDz6vM+8MbuTvDi87LyyvKC7HzurvL07tTxjPAA9wLgkvRa927yBvA08\\/DxsvNE7xrsnvMA867sNu7w7nLytPEi7ubwLvDM8zjzouGm8EzzsvIs7OD0qvCs8F710vJO8TjqFO1M8JLw\\/O8s7lzyOPNa8Tjx3PIk8Z7wHPW+8ID1oPHU8Nrx0u6i8JDwJvDi9Aj2uu3s8dzxdvFo8sjshPAk8JTy0u9u73ru\\/PHK7lry1vHw8h7y1PL67DzyUvAm8j7wSPEY6OjyAPPq7zLuVvHc8HDxGvPm7LryMunk7qryePFk8bLplOvm7aLoSPLi8fbyLuw25Uz16u6C7u7ynOxG8MT1APM06sDyOPNI73bx+vIm8+bwBve87ObyUPBY6ATxLu7G7LT23Ow29CzsqPBU9h7wTvMQ8AT3pO4O8wDufPAo9Oju3Otc66byQPNw8CT1iu5s8sDygPLo8RbsBvfO8Cz1RPAs83zzYvBg9ezxYvH88fLwAvBU8KTzuuw08iDwkvDY86DzJvJa8MbxjPJm8H7wVPE+8jLwIvLu8LT0WvWs7fbtWvJq8urqyuhA8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 171,
        \"value\": 172
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
        \"value\": 87
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        174,
        175
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 176,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 177,
        \"values\": 176
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 178,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAQQAQAgAAAAAAAAAEAAAAAAAAAAABAAAAAAAAA2vR687bxsu52727vCu5+8rDzCOwq8ArtGPII8OT19vMq8CrudPIM8DrxvPE+89jyvPGm8o7sDPIG88zxhvDu9YjwDveM8cTjgPIk7q7zIu+W87zsLvR28E72wOx+9G7uMvO67w7sLvSK6+zqbPBy6Az1pvPE8hzwEvZK9RrykOiA7jLzmOfu8+LtNvIA8fzwMPJS8EbpiuqO6yjtYO4w86Lytu4G8X7yDu7k8mLpNPCM7NrvxO6S81DwAvCk8GbwFOoK8gLxvvOW7izw4vbu8iTqlPL48kzyQuxa83DyYvHi8PLsqugk9eDwiPKs8sLz8vJs8zry6vKI5jDy2PCI89bwkPZk6mjqRPBw8IDySvH461TxpO8G8V7wSPS08C72BvbY8TLy5O9C7Lbvgu2O7i7ynOTi9ozztu4o5mbtDOyW7ZzwivEq8IjsGvDC9tLp4vMW7Zr0UPRY8wTypO8i8JDttvDW7rTwiPIq89TwlPWW8OLxkO6c84zwPu4S8wDvIvGA8irzjOps8VbwpPS28+7wFvB09l7uNPEA9QDyxu5C8Gz2EvBk7Dz1ovEQ877mzPIS8AL3vPAy8crzJPAy9eruDPKk8UDxDOkE8NjvsPNQ81DtuPCg5GDwevCW9kzvQOzQ8Er1xuwY9E7xavL48gTwiOrK7kLxVuzU8n7xXPfm8brw7O+g7wTsgvZG8Njwyu\\/Y7V7x4PNQ7S7xBPHq8bTz5u4U8RDuEvI+8Yzv\\/u4Y8Hj24O328hjyfOwY7ojwSPDK8A7wxvAm8FTygvMY6I7s4PGi6rjyWPFm8pLs+PC28q7zDO6y8W7wFvHW8Ej2avMi8pLx1ukA8fLw4u8u71Lv9uqe8ujrKPM085LsTPbe7MT0dPLu8wTsfvLq8tLsqO768Kj02uy67irsqPBC9EbxMvEe85Lx\\/vMK76TycvD48DL2rPH089ToSPUK8Ozw2vB28NDzWuiy8cTzVPGg8LD2cu5e8oDwSPec8y7ypvJc8lLw2PTS8Lz2IPFQ9CD2sPMK7wTxtPfY6Mr1yO907uTyOvIG8qjfhPLk8ULzoPAI8eLu5PHK81TzTPFc8\\/7tTPGw8CDyePCG8QrwBPIq8hLtCvQ89YDxAvIu8vDvRPBG7Dr09PHo8RjzBvDS8Hb3pu8C8v7zwO968ArxLvAC8Pj0uvKK8Cj1GPNK75bzZvFg8VL0XPK871jxtvIw63jz7upQ7nrxOPA63EL3Fuea5tjqJuw08PLtyvAi9bTxvvKI8FTzLvN07MrwevBE8EDw+vai8oLxYvMk8pDxxPAk8Hj35vDE8Bb0oPTa8UDz4vAU8Pz0Ju5S8djyKPEo8Bry9PIG8D7wpPbc72zthO467gTwUPcQ8YzzNO+47lTwxvEW8GL2kvMi8gDwkPaK8lryku6u8lLlqvB+8orzcvE48lDvxvGi84TwWvCq7kzy5PFe8Kz31PNq8Djx7vJY8gDwyuwc6qjtUvLu6SzssvK+8tbxxvMa8LL2lPCm86TsOO8w7grzyOxu8xjxWvBC9BbvWO608Hz1LPEe81Dxsu5C8Mr0BPfo8H723vDW8oLkkvES79rzBupI8AbzmuwU71zz8vKO8xrufuxS9+zvHu4w8Ij2TvKK8EztjvMi6SbybOsG8pTzIPNO7Q7p7vHg84TyRvaO7ijyWuoW8cLv7O788UTyguic6ObvaPHA7CDyMPO+76Ly3Oxs81LyzvDw9uDyAvZi6LL0FPPm7cbvGPAq8ETuyu\\/47uLzWPDs9jjvWvCC8tLxWuxm7GTtsvKu8m7omvQ48qjxWuhm6Lrt2vOA8bLyOvIY8NzqsvMq8izyXPC48mDzVu7A8Nb32PAy947vOuXy7dzyLPIW877scPFw9JzzyvPu61DyfOoa8HjwkPSe8pbwePF88bzsePd+7MDxJvJw87bulvKg6mbxzvKw82zrgvIE95zvbvIw6OrtzvKm7ZDsmvEi8vzqiu2+8B70\\/vBm8rzzdumc8Xjysu7W6SjxJuxo9LbqivAO8LjwZO108Cj2mO648jjwUPJw8grzau9A8oLzvOyy7ojyauy48BzzBvFK7X7znvC48vToePAg9kjkIPOA6NLu5vJq8GzycvJS8nbu7PAO9+jzAulW8h7yeu068PTxLvDQ8LL0MvYA8krzWPKY7+TwQvIy8t7xJvGK77bveu6A8lbyKPAo8Ar0Yvdu7UbthPKg7T7xVvBo79Dvvu\\/Q7fLwjPcA7jzzwvLc8Ej3KvMq8FTwzPYU7rDu1PFY8B7xYvPo8MzzRu+O8VrtivH28ETzWvNs8RT31OyK61rw8PKu5ljwJvKA8ajugvPA8gzwKPHa8lTzavGA7hLwdPHE6A71VPAg8fzzKPAG8PL3aPCS6zjtrPBi8yrxrvPu8hzqlvDW8OLsNva88hzjrO188F7ywuzw8YbwFO5w8vrzTvJu5p7ucvHe6NzydPCO9qTobOxG8q7xbvYc7F7yjvD08ZDyzuyq8OjxuugS9YTz3vDy7ibyUugU7CT2LvPs8qzyvvPg8xTyRO1m8Dz28vCo8kztnPSW8ObyQuc47SDqgO7S73buGPFU8BT1IvZy7lzw0PXg8SboUPSy8o7uGvMC7jLwFvUK8EjrKO8w77TykPMG8vbsXPV88cLywPI08C73sO2G8n7yvPKQ7s7kNPN261DjpOqs7PDyAPKa7Y7xhvCQ7DzwhPII8Br1YvJk79rsdvHW89rqWPAS8GL2pOvO8OTubuxs8JL0MPOC8tLy6vMo7Dj3JuzM8jbzxO2U7krw4PTG89DzOvCy8Fj3juIM5uDyWPKo8LjwAPTI81TxSvLE8jDz\\/vLU8prwsPBq7mTjivKi8+rxPvS0937xwPAA9sTlcPEE8HLx4vLA8Bz2wPC492TtsvHa80ry5PKY8XDzvO068oDyXPNi8KTx\\/PLE8obynvMA8dLwwPPC8hbuJvJS7jDzdOyE8pbySPPY7Az2lPHS8TbyEPLA807zRO+W827yyvPG8F73wO5O8brsjPbI8CzytPL43NjwTPNc8t7o2PIy7PbuqPKS8l7uyPGk88zv8vIi7H7x+PAk8HzypPA493TyzPKW8YjxyPCi9lLllvcY8E7uSPBo83Lt8u2E86bvoOpo6Vbw\\/vcO867yVvIe877uVu1+89DwsvGu8PDzhvB28ujw\\/vF889LvMvOU76zvzvPQ6CzySvGi6DLzfvAU8l7yxvAa8s7wNOhk9ZzwTO687Hzy0vKY7pDwmPA+9k7yhO6Y8s7sOPK486Ty2PPO70ryJPNO887skPPA847u5vP87kLzpPMK7q7wwvJM9FbvBvHC84LxGPLw7Cr1bPAM8STu7PP48hDxAPBQ5vzzHO4s757s5u+68qjrgO8K8DbuRu9w7EDt4PFk9XLwevcU7izwVvMe7FTskvdE6CbspPLg7Hr3\\/u+u7bj1JPAY9CDzPvNa8Vzw9uny8Lrs4vEc7CTyeOiW7azweuzE8x7s7PeW8YDyJPPi8Ljz7vCa8vLsTOoQ8Cj1wPIO8ZzqDuxY9mjzEvDQ7yzzFPPS7ODzyu2O8QT0Jveu79juGO9u8G71cPaa89TqWPFc9Ej3Au528zbvWvIa7H7zZu7s8sDtZvJk8eTy3u6g8Z7wbPFQ8B70dvde8UDy4vGS8Tbxzug+9STyXPKW8Tjw9OxO8ATyivJq8wjyFPFS9pDwZvQ+8szsOvW66Or2LOwa9pLwfu1c5yju7PPA7N70FOZ+84zoYvPW70zwXugQ9D7uPPHk7lryduwM9JDyvOzM8ajt\\/vVw7Qbzpu868ijwPOyY6NryBOx47E7xoPK48lrz5vDI7SrwAPda8aztpvIi6ST3gPMS8WjxqO4Q8aDwIOfK8bz0PPEW8cry3PAE9qDt8PBo78TxOPcq7T7uKPIG6hrxtvOU8Ej3QO+S7ZTzOvIM6pzvmPLi7zrxLu4m7MLwwPAM9PrydPC88EDqJPK27xrwCvES9rjxJvaE8gbwDPTW9jrwivOw8XLwAvAq7ubxAPDy8zrzvvD+67joovJe8wbwPPKG8obvkO5U7rDvnuwq9mDvTvBi9cjwcO4S8lryhPN864LzgvHQ8RzwjPb+8X7wovCq8krxTPGa8\\/LuEO0U8lLlnuEU6p7zyvJW8nLyLOzO8tLv6PCe8mbsGPea6ALp3OWS8RrwGvao7GD3KuiQ7DDwyvKy8MDpPugy8t7qCvHm8QboCPO88a7zxvNC8k7wvO1g8fTqBPO08\\/7yXvAy70ztJPDa9oDu0PDQ6fzzUvNq8njy4O5C9oLzYuv072jwCvYm8Ezx4vNc8iTyPuz67wLyXvBU9K7zKPGM7sryluiM95bwcPFI7c7vHPOI8UL2UPCq8qjzlPOG6jDyrvAm817ycuz28DbzRO8g8qbzBPCu89rzIvG08VDy8PKw8nTzyvPw7NDqaPDQ79TzIvLi8Gj1FvIc7p7tmPD+8mTsWu8S89Dy9O6o8tLxEvMY7xbwLPEK8TjwjPI08frshPAq8VbwYu268xjzxPEI6oDwePAY9SzwVPWg8DTzEuFG8wLzPvN47TDxbOxO71DysO9K8iboiu\\/e7qrzEO5a8szzGu3W87Tyqu\\/Y8TDwUvIo81zrDPBM9QLsBvHs7irz6O7O7cT0wvGI96TihPEY8OzzKu7O7fLzKOgY9rrwyPIm8U7ysvC29x7wBvJO7ArsFO\\/c6Zry3O6q8BzxgvMu8jLz+PM08iryavKg8jjuLPCo7WLtSOuy8CDsuPAs8Dz0jvLq8GzwivXE8jrwSO\\/m4BDycuhi8zLsYPHY8Fj3eO+U7jTzxOog8pbpavAE9gryqPAc9o7wTvSM7zzwjPCG80Tw8vMA8xTw+vJu7BT3bORc9prrBPBW8tbwwOg09R7uUOxy8gbzYvNc8Tbs8ukE8l7z\\/u3y8krtDO4O6UjqWuOA8g7wovCW8DLzXOuG8wLvmPHi6ZzuJPAY9eDyHPDi9z7zjPFu8h7x2vBa8qzvFPIY7Hzs4vYm8PjyWPM48PjxRvCS6MzzSuuQ6ZzvGOz+71ztNPNC7xjtXvMM8Tr1nPcO8HzzzvC+4zDyBPNY8Gb0GvAu9Njyqu7s8Cj0gOyo9gbzguaY8fjuQPEO9Iz0+vGg8EjyTOUi9wruwu7w8dzzAvI68hbytPIm7NLw0PBO8uDq2O9O8vbwHvIm6zbuHPAA8UTyGPBw6irxpu\\/y7xbsSvay8L71KPYQ8WzyCvOo8\\/bzNO1A8n7sRva+84LooPKA7KTm9vMU5QjvrvBK8xTySPPW7lruXOq+8CDzSvJu8L7oLvZq8TTzduiE8HjtUPCE8Tb1EvKE7Gr0dvQK9IrzXO9e6fjwJOu+7uzqdu\\/A7+ryRvJq8sjxxvIO8Cj25OiG8vDysPPU8g7syvC48c7wGvaQ8MruqvLi8Eb2fvCe8GD1fu6M7g7oWPHW7+TqDvMC89TsSuqu83Tv0PMw8\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 179,
        \"value\": 180
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
        182
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 183,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 184,
        \"values\": 183
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 185,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAQQAQAgAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 186,
        \"value\": 187
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        13,
        19,
        25,
        31,
        39,
        46,
        54,
        63,
        71,
        79,
        86,
        95,
        103,
        111,
        118,
        126,
        134,
        142,
        150,
        157,
        165,
        173,
        181,
        188
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        189
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
    def main(args_0: R.Tensor((1, 16), dtype="int64")) -> R.Tuple(R.Tensor((1, 16, 100), dtype="float32")):
        with R.dataflow():
            lv: R.Tensor((1, 16), dtype="int32") = R.astype(args_0, dtype="int32")
            lv1: R.Tensor((16,), dtype="int32") = R.reshape(lv, R.shape([16]))
            lv2: R.Tensor((16, 32), dtype="bfloat16") = R.take(metadata["ir.GenericConst"][0], lv1, axis=0, mode="fast")
            lv3: R.Tensor((1, 16, 32), dtype="bfloat16") = R.reshape(lv2, R.shape([1, 16, 32]))
            lv4: R.Tensor((1, 16, 32), dtype="bfloat16") = R.multiply(lv3, metadata["ir.GenericConst"][1])
            lv5: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv6: R.Tensor((16,), dtype="int64") = R.add(lv5, R.const(0, "int64"))
            lv7: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv6, axis=[0])
            lv8: R.Tensor((1, 1), dtype="int64") = R.strided_slice(lv7, (1,), (0,), (1,), (1,), assume_inbound=False)
            lv9: R.Tensor((1, 1), dtype="int64") = R.subtract(lv8, R.const(1, "int64"))
            lv10: R.Tensor((1, 17), dtype="int64") = R.concat((lv9, lv7), axis=-1)
            lv11: R.Tensor((1, 16), dtype="int64") = R.strided_slice(lv10, (-1,), (0,), (16,), (1,), assume_inbound=False)
            lv12: R.Tensor((1, 16), dtype="int64") = R.strided_slice(lv10, (-1,), (1,), (17,), (1,), assume_inbound=False)
            lv13: R.Tensor((1, 16), dtype="int64") = R.subtract(lv12, lv11)
            lv14: R.Tensor((1, 16), dtype="bool") = R.not_equal(lv13, R.const(1, "int64"))
            lv15: R.Tensor((1, 16), dtype="bool") = R.cumsum(lv14, axis=-1, dtype=None, exclusive=False)
            lv16: R.Tensor((1, 16), dtype="int64") = R.broadcast_to(lv7, R.shape([1, 16]))
            lv17: R.Tensor((1,), dtype="int64") = R.arange(0, 1, 1, dtype="int64")
            lv18: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv19: R.Tensor((16,), dtype="int64") = R.add(lv18, R.const(0, "int64"))
            lv20: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv21: R.Tensor((16,), dtype="int64") = R.add(lv20, R.const(0, "int64"))
            lv22: R.Tensor((1, 1), dtype="int64") = R.expand_dims(lv17, axis=[1])
            lv23: R.Tensor((1, 1, 1), dtype="int64") = R.expand_dims(lv22, axis=[2])
            lv24: R.Tensor((1, 1, 1, 1), dtype="int64") = R.expand_dims(lv23, axis=[3])
            lv25: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv19, axis=[0])
            lv26: R.Tensor((1, 1, 16), dtype="int64") = R.expand_dims(lv25, axis=[1])
            lv27: R.Tensor((1, 1, 16, 1), dtype="int64") = R.expand_dims(lv26, axis=[3])
            lv28: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv21, axis=[0])
            lv29: R.Tensor((1, 1, 16), dtype="int64") = R.expand_dims(lv28, axis=[1])
            lv30: R.Tensor((1, 1, 1, 16), dtype="int64") = R.expand_dims(lv29, axis=[2])
            lv31: R.Tensor((), dtype="bool") = R.full(R.shape([]), R.const(True, "bool"), dtype="bool")
            lv32: R.Tensor((1, 1, 16, 1), dtype="bool") = R.index_tensor(lv15, (lv24, lv27))
            lv33: R.Tensor((1, 1, 1, 16), dtype="bool") = R.index_tensor(lv15, (lv24, lv30))
            lv34: R.Tensor((1, 1, 16, 16), dtype="bool") = R.equal(lv32, lv33)
            lv35: R.Tensor((1, 1, 16, 16), dtype="bool") = R.bitwise_and(lv31, lv34)
            lv36: R.Tensor((1, 1, 16, 1), dtype="int64") = R.index_tensor(lv16, (lv24, lv27))
            lv37: R.Tensor((1, 1, 1, 16), dtype="int64") = R.index_tensor(lv16, (lv24, lv30))
            lv38: R.Tensor((1, 1, 16, 16), dtype="bool") = R.less_equal(lv37, lv36)
            lv39: R.Tensor((1, 1, 16, 16), dtype="bool") = R.bitwise_and(lv35, lv38)
            lv40: R.Tensor((1, 1, 16, 16), dtype="bool") = R.broadcast_to(lv39, R.shape([1, 1, 16, 16]))
            lv41: R.Tensor((), dtype="bfloat16") = R.full(R.shape([]), metadata["ir.GenericConst"][2], dtype="bfloat16")
            lv42: R.Tensor((), dtype="bfloat16") = metadata["ir.GenericConst"][3]
            lv43: R.Tensor((1, 1, 16, 16), dtype="bfloat16") = R.where(lv40, lv41, lv42)
            lv44: R.Tensor((1, 16, 1), dtype="int64") = R.expand_dims(lv7, axis=[2])
            lv45: R.Tensor((1, 16, 1), dtype="float32") = R.astype(lv44, dtype="float32")
            lv46: R.Tensor((4,), dtype="float32") = R.astype(metadata["ir.GenericConst"][4], dtype="float32")
            lv47: R.Tensor((1, 16, 4), dtype="float32") = R.multiply(lv45, lv46)
            lv48: R.Tensor((1, 16, 8), dtype="float32") = R.concat((lv47, lv47), axis=-1)
            lv49: R.Tensor((1, 16, 8), dtype="float32") = R.cos(lv48)
            lv50: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv49, R.const(1.0, "float32"))
            lv51: R.Tensor((1, 16, 8), dtype="float32") = R.sin(lv48)
            lv52: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv51, R.const(1.0, "float32"))
            lv53: R.Tensor((1, 16, 8), dtype="bfloat16") = R.astype(lv50, dtype="bfloat16")
            lv54: R.Tensor((1, 16, 8), dtype="bfloat16") = R.astype(lv52, dtype="bfloat16")
            lv55: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv4, dtype="float32")
            lv56: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv55, R.const(2.0, "float32"))
            lv57: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv56, axis=[-1], keepdims=True)
            lv58: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv57, R.const(9.9999999747524271e-07, "float32"))
            lv59: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv58)
            lv60: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv55, lv59)
            lv61: R.Tensor((32,), dtype="float32") = R.astype(metadata["ir.GenericConst"][5], dtype="float32")
            lv62: R.Tensor((32,), dtype="float32") = R.add(lv61, R.const(1.0, "float32"))
            lv63: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv60, lv62)
            lv64: R.Tensor((1, 16, 32), dtype="bfloat16") = R.astype(lv63, dtype="bfloat16")
            lv65: R.Tensor((32, 32), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][6], axes=[1, 0])
            lv66: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv64, R.shape([16, 32]))
            lv67: R.Tensor((16, 32), dtype="float32") = R.matmul(lv66, lv65, out_dtype="float32")
            lv68: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv67, R.shape([1, 16, 32]))
            lv69: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv68, R.shape([1, 16, 4, 8]))
            lv70: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv69, axes=[0, 2, 1, 3])
            lv71: R.Tensor((32, 16), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][7], axes=[1, 0])
            lv72: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv64, R.shape([16, 32]))
            lv73: R.Tensor((16, 16), dtype="float32") = R.matmul(lv72, lv71, out_dtype="float32")
            lv74: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv73, R.shape([1, 16, 16]))
            lv75: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv74, R.shape([1, 16, 2, 8]))
            lv76: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv75, axes=[0, 2, 1, 3])
            lv77: R.Tensor((32, 16), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][8], axes=[1, 0])
            lv78: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv64, R.shape([16, 32]))
            lv79: R.Tensor((16, 16), dtype="float32") = R.matmul(lv78, lv77, out_dtype="float32")
            lv80: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv79, R.shape([1, 16, 16]))
            lv81: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv80, R.shape([1, 16, 2, 8]))
            lv82: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv81, axes=[0, 2, 1, 3])
            lv83: R.Tensor((1, 1, 16, 8), dtype="bfloat16") = R.expand_dims(lv53, axis=[1])
            lv84: R.Tensor((1, 1, 16, 8), dtype="bfloat16") = R.expand_dims(lv54, axis=[1])
            lv85: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv83, dtype="float32")
            lv86: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv70, lv85)
            lv87: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv70, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv88: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv70, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv89: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv88)
            lv90: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv89, lv87), axis=-1)
            lv91: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv84, dtype="float32")
            lv92: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv90, lv91)
            lv93: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv86, lv92)
            lv94: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv83, dtype="float32")
            lv95: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv76, lv94)
            lv96: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv76, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv97: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv76, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv98: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv97)
            lv99: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv98, lv96), axis=-1)
            lv100: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv84, dtype="float32")
            lv101: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv99, lv100)
            lv102: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv95, lv101)
            lv103: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv102, axis=[2])
            lv104: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv103, R.shape([1, 2, 2, 16, 8]))
            lv105: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv104, R.shape([1, 4, 16, 8]))
            lv106: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv82, axis=[2])
            lv107: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv106, R.shape([1, 2, 2, 16, 8]))
            lv108: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv107, R.shape([1, 4, 16, 8]))
            lv109: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv105, axes=[0, 1, 3, 2])
            lv110: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv93, R.shape([1, 4, 16, 8]))
            lv111: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv110, R.shape([4, 16, 8]))
            lv112: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv109, R.shape([1, 4, 8, 16]))
            lv113: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv112, R.shape([4, 8, 16]))
            lv114: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv111, lv113, out_dtype="float32")
            lv115: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv114, R.shape([1, 4, 16, 16]))
            lv116: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv115, R.const(0.35355338454246521, "float32"))
            lv117: R.Tensor((1, 1, 16, 16), dtype="float32") = R.astype(lv43, dtype="float32")
            lv118: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv116, lv117)
            lv119: R.Tensor((1, 4, 16, 16), dtype="float32") = R.astype(lv118, dtype="float32")
            lv120: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv119, axis=-1)
            lv121: R.Tensor((1, 4, 16, 16), dtype="bfloat16") = R.astype(lv120, dtype="bfloat16")
            lv122: R.Tensor((1, 4, 16, 16), dtype="bfloat16") = R.broadcast_to(lv121, R.shape([1, 4, 16, 16]))
            lv123: R.Tensor((4, 16, 16), dtype="bfloat16") = R.reshape(lv122, R.shape([4, 16, 16]))
            lv124: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv108, R.shape([1, 4, 16, 8]))
            lv125: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv124, R.shape([4, 16, 8]))
            lv126: R.Tensor((4, 16, 16), dtype="float32") = R.astype(lv123, dtype="float32")
            lv127: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv126, lv125, out_dtype="float32")
            lv128: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv127, R.shape([1, 4, 16, 8]))
            lv129: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv128, axes=[0, 2, 1, 3])
            lv130: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv129, R.shape([1, 16, 32]))
            lv131: R.Tensor((32, 32), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][9], axes=[1, 0])
            lv132: R.Tensor((16, 32), dtype="float32") = R.reshape(lv130, R.shape([16, 32]))
            lv133: R.Tensor((32, 32), dtype="float32") = R.astype(lv131, dtype="float32")
            lv134: R.Tensor((16, 32), dtype="float32") = R.matmul(lv132, lv133, out_dtype="float32")
            lv135: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv134, R.shape([1, 16, 32]))
            lv136: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv4, dtype="float32")
            lv137: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv136, lv135)
            lv138: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv137, dtype="float32")
            lv139: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv138, R.const(2.0, "float32"))
            lv140: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv139, axis=[-1], keepdims=True)
            lv141: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv140, R.const(9.9999999747524271e-07, "float32"))
            lv142: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv141)
            lv143: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv138, lv142)
            lv144: R.Tensor((32,), dtype="float32") = R.astype(metadata["ir.GenericConst"][10], dtype="float32")
            lv145: R.Tensor((32,), dtype="float32") = R.add(lv144, R.const(1.0, "float32"))
            lv146: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv143, lv145)
            lv147: R.Tensor((1, 16, 32), dtype="bfloat16") = R.astype(lv146, dtype="bfloat16")
            lv148: R.Tensor((32, 64), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][11], axes=[1, 0])
            lv149: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv147, R.shape([16, 32]))
            lv150: R.Tensor((16, 64), dtype="float32") = R.matmul(lv149, lv148, out_dtype="float32")
            lv151: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv150, R.shape([1, 16, 64]))
            lv152: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu_tanh(lv151)
            lv153: R.Tensor((32, 64), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][12], axes=[1, 0])
            lv154: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv147, R.shape([16, 32]))
            lv155: R.Tensor((16, 64), dtype="float32") = R.matmul(lv154, lv153, out_dtype="float32")
            lv156: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv155, R.shape([1, 16, 64]))
            lv157: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv152, lv156)
            lv158: R.Tensor((64, 32), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][13], axes=[1, 0])
            lv159: R.Tensor((16, 64), dtype="float32") = R.reshape(lv157, R.shape([16, 64]))
            lv160: R.Tensor((64, 32), dtype="float32") = R.astype(lv158, dtype="float32")
            lv161: R.Tensor((16, 32), dtype="float32") = R.matmul(lv159, lv160, out_dtype="float32")
            lv162: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv161, R.shape([1, 16, 32]))
            lv163: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv137, lv162)
            lv164: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv163, dtype="float32")
            lv165: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv164, R.const(2.0, "float32"))
            lv166: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv165, axis=[-1], keepdims=True)
            lv167: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv166, R.const(9.9999999747524271e-07, "float32"))
            lv168: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv167)
            lv169: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv164, lv168)
            lv170: R.Tensor((32,), dtype="float32") = R.astype(metadata["ir.GenericConst"][14], dtype="float32")
            lv171: R.Tensor((32,), dtype="float32") = R.add(lv170, R.const(1.0, "float32"))
            lv172: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv169, lv171)
            lv173: R.Tensor((1, 16, 32), dtype="bfloat16") = R.astype(lv172, dtype="bfloat16")
            lv174: R.Tensor((32, 32), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][15], axes=[1, 0])
            lv175: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv173, R.shape([16, 32]))
            lv176: R.Tensor((16, 32), dtype="float32") = R.matmul(lv175, lv174, out_dtype="float32")
            lv177: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv176, R.shape([1, 16, 32]))
            lv178: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv177, R.shape([1, 16, 4, 8]))
            lv179: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv178, axes=[0, 2, 1, 3])
            lv180: R.Tensor((32, 16), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][16], axes=[1, 0])
            lv181: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv173, R.shape([16, 32]))
            lv182: R.Tensor((16, 16), dtype="float32") = R.matmul(lv181, lv180, out_dtype="float32")
            lv183: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv182, R.shape([1, 16, 16]))
            lv184: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv183, R.shape([1, 16, 2, 8]))
            lv185: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv184, axes=[0, 2, 1, 3])
            lv186: R.Tensor((32, 16), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][17], axes=[1, 0])
            lv187: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv173, R.shape([16, 32]))
            lv188: R.Tensor((16, 16), dtype="float32") = R.matmul(lv187, lv186, out_dtype="float32")
            lv189: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv188, R.shape([1, 16, 16]))
            lv190: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv189, R.shape([1, 16, 2, 8]))
            lv191: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv190, axes=[0, 2, 1, 3])
            lv192: R.Tensor((1, 1, 16, 8), dtype="bfloat16") = R.expand_dims(lv53, axis=[1])
            lv193: R.Tensor((1, 1, 16, 8), dtype="bfloat16") = R.expand_dims(lv54, axis=[1])
            lv194: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv192, dtype="float32")
            lv195: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv179, lv194)
            lv196: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv179, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv197: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv179, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv198: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv197)
            lv199: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv198, lv196), axis=-1)
            lv200: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv193, dtype="float32")
            lv201: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv199, lv200)
            lv202: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv195, lv201)
            lv203: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv192, dtype="float32")
            lv204: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv185, lv203)
            lv205: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv185, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv206: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv185, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv207: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv206)
            lv208: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv207, lv205), axis=-1)
            lv209: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv193, dtype="float32")
            lv210: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv208, lv209)
            lv211: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv204, lv210)
            lv212: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv211, axis=[2])
            lv213: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv212, R.shape([1, 2, 2, 16, 8]))
            lv214: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv213, R.shape([1, 4, 16, 8]))
            lv215: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv191, axis=[2])
            lv216: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv215, R.shape([1, 2, 2, 16, 8]))
            lv217: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv216, R.shape([1, 4, 16, 8]))
            lv218: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv214, axes=[0, 1, 3, 2])
            lv219: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv202, R.shape([1, 4, 16, 8]))
            lv220: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv219, R.shape([4, 16, 8]))
            lv221: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv218, R.shape([1, 4, 8, 16]))
            lv222: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv221, R.shape([4, 8, 16]))
            lv223: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv220, lv222, out_dtype="float32")
            lv224: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv223, R.shape([1, 4, 16, 16]))
            lv225: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv224, R.const(0.35355338454246521, "float32"))
            lv226: R.Tensor((1, 1, 16, 16), dtype="float32") = R.astype(lv43, dtype="float32")
            lv227: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv225, lv226)
            lv228: R.Tensor((1, 4, 16, 16), dtype="float32") = R.astype(lv227, dtype="float32")
            lv229: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv228, axis=-1)
            lv230: R.Tensor((1, 4, 16, 16), dtype="bfloat16") = R.astype(lv229, dtype="bfloat16")
            lv231: R.Tensor((1, 4, 16, 16), dtype="bfloat16") = R.broadcast_to(lv230, R.shape([1, 4, 16, 16]))
            lv232: R.Tensor((4, 16, 16), dtype="bfloat16") = R.reshape(lv231, R.shape([4, 16, 16]))
            lv233: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv217, R.shape([1, 4, 16, 8]))
            lv234: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv233, R.shape([4, 16, 8]))
            lv235: R.Tensor((4, 16, 16), dtype="float32") = R.astype(lv232, dtype="float32")
            lv236: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv235, lv234, out_dtype="float32")
            lv237: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv236, R.shape([1, 4, 16, 8]))
            lv238: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv237, axes=[0, 2, 1, 3])
            lv239: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv238, R.shape([1, 16, 32]))
            lv240: R.Tensor((32, 32), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][18], axes=[1, 0])
            lv241: R.Tensor((16, 32), dtype="float32") = R.reshape(lv239, R.shape([16, 32]))
            lv242: R.Tensor((32, 32), dtype="float32") = R.astype(lv240, dtype="float32")
            lv243: R.Tensor((16, 32), dtype="float32") = R.matmul(lv241, lv242, out_dtype="float32")
            lv244: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv243, R.shape([1, 16, 32]))
            lv245: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv163, lv244)
            lv246: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv245, dtype="float32")
            lv247: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv246, R.const(2.0, "float32"))
            lv248: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv247, axis=[-1], keepdims=True)
            lv249: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv248, R.const(9.9999999747524271e-07, "float32"))
            lv250: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv249)
            lv251: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv246, lv250)
            lv252: R.Tensor((32,), dtype="float32") = R.astype(metadata["ir.GenericConst"][19], dtype="float32")
            lv253: R.Tensor((32,), dtype="float32") = R.add(lv252, R.const(1.0, "float32"))
            lv254: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv251, lv253)
            lv255: R.Tensor((1, 16, 32), dtype="bfloat16") = R.astype(lv254, dtype="bfloat16")
            lv256: R.Tensor((32, 64), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][20], axes=[1, 0])
            lv257: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv255, R.shape([16, 32]))
            lv258: R.Tensor((16, 64), dtype="float32") = R.matmul(lv257, lv256, out_dtype="float32")
            lv259: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv258, R.shape([1, 16, 64]))
            lv260: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu_tanh(lv259)
            lv261: R.Tensor((32, 64), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][21], axes=[1, 0])
            lv262: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv255, R.shape([16, 32]))
            lv263: R.Tensor((16, 64), dtype="float32") = R.matmul(lv262, lv261, out_dtype="float32")
            lv264: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv263, R.shape([1, 16, 64]))
            lv265: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv260, lv264)
            lv266: R.Tensor((64, 32), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][22], axes=[1, 0])
            lv267: R.Tensor((16, 64), dtype="float32") = R.reshape(lv265, R.shape([16, 64]))
            lv268: R.Tensor((64, 32), dtype="float32") = R.astype(lv266, dtype="float32")
            lv269: R.Tensor((16, 32), dtype="float32") = R.matmul(lv267, lv268, out_dtype="float32")
            lv270: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv269, R.shape([1, 16, 32]))
            lv271: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv245, lv270)
            lv272: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv271, dtype="float32")
            lv273: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv272, R.const(2.0, "float32"))
            lv274: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv273, axis=[-1], keepdims=True)
            lv275: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv274, R.const(9.9999999747524271e-07, "float32"))
            lv276: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv275)
            lv277: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv272, lv276)
            lv278: R.Tensor((32,), dtype="float32") = R.astype(metadata["ir.GenericConst"][23], dtype="float32")
            lv279: R.Tensor((32,), dtype="float32") = R.add(lv278, R.const(1.0, "float32"))
            lv280: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv277, lv279)
            lv281: R.Tensor((1, 16, 32), dtype="bfloat16") = R.astype(lv280, dtype="bfloat16")
            lv282: R.Tensor((32, 100), dtype="bfloat16") = R.permute_dims(metadata["ir.GenericConst"][0], axes=[1, 0])
            lv283: R.Tensor((16, 32), dtype="bfloat16") = R.reshape(lv281, R.shape([16, 32]))
            lv284: R.Tensor((16, 100), dtype="float32") = R.matmul(lv283, lv282, out_dtype="float32")
            lv285: R.Tensor((1, 16, 100), dtype="float32") = R.reshape(lv284, R.shape([1, 16, 100]))
            gv: R.Tuple(R.Tensor((1, 16, 100), dtype="float32")) = (lv285,)
            R.output(gv)
        return gv