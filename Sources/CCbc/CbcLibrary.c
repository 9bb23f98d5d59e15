// Loads COIN-OR's CBC and CLP at run time (see include/CCbc.h).
#include "CCbc.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

const char *const glide_cbc_library_names[] = {"libCbcSolver.so.3", "libCbcSolver.so", NULL};

static GlideCbc functions;
static const GlideCbc *loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

// Each field of GlideCbc with the symbol of its own name, in the order declared.
#define GLIDE_CBC_FUNCTIONS(X)                                                                       \
    X(Cbc_newModel) X(Cbc_deleteModel) X(Cbc_loadProblem) X(Cbc_setInteger) X(Cbc_setMIPStartI)     \
    X(Cbc_setParameter) X(Cbc_setMaximumSeconds) X(Cbc_setMaximumNodes) X(Cbc_setLogLevel)          \
    X(Cbc_addCutCallback) X(Cbc_solve) X(Cbc_getNumCols) X(Cbc_bestSolution)                         \
    X(Cbc_numberSavedSolutions) X(Cbc_savedSolution) X(Cbc_getNodeCount)                             \
    X(Cbc_getBestPossibleObjValue) X(Cbc_isProvenOptimal) X(Cbc_isProvenInfeasible)                  \
    X(Cbc_isNodeLimitReached) X(Cbc_writeMps) X(Osi_getNumCols) X(Osi_getColSolution)                \
    X(OsiCuts_addRowCut) X(Clp_newModel) X(Clp_deleteModel) X(Clp_setLogLevel) X(Clp_loadProblem)   \
    X(Clp_addRows) X(Clp_setMaximumSeconds) X(Clp_dual) X(Clp_status) X(Clp_objectiveValue)         \
    X(Clp_getNumCols) X(Clp_getColSolution)

// dlsym's void * into a function pointer: the same size on every platform glibc runs on.
#define GLIDE_CBC_LOOK_UP(name)                                                                      \
    {                                                                                                \
        void *symbol = dlsym(library, #name);                                                        \
        if (symbol == NULL) return 0;                                                                \
        memcpy(&functions.name, &symbol, sizeof symbol);                                             \
    }

static int look_up(void *library) {
    GLIDE_CBC_FUNCTIONS(GLIDE_CBC_LOOK_UP)
    return 1;
}

static void load(void) {
    const char *without = getenv("GLIDE_WITHOUT_CBC");
    if (without != NULL && strcmp(without, "1") == 0) return;
    for (const char *const *name = glide_cbc_library_names; *name != NULL; name++) {
        // RTLD_LOCAL: COIN-OR's symbols stay out of the process's global scope.
        void *library = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
        if (library == NULL) continue;
        if (look_up(library)) {
            loaded = &functions;
            return;
        }
        dlclose(library);
    }
}

const GlideCbc *glide_cbc(void) {
    pthread_once(&once, load);
    return loaded;
}
