import WordSudokuKit

/// A command's summary and details in French (its usage, options and names stay as they are).
struct FrenchCommandHelp: Sendable {
    let summary: String
    let details: String
}

extension Command {
    /// The French help of every command, by name. A command of `Command.all` missing here
    /// shows its English help in French and fails `FrenchHelpTests`.
    static let frenchHelp: [String: FrenchCommandHelp] = [
        "worksheet": worksheetFrenchHelp,

        "about": FrenchCommandHelp(
            summary: "Afficher la version, la licence, l’origine des listes de mots et des grilles, et votre dossier de données.",
            details: """
              Le même texte que la page « À propos » du jeu. Le dossier de données est celui du jeu :
              $WORD_SUDOKU_HOME s’il est défini, sinon $XDG_DATA_HOME/word-sudoku, sinon
              ~/.local/share/word-sudoku.
            """),

        "doctor": FrenchCommandHelp(
            summary: "Vérifier votre dossier de données : chaque fichier enregistré, les fichiers mis de côté, une partie ouverte ailleurs, la place libre.",
            details: """
              Lit chaque fichier du dossier de données comme le jeu le lit et dit, une ligne par
              constat, ce qu’il a trouvé et ce qu’il faut faire : un fichier endommagé ou qui contient
              une valeur impossible, des enregistrements de la mémoire inutilisables, des fichiers mis
              de côté (NOM.corrupt-…), un lien symbolique ou autre chose qu’un fichier à la place d’un
              fichier enregistré, des fichiers temporaires laissés par une sauvegarde interrompue, une
              partie ouverte dans un autre word-sudoku, et la place libre.
              Ne change rien sur le disque. Code de sortie 0 si tout va bien, 65 si un problème a été trouvé.
            """),

        "help": FrenchCommandHelp(
            summary: "Décrire toutes les commandes, ou l’une d’elles en détail.",
            details: ""),

        "solve": FrenchCommandHelp(
            summary: "Résoudre les grilles de fichiers ou de l’entrée standard, une par ligne.",
            details: """
            Lit les grilles écrites sur une ligne (N² caractères, rangée par rangée ; '.' ou '0'
            pour une case vide ; les N premiers symboles de 123456789ABCDEFGHIJKLMNOP) ou mises en
            page sur N lignes (espaces, '|', '-' et '+' ignorés ; une ligne vide entre deux grilles).
            Les lignes qui commencent par '#' sont des commentaires. Sans FILE, ou avec FILE '-',
            lit l’entrée standard.

            Pour chaque grille, affiche sa solution sur une ligne. Une grille sans solution ou à
            plusieurs solutions, ou une ligne mal formée, donne une ligne vide, et
            FICHIER:LIGNE: RAISON sur la sortie d’erreur.

            Options :
              --box RxC   la forme des blocs (par ex. 3x4) ; par défaut, elle se déduit du nombre
                          de cases : 16 → 2x2, 36 → 2x3, 64 → 2x4, 81 → 3x3, 144 → 3x4, 256 → 4x4,
                          625 → 5x5
              --count     affiche à la place le nombre de solutions : 0, 1 ou 2+
              --time-limit S
                          secondes par grille, de 1 à 3600 (10 par défaut) ; une grille qui les
                          dépasse donne une ligne vide et FICHIER:LIGNE: abandon après S s, et la
                          suivante est résolue

            Code de retour : 0 si chaque grille avait exactement une solution, 1 sinon, 2 pour une
            erreur d’utilisation, 66 si un fichier ne peut pas être ouvert, 75 si une grille a été
            abandonnée à la limite de temps.
            """),

        "generate": FrenchCommandHelp(
            summary: "Créer des grilles à solution unique, du niveau demandé.",
            details: """
            Options :
              --box RxC        forme des blocs (3x3 par défaut) ; la grille fait (R·C)×(R·C)
              --size N         taille de la grille, à la place de --box : 4, 6, 8, 9, 12, 16 ou 25
              --grade G        1 débutant, 2 facile, 3 moyen, 4 difficile, 5 expert (2 par défaut)
              --count K        nombre de grilles (1 par défaut)
              --seed S         pour refaire les mêmes grilles ; la grille k utilise la graine S+k
              --symmetry SYM   la disposition des cases données : none, rotational (par défaut)
                               ou mirror
              --edition E      l’édition du générateur (2 par défaut, la plus récente) ; une
                               graine refait les mêmes grilles avec la même édition. L’édition 1
                               fait les grilles des codes sans marque 'g2-'
              --format FMT     line (une grille par ligne, par défaut), grid, ou json (un objet
                               par ligne, avec la solution, le niveau, la graine et les techniques),
                               ou codes (un code de grille par ligne, pour 'play --code' : une
                               classe sur les mêmes grilles)
              --words NAME     avec codes : la liste (fournie, à vous, ou un fichier ; par défaut
                               celle de vos réglages). Les codes d’un fichier le nomment comme
                               'words import' le ferait : un élève y joue avec 'play --code CODE
                               --words FICHIER' ou après 'words import FICHIER'. Les codes n’ont
                               pas de --symmetry.

            Sans --seed, une graine tirée au hasard est utilisée et affichée sur la sortie d’erreur.
            Niveaux selon la forme : de 1 à 3 pour les grilles 4x4, de 1 à 4 pour les 6x6, de 1 à 5
            pour les plus grandes.
            """),

        "rate": FrenchCommandHelp(
            summary: "Noter des grilles selon la technique la plus difficile qu’elles exigent.",
            details: """
            Lit les grilles comme 'solve' (sur l’entrée standard sans FILE, ou avec FILE '-') et
            affiche une ligne par grille : son niveau et la technique la plus difficile nécessaire,
            par ex. '3 medium hidden pair', ou bien 'not unique' (plusieurs solutions), 'no solution'
            (aucune solution) ou 'beyond expert' (au-delà d’expert) quand aucune technique du
            solveur ne s’applique.

            Niveaux : 1 débutant (dernière case libre, singletons), 2 facile (interactions
            bloc-ligne et ligne-bloc), 3 moyen (paires et triplets nus et cachés), 4 difficile
            (X-wing, XY-wing, espadon), 5 expert (essai limité).
            Sur les grilles 4x4 : 1 dernières cases libres seulement, 2 singletons, 3 singletons
            avec 5 cases données au plus.

            Options :
              --box RxC   la forme des blocs ; par défaut, elle se déduit du nombre de cases
              --steps     après chaque niveau, les étapes expliquées de la résolution, une par
                          ligne ; une étape d’essai est suivie de sa chaîne : la valeur
                          supposée, les singletons qu’elle force, la contradiction (en
                          français quand LANG commence par 'fr')
              --time-limit S
                          secondes par grille pour vérifier l’unicité, de 1 à 3600 (10 par
                          défaut) ; une grille qui les dépasse donne 'gave up' (abandon) et
                          FICHIER:LIGNE: abandon après S s

            Code de retour : 0 si chaque grille avait exactement une solution, 1 sinon, 2 pour une
            erreur d’utilisation, 66 si un fichier ne peut pas être ouvert, 75 si une grille a été
            abandonnée à la limite de temps.
            """),

        "bench": FrenchCommandHelp(
            summary: "Mesurer la vitesse du moteur sur les séries de grilles du paquet, celle de l’écran et d’un enregistrement.",
            details: """
            Résout chaque série de grilles (*.txt) de DIR et affiche, pour chacune, le nombre de
            grilles, les grilles par seconde et les microsecondes par grille (la médiane de K
            passes), le p99 des grilles chronométrées une à une et la grille la plus lente, en
            millisecondes. Chaque solution est vérifiée d’après ses cases données et les règles.
            Après chaque série 9×9 classique (9x9-*.txt) vient une ligne de 1 000 isomorphes
            aléatoires distincts de la série (symboles renommés, bandes, lignes, piles et colonnes
            permutées, transposées une fois sur deux ; les mêmes à chaque passage) : quelques
            grilles résolues encore et encore, le processeur les apprend. Seul ce que le passage a
            mesuré est affiché : aucun rapport aux chiffres d’un autre programme, mesurés
            ailleurs ou un autre jour. La section save chronomètre
            l’enregistrement d’un coup (game.json réécrit, comme play le fait après chaque coup) à
            10 et à 2 000 pas d’annulation, médiane et p99 de 100×K coups (K au plus 5) ; le second
            doit coûter au plus le double du premier. La section learning fait jouer au vrai jeu
            des apprenants simulés (les coups, les preuves, le contrôle de rappel, la mémoire de
            l’apprenant et le planificateur du jeu, sur une horloge simulée) : une partie 9×9 par
            jour pendant 60 jours sur 120 paires, sous deux modèles d’apprenant (régression de
            demi-vie ; ACT-R à déclin dépendant de l’espacement) et deux comportements (mots
            inconnus devinés dans la banque, ou cherchés), les mots choisis uniformément, par SM-2
            ou par le jeu ; elle affiche le rappel au jour 60, les mots à 90 % ou plus et l’avance
            appariée du jeu sur les autres, avec sa dispersion sur les graines. Elle n’échoue que
            si une partie n’a pas pu être jouée jusqu’au bout. La section variety fait les grilles
            des graines 1 à 1 000 pour chaque taille et chaque niveau du formulaire Nouvelle partie
            (symétrie centrale, comme une partie) et compte celles qui sont essentiellement
            différentes : formes canoniques à renommage des symboles, permutation des lignes,
            bandes, colonnes et piles et, pour les blocs carrés, transposition près ; avec la
            chance que deux graines donnent la même grille. Une case s’arrête après 20 s de CPU ;
            les 16x16 et 25x25 ne sont pas comptées (trop d’ordres à chercher). Les durées sont le temps processeur
            du fil d’exécution : les autres programmes d’une machine partagée ne les gonflent pas.
            Compilez avec -c release pour obtenir des chiffres parlants.

            Options :
              --dir DIR        les séries de grilles ; par défaut Benchmarks/puzzles du paquet,
                               cherché dans le répertoire courant, puis à côté de l’exécutable
                               et dans chaque dossier au-dessus
              --runs K         passes chronométrées par série (5 par défaut, de 1 à 100)
              --only SECTION   ne lancer qu’une section : \(BenchSection.all.map(\.name).joined(separator: ", "))
              --seeds K        les graines de la section learning, de 1 à K (20 par défaut, 1000 au plus)
              --write-isomorphs DIR
                               écrire aussi chaque série d’isomorphes que la section solver
                               chronomètre dans DIR/SÉRIE-isomorphs.txt, une grille par ligne,
                               pour que solve ou un autre programme résolve les mêmes grilles

            Code de retour : 0 si toutes les solutions sont justes (et les enregistrements restés
            sous 2×, et chaque partie simulée jouée jusqu’au bout), 1 sinon.
            """),

        "words": FrenchCommandHelp(
            summary: "Lister les listes de mots, en afficher une, vérifier les vôtres, en ajouter, importer ou exporter une.",
            details: """
            words                 les listes fournies : nom, thème, niveau, paires, tailles de grille
                                  que chacune peut remplir ; puis vos listes (le dossier lists/ de
                                  vos données), une liste abîmée avec son premier problème
            words show NAME|FILE  une liste, en tableau à deux colonnes (le nom d’une liste, ou un
                                  fichier .json, .tsv ou .csv)
            words check FILE ...  vérifie des listes : 'ok : N paires (remplit ...)' ou chaque
                                  problème sous la forme FICHIER:LIGNE:COLONNE: message. Code de
                                  retour 0 si toutes sont correctes, 65 si l’une a des problèmes,
                                  66 si l’une ne peut pas être ouverte.
            words add FILE ...    vérifie une liste et la copie dans vos listes, pour y jouer de
                                  partout avec 'play --words NOM' (NOM : le nom du fichier sans
                                  .json/.tsv/.csv). Une liste qui a des problèmes n’est pas copiée
                                  (65) ; une autre liste du même nom est gardée (1), sauf avec --replace.
            words import FILE     vérifie l’export d’un tableur (.tsv, .csv à virgules ou à
                                  points-virgules, UTF-8 ou UTF-16, une première ligne qui nomme les
                                  langues), l’export en texte de Quizlet ou d’Anki (avec --languages)
                                  ou une liste .json, et la garde dans vos listes sous
                                  NOM.json (NOM : --name ou le nom du fichier, en minuscules, sans
                                  accents, les autres caractères en '-'). Chaque problème est
                                  affiché, rien n’est gardé (65) ; les mêmes règles de nom que 'add'.
            words export NAME     écrit une liste (fournie ou à vous) sur la sortie standard ou dans
                                  -o FILE, de sorte que l’importer redonne la même liste : json garde
                                  tout, tsv et csv les langues et les paires ('|' entre les réponses).
              --replace           avec 'add' ou 'import' : remplacer votre liste du même nom
              --name NAME         avec 'import' : le nom sous lequel garder la liste
              --languages L1,L2   avec 'import', 'check', 'show' : les langues d’un fichier dont la
                                  première ligne ne les nomme pas (en,fr ou anglais,français)
              --format F          avec 'export' : json (par défaut, ou l’extension du fichier -o),
                                  tsv, csv
              -o FILE             avec 'export' : écrire FILE (remplacé d’un coup) plutôt que la sortie
              --lang en|fr        la langue des messages
            Un nom désigne, dans cet ordre : un fichier existant, votre liste de ce nom, une liste fournie.
            Le format des listes est décrit dans le README, à la section 'Word lists'.
            """),

        "play": FrenchCommandHelp(
            summary: "Jouer une nouvelle partie (en plein écran, ou ligne par ligne avec --plain).",
            details: """
              --size N        taille de la grille : 4, 6, 8, 9, 12, 16 (blocs de la forme habituelle)
              --box RxC       forme des blocs, par ex. 2x3 (6×6, blocs larges), 3x2 (6×6, blocs hauts)
              --grade G       1-5, ou beginner, easy, medium, hard, expert
              --words NAME    une liste fournie (voir 'word-sudoku words') ou un fichier de liste
              --theme T       un thème fourni
              --show en|fr    la langue des mots donnés ; vous tapez ceux de l’autre langue
              --seed S        un nombre qui redonne la même grille et les mêmes mots
              --code CODE     rejouer une grille d’après son code, par ex. g2-2x3-1-animals-K7Q2M (avec
                              --words FILE pour un code créé sur une liste absente de vos listes ;
                              la partie garde le code donné). Un code dont la liste manque le dit (66).
              --mode M        immediate (mots faux signalés aussitôt) ou at-finish (comme un examen)
              --peeks K       nombre de coups d’œil au dictionnaire permis (2 par défaut, ou celui de
                              la liste)
              --player NAME   le joueur à qui appartiennent les scores et la mémoire des mots
              --players "A,B" deux joueurs à tour de rôle sur une grille, chacun sa couleur
                              ("Ann:rouge,Ben:bleu" ; rouge, vert, jaune, bleu, magenta, cyan) ;
                              mot juste +1 et le tour passe, mot faux -1, retiré, et le tour
                              passe ; 'passer' en mode ligne
              --lang en|fr    la langue des textes du programme
              --review        une partie de révision : vos mots à revoir, de toutes les listes
                              jouées dans les langues de la liste, complétés de mots nouveaux ;
                              au plus la taille demandée (--size, sinon vos réglages). Rien à
                              revoir : dit quand ce sera, code 1
              --plain         mode ligne : une commande par ligne (automatique sans terminal)
              --no-color      plein écran sans couleurs (de même quand NO_COLOR est défini)
              --high-contrast plein écran en couleurs vives sur fond noir
            Première partie : une grille 6×6 au niveau 1 avec la liste animals ; vos réglages
            changent cela.
            """),

        "resume": FrenchCommandHelp(
            summary: "Reprendre la partie enregistrée, exactement là où elle s’était arrêtée.",
            details: "La partie en cours est enregistrée après chaque coup : elle survit à un terminal fermé ou à un plantage."),

        "daily": FrenchCommandHelp(
            summary: "Jouer la grille du jour : la même pour tout le monde aujourd’hui.",
            details: """
              --date D   la grille d’un autre jour (pour la série, seule compte celle du jour, résolue
                         le jour même)
            Les jours résolus et la série s’affichent avec 'word-sudoku calendar'.
            """),

        "calendar": FrenchCommandHelp(
            summary: "Afficher un mois, avec les jours où vous avez résolu la grille du jour.",
            details: """
              YYYY-MM    le mois à afficher (le mois en cours par défaut)
              --sunday   les semaines commencent le dimanche (le lundi par défaut)
            """),

        "stats": FrenchCommandHelp(
            summary: "Afficher vos parties finies, le classement et vos mots les plus ratés.",
            details: """
              --player NAME   seulement les parties et les mots de ce joueur
              --due           les mots à revoir aujourd’hui, les moins sûrs d’abord
              --reviews       chaque révision de chaque mot, en CSV, dans les colonnes que lit
                              l’optimiseur de FSRS
              --format csv    le format de --reviews (CSV, le seul proposé)
              --clear         effacer l’historique, le classement, la mémoire des mots et les jours
                              résolus (après confirmation)
              --yes           ne pas demander de confirmation (pour les scripts)
            """),

        "settings": FrenchCommandHelp(
            summary: "Afficher les réglages, ou en modifier un.",
            details: """
            settings              affiche chaque réglage avec sa valeur (dont retention : le
                                  rappel auquel un mot revient, 0.70 à 0.97)
            settings KEY VALUE    donne la valeur VALUE au réglage KEY
            """),
    ]

    /// The one-line summary in `language`.
    func summary(_ language: UILanguage) -> String {
        switch language {
        case .en: summary
        case .fr: Self.frenchHelp[name]?.summary ?? summary
        }
    }

    /// The details in `language`.
    func details(_ language: UILanguage) -> String {
        switch language {
        case .en: details
        case .fr: Self.frenchHelp[name]?.details ?? details
        }
    }
}
