try:  # an optional package: used when it is installed
    import optaccel
except ImportError:
    optaccel = None


def scaled(x):
    if optaccel is not None:
        return optaccel.scale(x)
    return x * 3
