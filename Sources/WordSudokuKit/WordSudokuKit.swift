/// WordSudokuKit: word lists, the game session, its store and the strings people read (EN/FR).
