#include "cli.h"

int main(int argc, char** argv) { return capgrid::Main(argc, argv); }
