@T.prim_func
def explicit_root(A: T.Buffer((1,), "float32")):
    with T.block("root"):
        T.reads()
        T.writes(A[0])
        with T.block("no_realize", no_realize=True):
            vi = T.axis.spatial(1)
            T.reads()
            T.writes()
            A[vi] = T.float32(1.0)
