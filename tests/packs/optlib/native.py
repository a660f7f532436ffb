import nativeacc  # a required package whose distribution ships compiled files


def accelerated(x):
    return nativeacc.kernel(x)
