// COIN-OR's CBC (branch and cut) and CLP (simplex) through their C interfaces, as Debian's
// coinor-libcbc-dev installs them (see ../../docs/solver.md, "The integer program"). Glide
// calls nothing else of COIN-OR: CLP solves the root relaxation while connectivity cuts are
// added, CBC the integer program.
#ifndef GLIDE_CBC_SHIM_H
#define GLIDE_CBC_SHIM_H

#include <coin/Cbc_C_Interface.h>
#include <coin/Clp_C_Interface.h>

#endif
