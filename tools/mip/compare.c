// Solves one MPS file with CBC or GLPK, as tools/bench-mip asks, and prints one line:
// "<status> <objective> <bound> <seconds>" (status: optimal, feasible, none). Used only to
// measure the two libraries on Glide's integer programs; Glide itself calls CBC from Swift.
#include <coin/Cbc_C_Interface.h>
#include <glpk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

// CBC with the settings Glide uses (BranchAndCut.swift), minus its cut callback.
static void run_cbc(const char *path, double seconds) {
    Cbc_Model *model = Cbc_newModel();
    Cbc_readMps(model, path);
    Cbc_setLogLevel(model, 0);
    Cbc_setParameter(model, "timeMode", "elapsed");
    Cbc_setParameter(model, "preprocess", "off");
    Cbc_setParameter(model, "cuts", "root");
    Cbc_setMaximumSeconds(model, seconds);
    double started = now();
    Cbc_solve(model);
    double elapsed = now() - started;
    const char *status = Cbc_isProvenOptimal(model) ? "optimal" : Cbc_bestSolution(model) ? "feasible" : "none";
    printf("%s %.0f %.2f %.3f\n", status, Cbc_bestSolution(model) ? Cbc_getObjValue(model) : -1.0,
           Cbc_getBestPossibleObjValue(model), elapsed);
    Cbc_deleteModel(model);
}

// GLPK's best bound is only seen from its callback: the open node with the best bound.
static double glpk_bound = -1e300;
static void glpk_callback(glp_tree *tree, void *info) {
    (void)info;
    int best = glp_ios_best_node(tree);
    if (best != 0) glpk_bound = glp_ios_node_bound(tree, best);
}

static void run_glpk(const char *path, double seconds) {
    glp_term_out(GLP_OFF);
    glp_prob *problem = glp_create_prob();
    if (glp_read_mps(problem, GLP_MPS_FILE, NULL, path) != 0) {
        printf("none -1 -1 0\n");
        return;
    }
    glp_iocp parameters;
    glp_init_iocp(&parameters);
    parameters.presolve = GLP_ON;
    parameters.msg_lev = GLP_MSG_OFF;
    parameters.tm_lim = (int)(seconds * 1000);
    parameters.cb_func = glpk_callback;
    double started = now();
    glp_intopt(problem, &parameters);
    double elapsed = now() - started;
    int status = glp_mip_status(problem);
    const char *name = status == GLP_OPT ? "optimal" : status == GLP_FEAS ? "feasible" : "none";
    double objective = status == GLP_OPT || status == GLP_FEAS ? glp_mip_obj_val(problem) : -1;
    printf("%s %.0f %.2f %.3f\n", name, objective, status == GLP_OPT ? objective : glpk_bound, elapsed);
    glp_delete_prob(problem);
}

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[1], "cbc") != 0 && strcmp(argv[1], "glpk") != 0)) {
        fprintf(stderr, "usage: compare cbc|glpk FILE.mps SECONDS\n");
        return 64;
    }
    double seconds = atof(argv[3]);
    if (strcmp(argv[1], "cbc") == 0) run_cbc(argv[2], seconds); else run_glpk(argv[2], seconds);
    return 0;
}
