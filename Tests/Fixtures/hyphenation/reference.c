#include <hyphen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    HyphenDict *dict = hnj_hyphen_load(argv[1]);
    if (!dict) return 1;
    char word[256];
    while (fgets(word, sizeof word, stdin)) {
        size_t n = strlen(word); if (n && word[n-1] == '\n') word[--n] = 0;
        if (!n) continue;
        char hyphens[300]; char hw[600]; char **rep = NULL; int *pos = NULL; int *cut = NULL;
        hnj_hyphen_hyphenate3(dict, word, n, hyphens, hw, &rep, &pos, &cut, 2, 3, 2, 3);
        printf("%s\t%s\n", word, hw);
    }
    return 0;
}
