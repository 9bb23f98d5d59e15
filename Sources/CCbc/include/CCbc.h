// COIN-OR's CBC (branch and cut) and CLP (simplex), loaded when a proof first needs them (see
// ../../../docs/solver.md, "The integer program"). Glide is built without COIN-OR's headers
// and libraries: the few functions it calls are declared here, as Cbc_C_Interface.h and
// Clp_C_Interface.h of CBC 2.10 / CLP 1.17 declare them (CoinBigIndex is int there, as
// Debian builds them), and looked up by dlopen/dlsym in libCbcSolver.so.3, which loads CLP,
// OSI and CoinUtils with it. Without the library every function of Glide but the integer
// program's proofs works, and says where a proof needed it.
#ifndef GLIDE_CCBC_H
#define GLIDE_CCBC_H

#include <stddef.h>

typedef void Cbc_Model;
typedef void Clp_Simplex;
/// CBC's cut callback: the node's solver (an OsiSolverInterface), the cuts to add to, and the
/// pointer given to Cbc_addCutCallback.
typedef void (*cbc_cut_callback)(void *_Nullable osiSolver, void *_Nullable osiCuts, void *_Nullable appdata);

/// The functions Glide calls, each named as in COIN-OR's C interfaces.
typedef struct GlideCbc {
    Cbc_Model *_Nullable (*_Nonnull Cbc_newModel)(void);
    void (*_Nonnull Cbc_deleteModel)(Cbc_Model *_Nonnull model);
    void (*_Nonnull Cbc_loadProblem)(
        Cbc_Model *_Nonnull model, int numcols, int numrows, const int *_Nonnull start,
        const int *_Nullable index, const double *_Nullable value, const double *_Nullable collb,
        const double *_Nullable colub, const double *_Nullable obj, const double *_Nullable rowlb,
        const double *_Nullable rowub);
    void (*_Nonnull Cbc_setInteger)(Cbc_Model *_Nonnull model, int column);
    void (*_Nonnull Cbc_setMIPStartI)(
        Cbc_Model *_Nonnull model, int count, const int *_Nonnull columns, const double *_Nonnull values);
    void (*_Nonnull Cbc_setParameter)(
        Cbc_Model *_Nonnull model, const char *_Nonnull name, const char *_Nonnull value);
    void (*_Nonnull Cbc_setMaximumSeconds)(Cbc_Model *_Nonnull model, double seconds);
    void (*_Nonnull Cbc_setMaximumNodes)(Cbc_Model *_Nonnull model, int nodes);
    void (*_Nonnull Cbc_setLogLevel)(Cbc_Model *_Nonnull model, int level);
    void (*_Nonnull Cbc_addCutCallback)(
        Cbc_Model *_Nonnull model, cbc_cut_callback _Nonnull callback, const char *_Nonnull name,
        void *_Nullable appData);
    int (*_Nonnull Cbc_solve)(Cbc_Model *_Nonnull model);
    int (*_Nonnull Cbc_getNumCols)(Cbc_Model *_Nonnull model);
    const double *_Nullable (*_Nonnull Cbc_bestSolution)(Cbc_Model *_Nonnull model);
    int (*_Nonnull Cbc_numberSavedSolutions)(Cbc_Model *_Nonnull model);
    const double *_Nullable (*_Nonnull Cbc_savedSolution)(Cbc_Model *_Nonnull model, int index);
    int (*_Nonnull Cbc_getNodeCount)(Cbc_Model *_Nonnull model);
    double (*_Nonnull Cbc_getBestPossibleObjValue)(Cbc_Model *_Nonnull model);
    int (*_Nonnull Cbc_isProvenOptimal)(Cbc_Model *_Nonnull model);
    int (*_Nonnull Cbc_isProvenInfeasible)(Cbc_Model *_Nonnull model);
    int (*_Nonnull Cbc_isNodeLimitReached)(Cbc_Model *_Nonnull model);
    void (*_Nonnull Cbc_writeMps)(Cbc_Model *_Nonnull model, const char *_Nonnull filename);
    int (*_Nonnull Osi_getNumCols)(void *_Nonnull osi);
    const double *_Nullable (*_Nonnull Osi_getColSolution)(void *_Nonnull osi);
    void (*_Nonnull OsiCuts_addRowCut)(
        void *_Nonnull osiCuts, int count, const int *_Nonnull columns, const double *_Nonnull coefficients,
        char sense, double rhs);

    Clp_Simplex *_Nullable (*_Nonnull Clp_newModel)(void);
    void (*_Nonnull Clp_deleteModel)(Clp_Simplex *_Nonnull model);
    void (*_Nonnull Clp_setLogLevel)(Clp_Simplex *_Nonnull model, int level);
    void (*_Nonnull Clp_loadProblem)(
        Clp_Simplex *_Nonnull model, int numcols, int numrows, const int *_Nonnull start,
        const int *_Nullable index, const double *_Nullable value, const double *_Nullable collb,
        const double *_Nullable colub, const double *_Nullable obj, const double *_Nullable rowlb,
        const double *_Nullable rowub);
    void (*_Nonnull Clp_addRows)(
        Clp_Simplex *_Nonnull model, int number, const double *_Nonnull rowLower,
        const double *_Nonnull rowUpper, const int *_Nonnull rowStarts, const int *_Nonnull columns,
        const double *_Nonnull elements);
    void (*_Nonnull Clp_setMaximumSeconds)(Clp_Simplex *_Nonnull model, double seconds);
    int (*_Nonnull Clp_dual)(Clp_Simplex *_Nonnull model, int ifValuesPass);
    int (*_Nonnull Clp_status)(Clp_Simplex *_Nonnull model);
    double (*_Nonnull Clp_objectiveValue)(Clp_Simplex *_Nonnull model);
    int (*_Nonnull Clp_getNumCols)(Clp_Simplex *_Nonnull model);
    const double *_Nullable (*_Nonnull Clp_getColSolution)(Clp_Simplex *_Nonnull model);
} GlideCbc;

/// The library's functions, loaded on the first call (thread-safe; later calls only read).
/// NULL when no library in `glide_cbc_library_names` loads or one of the functions is missing
/// from it, and always when the environment variable GLIDE_WITHOUT_CBC is set to 1: the tests
/// run Glide as it is on a machine without CBC with it.
const GlideCbc *_Nullable glide_cbc(void);

/// The file names tried with dlopen, in order, NULL-terminated: the runtime library's soname in
/// Debian and Ubuntu (coinor-libcbc3, coinor-libcbc3.1), then the development link.
extern const char *_Nonnull const glide_cbc_library_names[];

#endif
