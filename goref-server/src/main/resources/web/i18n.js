// Russian and English for the pages: chosen by ?lang=, then the switch (kept in localStorage), then the browser.
const WORDS = {
  en: {
    games: 'Games', tournaments: 'Tournaments', newGame: 'New game',
    newTournament: 'New tournament', name: 'Name', rules: 'Rules', komi: 'Komi', board: 'Board',
    time: 'Time control', clockAtFirstMove: 'Start the clock at the first move (not at the game\'s creation)', tieBreaks: 'Tie-breaks', referee: 'Referee', place: 'Place', create: 'Create',
    players: 'Players', addPlayer: 'Add player', rank: 'Rank', club: 'Club', city: 'City',
    rounds: 'Rounds', round: 'Round', pairNext: 'Pair the next round', table: 'Table',
    method_berger: 'Berger', method_manual: 'by hand', method_swiss: 'Swiss', method_mcmahon: 'McMahon',
    method_knockout: 'knockout',
    system: 'System', system_roundRobin: 'Round-robin (Berger)', system_swiss: 'Swiss', system_mcmahon: 'McMahon',
    system_knockout: 'Knockout (Olympic)', handicapPolicy: 'Handicap (even, rank:R:M:K, mms:R:M:K)',
    bar: 'Bar (grade)', floor: 'Floor (grade)', seeding: 'Seeding in a group', seedingUntil: 'up to round',
    seedingThen: 'then', seed_slide: 'split and slide', seed_fold: 'split and fold', seed_random: 'split and random',
    seedBy: 'Seeded by', by_rating: 'rating', by_rank: 'rank', by_registration: 'registration',
    avoidClub: 'Keep clubs apart for rounds', avoidCountry: 'Keep countries apart for rounds',
    thirdPlace: 'Third-place game', replay: 'A drawn or void game', replay_replay: 'is replayed',
    replay_white: 'White goes on', replay_seed: 'the higher seed goes on',
    startAll: 'Start all games of round {n}', bracket: 'Bracket (printable)', bracketPdf: 'Bracket (PDF)',
    mmsCorrection: 'MMS correction', absentFrom: 'Absent from rounds', default: 'default',
    playerNumber: 'Player No.', mmsPoints: 'Points', participation: 'Absence from a round', absentThere: 'Absent',
    black: 'Black', white: 'White', handicap: 'Handicap', result: 'Result', startGame: 'Start game',
    enterResult: 'Enter result', protocol: 'Protocol', reason: 'Reason', save: 'Save', correct: 'Correct',
    why: 'Why', standings: 'Standings', points: 'Points', crosstable: 'Crosstable (CSV)', egd: 'EGD results', aga: 'AGA results',
    openGothaDownload: 'OpenGotha file', importOpenGotha: 'Import an OpenGotha file',
    openGothaFile: 'OpenGotha tournament file (.xml)', importFile: 'Import', agaId: 'AGA id',
    openGothaRefused: 'The OpenGotha file was not imported, nothing was created: {detail}',
    reasonFileTooLarge: 'The file is too large (at most 8 MB).',
    printTable: 'Printable table', pdfTable: 'Table (PDF)', importProtocol: 'Import a match protocol',
    upload: 'Upload', refereeLink: "Referee's link (keep it secret)", noTournament: 'No tournament yet.',
    playersLinks: "Players' links", watch: 'watch', pending: 'pending', bye: 'bye', noRounds: 'No round yet.',
    place_: 'Place', number: 'No.', sos: 'SOS', sosos: 'SOSOS', sodos: 'SODOS', direct: 'Direct',
    refusedPrefix: 'Refused', player: 'Player',
    pass: 'Pass', resign: 'Resign', accept: 'Accept', resume: 'Resume play',
    playMove: 'Play', moveInputLabel: 'Move: a point such as D4, or pass',
    playPoint: 'Play {vertex}', cancel: 'Cancel',
    pendingMove: 'Pending move {vertex}: tap it again or press Play {vertex} to confirm.',
    markStone: 'Mark', markInputLabel: 'Mark a chain dead or alive: one of its stones, such as D4',
    markHelp: 'Click a chain (or type one of its stones) to mark it dead or alive again. Both players accept the same marking.',
    downloadSgf: 'Download SGF', penalty: 'Penalty', forfeit: 'Forfeit', decide: 'Decide: marked stones dead',
    createGame: 'Create game', links: 'Links', playBlack: 'Play as Black', playWhite: 'Play as White',
    liveGames: 'Live games', finishedGames: 'Finished games',
    // The game page's messages; {name} is filled in by tf().
    reasonOccupied: 'That point is occupied (3.1).', reasonSuicide: 'Suicide is not allowed (3.2).',
    reasonKo: 'Ko: the stone cannot be retaken at once (3.3).',
    reasonSuperko: 'That would repeat an earlier position (superko, 3.3).', reasonOutOfTurn: 'It is not your turn.',
    reasonStale: 'The game moved on; try again.',
    reasonStaleMarking: 'The marking changed before your acceptance arrived: look at it and accept again.',
    reasonWrongPhase: 'That does not belong to this phase of the game.',
    reasonNotAStone: 'There is no stone there.', reasonBadToken: 'This link does not allow that.',
    refereeMarking: 'Referee marking: {list}', none: 'none', you: 'you', capturesN: 'captures: {n}',
    acceptedMark: 'accepted ✓', gameOver: 'Game over ({reason})',
    disputed: 'Disputed: the referee decides the dead stones.', stopped: 'Play has stopped: mark the dead stones.',
    protectiveOwed: 'Protective moves still owed before the count: {list}.', blackStone: 'Black', whiteStone: 'White',
    blackToMove: 'Black to move (move {n})', whiteToMove: 'White to move (move {n})',
    lastWasPass: 'the last move was a pass', lastMoveWas: 'last move: {color} {vertex}', territory: 'Territory', prisoners: 'Prisoners', stones: 'Stones',
    corrections: 'Corrections', penalties: 'Penalties', total: 'Total', scoreSheet: 'Score sheet (4.4)',
    withMarking: 'With this marking: {result}', noGameId: 'No game id in the link.', noSuchGame: 'No such game.',
    watching: 'watching', watchingBadToken: 'watching: invalid link',
    badLinkToken: 'The token in this link is not valid for this game, so it only watches: ask for your link again.',
    roleBlack: 'you play Black', roleWhite: 'you play White', roleReferee: 'you are the referee',
    confirmResign: 'Resign this game?', confirmForfeit: 'Declare a forfeit?', both: 'Both', reasonPlaceholder: 'reason',
    // The start page and the list of games.
    komiPreset: "Komi (empty: the preset's)", noClock: 'no clock',
    tcAbs10: '10 min, sudden death', tcByo10: '10 min + 5 × 30 s byo-yomi', tcByo30: '30 min + 5 × 30 s byo-yomi',
    tcByoOnly: '3 × 20 s byo-yomi only', tcCanadian: '10 min + 25 moves in 5 min (Canadian)',
    tcFischer: '5 min + 10 s a move (Fischer)', rulesRussianTerritory: 'Russian, territory',
    rulesRussianArea: 'Russian, area', rulesJapanese: 'Japanese 1989', rulesKorean: 'Korean', rulesChinese: 'Chinese 2017',
    rulesAga: 'AGA', rulesNewZealand: 'New Zealand', rulesTrompTaylor: 'Tromp-Taylor',
    linksHelp: "Each player's link is their secret: send it to that player only. The referee's link can give penalties, forfeits and decide disputes.",
    blackLink: "Black's link", whiteLink: "White's link", spectatorsLink: "Spectators' link",
    noLiveGame: 'No game in progress.', noFinishedGame: 'No finished game yet.', counting: 'counting', moveN: 'move {n}',
    endPoints: 'counted', endDraw: 'a draw', endResignation: 'resignation', endTime: 'on time', endForfeit: 'forfeit',
    endDoubleForfeit: 'double forfeit', endNoResult: 'no result', endUnknown: 'result unknown',
    doubtfulNote: 'The stones marked ? are worth a second look: the estimate is least sure of them, dead or alive.',
    boardLabel: '{size}×{size} board',
    reasonStorage: 'The server could not store that; nothing changed. Try again.',
    reasonNetwork: 'No connection to the server: that was not done. Try again in a moment.',
    reasonKomi: 'Komi is a number in steps of 0.5, from −1000 to 1000 (6.5, 7, 0, −5.5); left empty, the preset’s.',
    // The tournament page's refusals, by the server's reason (docs/tournament.md).
    reasonDuplicatePlayer: 'A player of that name is registered already (capital letters or not, the same name).',
    reasonRoundRobinDrawn: 'The round-robin is drawn: no player can join it now.',
    reasonCannotPair: 'No round to pair: a round-robin needs two players or more, and once all its rounds are paired it is complete.',
    reasonHasResult: 'That table has its result already: to change it, tick Correct and say why.',
    reasonNoResult: 'That table has no result to correct yet: untick Correct.',
    reasonMargin: 'A margin by points is a whole or half point (B+3, W+6.5): no count gives that.',
    reasonUnreadableResult: 'Write the result as B+3.5, W+R, B+T, W+F, 0, Void or FF.',
    reasonNeedsReason: 'A forfeit, a double forfeit or a void game needs its reason.',
    reasonNeedsWhy: 'A correction needs its reason: fill in Why.',
    reasonRank: 'Write the rank as 15k, 3d or 1p.',
    reasonNoRoundOrTable: 'There is no such round or table.',
    reasonNoSuchTournament: 'There is no such tournament.',
    reasonGameStarted: 'That table has started its game already: its link is in the pairings.',
    reasonTimeControl: 'Write the time control as byo:40m+5x30s, abs:10m, can:10m+25/5m, fis:5m+10s or none.',
    reasonTieBreaks: 'Tie-breaks: a score first (points, NBW or MMS), then any of sos, sosos, sodos, sos-1, sos-2, mos, cuss, direct, or OpenGotha\'s names (SOSW, SOSM, SOSM-1, SODOSM, CUSSM, DC, Rating, Rank…), each once, separated by commas; empty for the system\'s own.',
    reasonVertex: 'Write a point of this board: a letter (no I) and a number, such as D4.',
    reasonName: 'A name cannot hold invisible characters, text-direction marks, tabs or line breaks: type it again rather than paste it.',
    // The tournament pages: the refused text may be a club, a city or the tournament's name or place too.
    reasonNameOrPlace: 'A name, club, city or place cannot hold invisible characters, text-direction marks, tabs or line breaks: type it again rather than paste it.',
    reasonRoundStarted: 'That round has started (a game is under way or has its result): its pairings can no longer be changed.',
    reasonScoreSheet: 'The result does not agree with the score sheet: check the result, the counted terms and the penalties.',
    // The editor of a round's pairings (pairing-editor.js).
    editPairings: 'Edit pairings', editPairingsOf: 'Edit the pairings of round {n}', swapColours: 'Swap colours',
    swapColoursOf: 'Swap colours at table {n}', removeTable: 'Remove table', removeTableOf: 'Remove table {n}',
    addTable: 'Add a table', byes: 'Byes', addBye: 'Add a bye', byeN: 'Bye {n}', removeBye: 'Remove', removeByeOf: 'Remove bye {n}',
    pairingWhy: 'Reason for the change', pairingsChanged: 'Pairings changed ({by}, {at}): {why}',
    pairingUnfilled: 'Table {tables}: choose both Black and White.',
    pairingTwice: '{names}: in the round twice (at two tables, at a table and among the byes, or against themselves). Keep each player once.',
    pairingMissing: '{names}: neither at a table nor among the byes. Seat them or give them a bye; if they are out of this round on purpose, press Save again: a round without a game scores nothing.',
    pairingEmpty: 'The round has neither a table nor a bye.',
    reasonPairingNeedsWhy: 'A change of pairings needs its reason: fill in Reason for the change.',
    reasonStalePairing: 'Someone changed this round\'s pairings after you opened the editor: the round has been reloaded; make your change again.',
    pairingHandicapFit: 'Table {tables}: the handicap on a {size}×{size} board is at most {max}.',
    pairingStrongerBlack: 'The stronger player takes Black in a handicap game — {tables}. The weaker player takes Black in a handicap game: swap the colours or set the handicap to 0; if this is meant, press Save again.',
    pairingStrongerBlackAt: 'table {n}: Black {black} ({blackRank}), White {white} ({whiteRank}), handicap {h}',
    reasonHandicap: 'The handicap stones do not fit this tournament\'s board: an odd board from 9×9 takes 2 to 9, 7×7 and even boards 2 to 4, a smaller board none (a handicap of 1, Black without komi, places no stone).',
    // The score sheet of the result form (sheet-form.js), as the printed protocol names its terms.
    sheetLegend: 'Score sheet', sheetWith: 'Enter the score sheet', sheetKomi: "The game's komi",
    sheetTerritory: 'Territory', sheetPrisoners: 'Prisoners', sheetStones: 'Stones on the board', sheetKomiTerm: 'Komi',
    sheetBonus: 'Handicap bonus', sheetPassStones: 'Pass stones', sheetPenalty: 'Penalty points', sheetTotal: 'Total',
    sheetOfBlack: '{term}, Black', sheetOfWhite: '{term}, White',
    sheetTotals: 'Black {black}, White {white}.', sheetGivesBlack: 'Black wins by {margin} ({sgf}).',
    sheetGivesWhite: 'White wins by {margin} ({sgf}).', sheetGivesDraw: 'A draw (0).',
    sheetAgrees: 'This agrees with the result.', sheetOpen: 'Enter the result: {sgf}.',
    sheetDiffers: 'The sheet gives {sgf}, but the result says {typed}: check the result and the terms of the count.',
    connectionLost: 'No connection to the server — reconnecting… The clocks shown may be behind.',
    clocksStartAtFirstMove: 'The clocks start with the first move.',
    penaltyOneSide: 'A penalty is given to one player: choose Black or White.',
    penaltyPoints: 'Penalty points: 0.5 to 1000, in steps of 0.5.',
    penaltyPointsLabel: 'Penalty points', refereeWhom: 'Whom', refereeReasonLabel: 'Reason or note',
    resultDraw: 'A draw', wins: '{name} ({color}) wins',
    stonesIn: '{n} in {time}', switchLanguage: 'Русский',
    durH: '{n} h', durMin: '{n} min', durS: '{n} s', durMs: '{n} ms',
    tcAbs: '{main}, sudden death', tcByo: '{main} + {n} × {period} byo-yomi', tcByoOnly_: '{n} × {period} byo-yomi only',
    tcCan: '{main} + {n} moves in {period} (Canadian)', tcCanOnly: '{n} moves in {period} (Canadian)', tcFis: '{main} + {inc} a move (Fischer)',
    tcFisCap: '{main} + {inc} a move, at most {cap} (Fischer)',
    // Review, chat, attention and presence on the game page (issue 35).
    moveList: 'Moves', reviewFirst: 'First move', reviewPrev: 'Previous move', reviewNext: 'Next move', reviewLast: 'Last move',
    backToGame: 'Back to the game', moveNumbers: 'Move numbers', reviewStart: 'Start', passWord: 'pass',
    reviewing: 'Looking back at move {n} of {total}. Press Back to the game to play.',
    reviewingStatus: 'Move {n} of {total}', sound: 'Sound', yourMove: 'Your move',
    evProposed: 'The estimator proposes dead stones: {list}', evAccept: '{color} accepts the marking',
    evResume: '{color} disputes the marking', evMarkDead: '{color} marks {vertex} dead', evMarkAlive: '{color} marks {vertex} alive',
    evReferee: 'The referee decides the dead stones: {list}', evResign: '{color} resigns', evTimeloss: '{color} loses on time',
    evForfeit: '{color} is given a loss by the regulations', evPenalty: 'Penalty to {color}: {points}',
    chatPlayers: "Players' chat", chatSpectators: "Spectators' chat", chatSend: 'Send', chatName: 'Your name',
    chatText: 'Message', chatEmpty: 'No message yet.', chatAtMove: 'move {n}', chatReferee: 'Referee',
    chatNeedsName: 'Choose a name to talk with the other spectators.', chatTooLong: 'A message is at most 500 characters.',
    chatSpectatorsLater: "The spectators' chat opens to the players when the game is over.",
    chatPlayersOff: "The regulations turn the players' chat off in this game.",
    presence: 'Connected: {list}', presenceSpectators: 'spectators: {n}', presenceNobody: 'nobody else',
    copyWatchLink: "Copy the spectators' link", copy: 'Copy', copied: 'Copied ✓',
    clockThenByo: 'then {n} × {period}', clockThenCan: 'then {n} moves in {period}', clockInc: '+{inc} a move',
    clockPeriodsLeft: 'periods left: {n}',
    // The start page: any time control, every rule parameter, open challenges, my games.
    timeSpec: 'Time control (abs:10m, byo:10m+5x30s, can:10m+25/5m, fis:5m+10s, none)', timePresets: 'Presets',
    advanced: 'Advanced: every rule parameter', p_counting: 'Counting', p_superko: 'Superko', p_suicide: 'Suicide',
    p_seki: 'Seki', p_handicapBonus: 'Handicap bonus', p_passStones: 'Pass stones', p_disputes: 'Disputes',
    timeRefused: 'The time control is refused: {why}',
    tr_atLeastOne: '{what} must be at least 1, not {n}', tr_wholeNumber: '{what} must be a whole number, not “{s}”',
    tr_notDuration: '{what} “{s}” is not a duration (e.g. 10m, 30s, 1h30m, 500ms)', tr_missing: '{what} is missing',
    tr_tooLong: '{what} “{s}” is too long', tr_expected: 'expected {form}', tr_unknownSystem: 'unknown system “{s}”; the systems are none, abs, byo, can, fis',
    tr_noSystem: 'no system: write abs:, byo:, can:, fis: or none', tr_empty: 'it is empty', tr_capPositive: 'the cap must be positive',
    tr_capAtLeastMain: 'the cap must be at least the main time', tr_absPositive: 'absolute time must be positive',
    tr_fisPositive: 'Fischer main time must be positive', tr_byoPeriod: 'a byo-yomi period must be positive',
    tr_canPeriod: 'a Canadian period must be positive', tr_periodsOne: 'byo-yomi needs at least one period',
    tr_canOne: 'a Canadian period needs at least one move',
    w_mainTime: 'main time', w_period: 'the period', w_periods: 'the number of periods', w_movesPerPeriod: 'the moves per period',
    w_increment: 'the increment', w_cap: 'the cap',
    challenges: 'Open challenges', postChallenge: 'Post a challenge', yourName: 'Your name', colour: 'Your colour',
    colourRandom: 'random', acceptChallenge: 'Accept', noChallenge: 'No open challenge: post one.',
    challengeWaiting: 'Your challenge is open: waiting for an opponent…', challengeExpired: 'Your challenge expired: nobody accepted it.',
    challengeTaken: 'That challenge was accepted by someone else or has expired.', challengeBy: '{name} ({colour})',
    myGames: 'My games', noMyGames: 'No game of yours in this browser yet.', myGameAs: '{black} – {white}, you play {colour}',
    colPlayers: 'Players', colBoard: 'Board', colRules: 'Rules', colState: 'Result', colStarted: 'Started',
  },
  ru: {
    games: 'Партии', tournaments: 'Турниры', newGame: 'Новая партия',
    newTournament: 'Новый турнир', name: 'Название', rules: 'Правила', komi: 'Коми', board: 'Доска',
    time: 'Контроль времени', clockAtFirstMove: 'Запустить часы с первым ходом (а не при создании партии)', tieBreaks: 'Дополнительные показатели', referee: 'Судья', place: 'Место проведения',
    create: 'Создать', players: 'Участники', addPlayer: 'Добавить участника', rank: 'Разряд', club: 'Клуб',
    city: 'Город', rounds: 'Туры', round: 'Тур', pairNext: 'Жеребьёвка следующего тура', table: 'Стол',
    method_berger: 'по Бергеру', method_manual: 'вручную', method_swiss: 'швейцарская', method_mcmahon: 'Мак-Магон',
    method_knockout: 'олимпийская',
    system: 'Система', system_roundRobin: 'Круговая (Бергер)', system_swiss: 'Швейцарская', system_mcmahon: 'Мак-Магона',
    system_knockout: 'Олимпийская (на выбывание)', handicapPolicy: 'Фора (even, rank:R:M:K, mms:R:M:K)',
    bar: 'Планка (разряд)', floor: 'Нижняя граница (разряд)', seeding: 'Жеребьёвка в группе', seedingUntil: 'до тура',
    seedingThen: 'затем', seed_slide: 'половины со сдвигом', seed_fold: 'половины встречно', seed_random: 'половины случайно',
    seedBy: 'Порядок посева', by_rating: 'по рейтингу', by_rank: 'по разряду', by_registration: 'по регистрации',
    avoidClub: 'Не сводить одноклубников туров', avoidCountry: 'Не сводить соотечественников туров',
    thirdPlace: 'Матч за третье место', replay: 'Ничья или несостоявшаяся партия', replay_replay: 'переигрывается',
    replay_white: 'проходят белые', replay_seed: 'проходит сеяный выше',
    startAll: 'Начать все партии тура {n}', bracket: 'Сетка (для печати)', bracketPdf: 'Сетка (PDF)',
    mmsCorrection: 'Поправка Мак-Магона', absentFrom: 'Пропускает туры', default: 'по умолчанию',
    playerNumber: 'Номер участника', mmsPoints: 'Очки', participation: 'Пропуск тура', absentThere: 'Пропускает',
    black: 'Чёрные', white: 'Белые', handicap: 'Фора', result: 'Результат', startGame: 'Начать партию',
    enterResult: 'Внести результат', protocol: 'Протокол', reason: 'Причина', save: 'Сохранить',
    correct: 'Исправить', why: 'Основание', standings: 'Турнирное положение', points: 'Очки',
    crosstable: 'Турнирная таблица (CSV)', egd: 'Результаты для EGD', aga: 'Результаты для AGA',
    openGothaDownload: 'Файл OpenGotha', importOpenGotha: 'Загрузить файл OpenGotha',
    openGothaFile: 'Файл турнира OpenGotha (.xml)', importFile: 'Загрузить', agaId: 'Номер AGA',
    openGothaRefused: 'Файл OpenGotha не загружен, турнир не создан: {detail}',
    reasonFileTooLarge: 'Файл слишком велик (не больше 8 МБ).', printTable: 'Таблица для печати',
    pdfTable: 'Таблица (PDF)', importProtocol: 'Загрузить протокол матча', upload: 'Загрузить',
    refereeLink: 'Ссылка судьи (держите в секрете)', noTournament: 'Турниров пока нет.',
    playersLinks: 'Ссылки игроков', watch: 'смотреть', pending: 'не сыграна', bye: 'свободен',
    noRounds: 'Туров пока нет.', place_: 'Место', number: '№', sos: 'SOS', sosos: 'SOSOS', sodos: 'SODOS',
    direct: 'Личная встреча', refusedPrefix: 'Отказано', player: 'Участник',
    pass: 'Пас', resign: 'Сдаться', accept: 'Согласиться', resume: 'Продолжить игру',
    playMove: 'Сходить', moveInputLabel: 'Ход: пункт, например D4, или pass',
    playPoint: 'Сходить {vertex}', cancel: 'Отмена',
    pendingMove: 'Ход {vertex} ждёт подтверждения: коснитесь пункта ещё раз или нажмите «Сходить {vertex}».',
    markStone: 'Отметить', markInputLabel: 'Отметить группу мёртвой или живой: один из её камней, например D4',
    markHelp: 'Щёлкните по группе (или введите один из её камней), чтобы отметить её мёртвой или снова живой. Оба игрока соглашаются с одной разметкой.',
    downloadSgf: 'Скачать SGF', penalty: 'Штраф', forfeit: 'Поражение (неявка, нарушение)',
    decide: 'Решение: отмеченные камни мёртвые', createGame: 'Создать партию', links: 'Ссылки',
    playBlack: 'Играть чёрными', playWhite: 'Играть белыми', liveGames: 'Идущие партии',
    finishedGames: 'Завершённые партии',
    reasonOccupied: 'Пункт занят (3.1).', reasonSuicide: 'Самоубийство запрещено (3.2).',
    reasonKo: 'Ко: камень нельзя сразу взять обратно (3.3).',
    reasonSuperko: 'Ход повторил бы прежнюю позицию (суперко, 3.3).', reasonOutOfTurn: 'Сейчас не ваш ход.',
    reasonStale: 'Партия ушла вперёд; попробуйте ещё раз.',
    reasonStaleMarking: 'Разметка изменилась раньше, чем пришло ваше согласие: посмотрите на неё и согласитесь ещё раз.',
    reasonWrongPhase: 'Это действие не относится к этой стадии партии.',
    reasonNotAStone: 'Там нет камня.', reasonBadToken: 'Эта ссылка не даёт такого права.',
    refereeMarking: 'Разметка судьи: {list}', none: 'нет', you: 'вы', capturesN: 'пленные: {n}',
    acceptedMark: 'согласен ✓', gameOver: 'Партия окончена ({reason})',
    disputed: 'Спор: мёртвые камни определяет судья.', stopped: 'Игра остановлена: отметьте мёртвые камни.',
    protectiveOwed: 'До подсчёта ещё нужны защитные ходы: {list}.', blackStone: 'чёрные', whiteStone: 'белые',
    blackToMove: 'Ход чёрных (ход {n})', whiteToMove: 'Ход белых (ход {n})',
    lastWasPass: 'последний ход — пас', lastMoveWas: 'последний ход: {color} {vertex}', territory: 'Территория', prisoners: 'Пленные', stones: 'Камни',
    corrections: 'Поправки', penalties: 'Штрафы', total: 'Итого', scoreSheet: 'Подсчёт результата (4.4)',
    withMarking: 'При этой разметке: {result}', noGameId: 'В ссылке нет номера партии.', noSuchGame: 'Такой партии нет.',
    watching: 'зритель', watchingBadToken: 'зритель: ссылка недействительна',
    badLinkToken: 'Ключ в этой ссылке не подходит к этой партии, по ней можно только смотреть: попросите свою ссылку ещё раз.',
    roleBlack: 'вы играете чёрными', roleWhite: 'вы играете белыми', roleReferee: 'вы судья',
    confirmResign: 'Сдать партию?', confirmForfeit: 'Присудить поражение?', both: 'Обоим', reasonPlaceholder: 'причина',
    komiPreset: 'Коми (пусто — по правилам)', noClock: 'без часов',
    tcAbs10: '10 мин, без добавочного времени', tcByo10: '10 мин + 5 × 30 с бёёми', tcByo30: '30 мин + 5 × 30 с бёёми',
    tcByoOnly: 'только бёёми 3 × 20 с', tcCanadian: '10 мин + 25 ходов за 5 мин (канадское)',
    tcFischer: '5 мин + 10 с за ход (Фишер)', rulesRussianTerritory: 'Российские, по территории',
    rulesRussianArea: 'Российские, по площади', rulesJapanese: 'Японские 1989', rulesKorean: 'Корейские',
    rulesChinese: 'Китайские 2017', rulesAga: 'AGA', rulesNewZealand: 'Новозеландские', rulesTrompTaylor: 'Тромп — Тейлор',
    linksHelp: 'Ссылка игрока — его секрет: отправьте её только ему. По ссылке судьи можно назначать штрафы, присуждать поражение и решать споры.',
    blackLink: 'Ссылка чёрных', whiteLink: 'Ссылка белых', spectatorsLink: 'Ссылка для зрителей',
    noLiveGame: 'Идущих партий нет.', noFinishedGame: 'Завершённых партий пока нет.', counting: 'подсчёт', moveN: 'ход {n}',
    endPoints: 'подсчёт', endDraw: 'ничья', endResignation: 'сдача', endTime: 'по времени', endForfeit: 'поражение',
    endDoubleForfeit: 'обоюдное поражение', endNoResult: 'без результата', endUnknown: 'результат неизвестен',
    doubtfulNote: 'Камни со знаком ? стоит проверить: в них оценка меньше всего уверена, мёртвые они или живые.',
    boardLabel: 'Доска {size}×{size}',
    reasonStorage: 'Сервер не смог это сохранить; ничего не изменилось. Попробуйте ещё раз.',
    reasonNetwork: 'Нет связи с сервером: действие не выполнено. Попробуйте чуть позже.',
    reasonKomi: 'Коми — число с шагом 0.5, от −1000 до 1000 (6.5, 7, 0, −5.5); если поле пусто — по правилам.',
    reasonDuplicatePlayer: 'Участник с таким именем уже зарегистрирован (заглавные и строчные буквы не различаются).',
    reasonRoundRobinDrawn: 'Жеребьёвка круговой системы уже проведена: новых участников добавить нельзя.',
    reasonCannotPair: 'Следующий тур не составить: для круговой системы нужны хотя бы два участника, а когда все её туры составлены, она завершена.',
    reasonHasResult: 'У этого стола уже есть результат: чтобы изменить его, отметьте «Исправить» и укажите основание.',
    reasonNoResult: 'У этого стола ещё нет результата, исправлять нечего: снимите отметку «Исправить».',
    reasonMargin: 'Перевес по очкам — целое число очков или с половиной (B+3, W+6.5): такого подсчёт не даёт.',
    reasonUnreadableResult: 'Результат записывается так: B+3.5, W+R, B+T, W+F, 0, Void или FF.',
    reasonNeedsReason: 'Для поражения, обоюдного поражения или аннулированной партии нужна причина.',
    reasonNeedsWhy: 'Для исправления нужно основание: заполните поле «Основание».',
    reasonRank: 'Разряд записывается так: 15k, 3d или 1p.',
    reasonNoRoundOrTable: 'Такого тура или стола нет.',
    reasonNoSuchTournament: 'Такого турнира нет.',
    reasonGameStarted: 'Партия этого стола уже начата: ссылка на неё — в жеребьёвке тура.',
    reasonTimeControl: 'Контроль времени записывается так: byo:40m+5x30s, abs:10m, can:10m+25/5m, fis:5m+10s или none.',
    reasonTieBreaks: 'Дополнительные показатели: сначала очки (points, NBW или MMS), затем любые из sos, sosos, sodos, sos-1, sos-2, mos, cuss, direct или названия OpenGotha (SOSW, SOSM, SOSM-1, SODOSM, CUSSM, DC, Rating, Rank…), каждый один раз, через запятую; пусто — показатели системы.',
    reasonVertex: 'Укажите пункт этой доски: буква (кроме I) и число, например D4.',
    reasonName: 'В имени не может быть невидимых символов, знаков направления текста, табуляции или перевода строки: наберите имя заново, а не вставляйте его.',
    reasonNameOrPlace: 'В имени, клубе, городе или названии не может быть невидимых символов, знаков направления текста, табуляции или перевода строки: наберите текст заново, а не вставляйте его.',
    reasonRoundStarted: 'Тур уже начался — партия идёт или уже есть результат: жеребьёвку этого тура изменить нельзя.',
    reasonScoreSheet: 'Результат не сходится с подсчётом: проверьте результат, слагаемые подсчёта и штрафы.',
    editPairings: 'Изменить жеребьёвку', editPairingsOf: 'Изменить жеребьёвку тура {n}', swapColours: 'Поменять цвета',
    swapColoursOf: 'Поменять цвета за столом {n}', removeTable: 'Убрать стол', removeTableOf: 'Убрать стол {n}',
    addTable: 'Добавить стол', byes: 'Свободны от игры', addBye: 'Добавить свободного', byeN: 'Свободен {n}', removeBye: 'Убрать',
    removeByeOf: 'Убрать свободного {n}', pairingWhy: 'Причина', pairingsChanged: 'Жеребьёвка изменена ({by}, {at}): {why}',
    pairingUnfilled: 'Стол {tables}: выберите и чёрных, и белых.',
    pairingTwice: '{names}: в туре дважды (за двумя столами, за столом и среди свободных или против себя). Оставьте каждого участника один раз.',
    pairingMissing: '{names}: ни за столом, ни среди свободных. Посадите за стол или освободите от игры; если участник не играет в этом туре намеренно, нажмите «Сохранить» ещё раз: тур без партии не даёт очков.',
    pairingEmpty: 'В туре нет ни стола, ни свободного от игры.',
    reasonPairingNeedsWhy: 'Изменение жеребьёвки нужно обосновать: заполните поле «Причина».',
    reasonStalePairing: 'Жеребьёвку этого тура уже изменили после того, как вы открыли редактор: тур загружен заново, внесите своё изменение ещё раз.',
    pairingHandicapFit: 'Стол {tables}: фора на доске {size}×{size} — не больше {max}.',
    pairingStrongerBlack: 'Чёрными с форой играет более сильный — {tables}. В партии с форой чёрными играет более слабый: поменяйте цвета или поставьте фору 0; если так и задумано, нажмите «Сохранить» ещё раз.',
    pairingStrongerBlackAt: 'стол {n}: чёрные {black} ({blackRank}), белые {white} ({whiteRank}), фора {h}',
    reasonHandicap: 'Камни форы не помещаются на доске этого турнира: на нечётной доске от 9×9 — от 2 до 9 камней, на 7×7 и чётных досках — от 2 до 4, на доске меньше 7×7 — ни одного (фора 1, чёрные без коми, камней не ставит).',
    sheetLegend: 'Подсчёт', sheetWith: 'Записать подсчёт очков', sheetKomi: 'Коми в партии',
    sheetTerritory: 'Территория', sheetPrisoners: 'Пленные', sheetStones: 'Камни на доске', sheetKomiTerm: 'Коми',
    sheetBonus: 'Поправка за фору', sheetPassStones: 'Камни за пасы', sheetPenalty: 'Штрафные очки', sheetTotal: 'Итого',
    sheetOfBlack: '{term}, чёрные', sheetOfWhite: '{term}, белые',
    sheetTotals: 'У чёрных {black}, у белых {white}.', sheetGivesBlack: 'Выигрывают чёрные, перевес {margin} ({sgf}).',
    sheetGivesWhite: 'Выигрывают белые, перевес {margin} ({sgf}).', sheetGivesDraw: 'Ничья (0).',
    sheetAgrees: 'Сходится с результатом.', sheetOpen: 'Впишите результат: {sgf}.',
    sheetDiffers: 'По подсчёту {sgf}, а в поле «Результат» — {typed}: проверьте результат и слагаемые подсчёта.',
    connectionLost: 'Нет связи с сервером — переподключение… Часы могут отставать.',
    clocksStartAtFirstMove: 'Часы пойдут с первым ходом.',
    penaltyOneSide: 'Штраф назначается одному игроку: выберите чёрных или белых.',
    penaltyPoints: 'Штраф: от 0.5 до 1000 очков, с шагом 0.5.',
    penaltyPointsLabel: 'Очки штрафа', refereeWhom: 'Кому', refereeReasonLabel: 'Причина или примечание',
    resultDraw: 'Ничья', wins: 'Победа: {name} ({color})',
    stonesIn: '{n} за {time}', switchLanguage: 'English',
    durH: '{n} ч', durMin: '{n} мин', durS: '{n} с', durMs: '{n} мс',
    tcAbs: '{main}, без добавочного времени', tcByo: '{main} + {n} × {period} бёёми', tcByoOnly_: 'только бёёми {n} × {period}',
    tcCan: '{main} + {n} ходов за {period} (канадское)', tcCanOnly: '{n} ходов за {period} (канадское)', tcFis: '{main} + {inc} за ход (Фишер)',
    tcFisCap: '{main} + {inc} за ход, не более {cap} (Фишер)',
    moveList: 'Ходы', reviewFirst: 'Первый ход', reviewPrev: 'Предыдущий ход', reviewNext: 'Следующий ход', reviewLast: 'Последний ход',
    backToGame: 'Вернуться к партии', moveNumbers: 'Номера ходов', reviewStart: 'Начало', passWord: 'пас',
    reviewing: 'Вы просматриваете ход {n} из {total}. Нажмите «Вернуться к партии», чтобы ходить.',
    reviewingStatus: 'Ход {n} из {total}', sound: 'Звук', yourMove: 'Ваш ход',
    evProposed: 'Оценка предлагает мёртвые камни: {list}', evAccept: '{color}: разметка принята',
    evResume: '{color}: разметка оспорена', evMarkDead: '{color}: {vertex} отмечен мёртвым', evMarkAlive: '{color}: {vertex} отмечен живым',
    evReferee: 'Решение судьи, мёртвые камни: {list}', evResign: '{color}: сдача', evTimeloss: '{color}: проигрыш по времени',
    evForfeit: '{color}: поражение по регламенту', evPenalty: 'Штраф ({color}): {points}',
    chatPlayers: 'Чат игроков', chatSpectators: 'Чат зрителей', chatSend: 'Отправить', chatName: 'Ваше имя',
    chatText: 'Сообщение', chatEmpty: 'Сообщений пока нет.', chatAtMove: 'ход {n}', chatReferee: 'Судья',
    chatNeedsName: 'Укажите имя, чтобы говорить с другими зрителями.', chatTooLong: 'Сообщение — не длиннее 500 знаков.',
    chatSpectatorsLater: 'Чат зрителей откроется игрокам, когда партия закончится.',
    chatPlayersOff: 'Регламент отключает чат игроков в этой партии.',
    presence: 'На связи: {list}', presenceSpectators: 'зрителей: {n}', presenceNobody: 'больше никого',
    copyWatchLink: 'Скопировать ссылку для зрителей', copy: 'Скопировать', copied: 'Скопировано ✓',
    clockThenByo: 'затем {n} × {period}', clockThenCan: 'затем {n} ходов за {period}', clockInc: '+{inc} за ход',
    clockPeriodsLeft: 'осталось периодов: {n}',
    timeSpec: 'Контроль времени (abs:10m, byo:10m+5x30s, can:10m+25/5m, fis:5m+10s, none)', timePresets: 'Готовые',
    advanced: 'Подробно: все параметры правил', p_counting: 'Подсчёт', p_superko: 'Суперко', p_suicide: 'Самоубийство',
    p_seki: 'Сэки', p_handicapBonus: 'Компенсация за фору', p_passStones: 'Камни за пас', p_disputes: 'Споры',
    timeRefused: 'Контроль времени не принят: {why}',
    tr_atLeastOne: '{what} — не меньше 1, а не {n}', tr_wholeNumber: '{what} — целое число, а не «{s}»',
    tr_notDuration: '{what} «{s}» — не продолжительность (например, 10m, 30s, 1h30m, 500ms)', tr_missing: 'не указано: {what}',
    tr_tooLong: '{what} «{s}» — слишком долго', tr_expected: 'ожидается {form}', tr_unknownSystem: 'неизвестная система «{s}»; системы: none, abs, byo, can, fis',
    tr_noSystem: 'не указана система: напишите abs:, byo:, can:, fis: или none', tr_empty: 'поле пустое', tr_capPositive: 'предел должен быть больше нуля',
    tr_capAtLeastMain: 'предел не может быть меньше основного времени', tr_absPositive: 'основное время должно быть больше нуля',
    tr_fisPositive: 'основное время по Фишеру должно быть больше нуля', tr_byoPeriod: 'период бёёми должен быть больше нуля',
    tr_canPeriod: 'канадский период должен быть больше нуля', tr_periodsOne: 'в бёёми нужен хотя бы один период',
    tr_canOne: 'в канадском периоде нужен хотя бы один ход',
    w_mainTime: 'основное время', w_period: 'период', w_periods: 'число периодов', w_movesPerPeriod: 'число ходов за период',
    w_increment: 'добавка', w_cap: 'предел',
    challenges: 'Открытые вызовы', postChallenge: 'Бросить вызов', yourName: 'Ваше имя', colour: 'Ваш цвет',
    colourRandom: 'случайно', acceptChallenge: 'Принять', noChallenge: 'Открытых вызовов нет: бросьте свой.',
    challengeWaiting: 'Ваш вызов открыт: ждём соперника…', challengeExpired: 'Срок вызова истёк: его никто не принял.',
    challengeTaken: 'Этот вызов уже принят кем-то другим или истёк.', challengeBy: '{name} ({colour})',
    myGames: 'Мои партии', noMyGames: 'В этом браузере ваших партий пока нет.', myGameAs: '{black} – {white}, вы играете: {colour}',
    colPlayers: 'Игроки', colBoard: 'Доска', colRules: 'Правила', colState: 'Итог', colStarted: 'Начата',
  },
};

export function lang() {
  const q = new URLSearchParams(location.search).get('lang');
  if (q === 'ru' || q === 'en') { localStorage.setItem('goref-lang', q); return q; }
  const kept = localStorage.getItem('goref-lang');
  if (kept === 'ru' || kept === 'en') return kept;
  return (navigator.languages || [navigator.language]).some((l) => l && l.toLowerCase().startsWith('ru')) ? 'ru' : 'en';
}

export function t(key) {
  return WORDS[lang()][key] ?? WORDS.en[key] ?? key;
}

/** t(key) with each {name} replaced by vars[name]. */
export function tf(key, vars) {
  return t(key).replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/**
 * A refused request ({status, data: {error, reason, detail}}, as api() answers) in the page's words:
 * the words of `known[reason]` (a key of WORDS) where the page has them, else "Refused (status)" and
 * the server's detail, which is in English.
 */
export function refusalText(r, known) {
  const d = r.data || {};
  if (Object.hasOwn(known, d.reason)) return t(known[d.reason]);
  return `${t('refusedPrefix')} (${r.status})${d.detail ? `: ${d.detail}` : ''}`;
}

const PRESETS = {
  'russian-territory': 'rulesRussianTerritory', 'russian-area': 'rulesRussianArea', japanese: 'rulesJapanese',
  korean: 'rulesKorean', chinese: 'rulesChinese', aga: 'rulesAga', 'new-zealand': 'rulesNewZealand',
  'tromp-taylor': 'rulesTrompTaylor',
};

/**
 * A rule set's canonical spec ("japanese,komi=0.5,disputes=referee") in words: the preset's name,
 * then the settings that differ from it as the spec gives them (the komi is shown on its own).
 */
export function describeRules(spec) {
  const [preset, ...rest] = String(spec).split(',');
  const settings = rest.filter((x) => !x.startsWith('komi='));
  return (PRESETS[preset] ? t(PRESETS[preset]) : preset) + (settings.length ? ` (${settings.join(', ')})` : '');
}

/** A duration of TimeSpec ("10m", "1h30m", "30s", "500ms", "90") in words: "10 min", "1 h 30 min". */
function duration(d) {
  const parts = /^\d+(\.\d+)?$/.test(d) ? [[d, 's']] : [...d.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)].map((m) => [m[1], m[2]]);
  if (!parts.length || parts.map((p) => p[0] + p[1]).join('') !== d.replace(/^(\d+(\.\d+)?)$/, '$1s')) return null;
  const key = { h: 'durH', m: 'durMin', s: 'durS', ms: 'durMs' };
  return parts.map(([n, u]) => tf(key[u], { n })).join(' ');
}

const zero = (d) => /^(0+(\.0+)?(ms|h|m|s)?)+$/.test(d);

/** A time control spec (TimeSpec: abs:10m, byo:10m+5x30s, can:10m+25/5m, fis:5m+10s[/10m]) in words; as given if not understood. */
export function describeTime(spec) {
  const m = /^(abs|byo|can|fis):(.*)$/.exec(spec || '');
  if (!m) return spec;
  const [sys, args] = [m[1], m[2]];
  let out = null;
  if (sys === 'abs') out = duration(args) && tf('tcAbs', { main: duration(args) });
  const [main, over] = args.split('+');
  const d = duration(main || '');
  if (sys === 'byo' && over && /^\d+x/.test(over)) {
    const [n, period] = over.split('x');
    const p = duration(period);
    if (d && p) out = zero(main) ? tf('tcByoOnly_', { n, period: p }) : tf('tcByo', { main: d, n, period: p });
  } else if (sys === 'can' && over && over.includes('/')) {
    const [n, period] = over.split('/');
    const p = duration(period);
    if (d && p) out = zero(main) ? tf('tcCanOnly', { n, period: p }) : tf('tcCan', { main: d, n, period: p });
  } else if (sys === 'fis' && over) {
    const [inc, cap] = over.split('/');
    const i = duration(inc);
    if (d && i) out = cap === undefined ? tf('tcFis', { main: d, inc: i }) : duration(cap) && tf('tcFisCap', { main: d, inc: i, cap: duration(cap) });
  }
  return out || spec;
}

/**
 * Writes the words into every element with data-i18n (its text), data-i18n-placeholder (its
 * placeholder) or data-i18n-label (its aria-label), and puts the RU/EN switch into the header.
 */
export function applyI18n() {
  document.documentElement.lang = lang();
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
  for (const el of document.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  for (const el of document.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  const header = document.querySelector('header');
  if (header && !document.getElementById('lang-switch')) {
    const b = document.createElement('button');
    b.id = 'lang-switch';
    b.className = 'secondary';
    b.style.marginLeft = 'auto';
    b.textContent = lang() === 'ru' ? 'EN' : 'RU';
    b.setAttribute('aria-label', t('switchLanguage'));
    b.title = t('switchLanguage');
    b.lang = lang() === 'ru' ? 'en' : 'ru';
    b.addEventListener('click', () => {
      localStorage.setItem('goref-lang', lang() === 'ru' ? 'en' : 'ru');
      const u = new URL(location.href);
      u.searchParams.delete('lang');
      // A link that differs only in its fragment (a player's #token=…) is not loaded again but
      // scrolled to: the page would stay in the old language. So the same address is reloaded.
      if (u.href === location.href) location.reload();
      else location.replace(u.href);
    });
    header.appendChild(b);
  }
}

// The core's refusals of a time control (org.goref.core.clock.TimeSpec, TimeControl), in the page's words.
const TIME_WHAT = { 'main time': 'w_mainTime', period: 'w_period', periods: 'w_periods',
  'moves per period': 'w_movesPerPeriod', increment: 'w_increment', cap: 'w_cap' };
const TIME_FIXED = {
  'the cap must be positive': 'tr_capPositive', 'the cap must be at least the main time': 'tr_capAtLeastMain',
  'absolute time must be positive': 'tr_absPositive', 'Fischer main time must be positive': 'tr_fisPositive',
  'a byo-yomi period must be positive': 'tr_byoPeriod', 'a Canadian period must be positive': 'tr_canPeriod',
  'byo-yomi needs at least one period': 'tr_periodsOne', 'a Canadian period needs at least one move': 'tr_canOne',
};

/** The server's detail of a refused time control ("invalid time spec 'x': periods must be at least 1, not 0") in the page's words. */
export function timeRefusal(detail) {
  const d = String(detail || '');
  const why = d.replace(/^invalid time spec '.*?': /, '');
  const what = (w) => (TIME_WHAT[w] ? t(TIME_WHAT[w]) : w);
  let m;
  let words = null;
  if ((m = /^(main time|period|periods|moves per period|increment|cap) must be at least 1, not (-?\d+)$/.exec(why))) words = tf('tr_atLeastOne', { what: what(m[1]), n: m[2] });
  else if ((m = /^(.+?) must be a whole number, not '(.*)'$/.exec(why))) words = tf('tr_wholeNumber', { what: what(m[1]), s: m[2] });
  else if ((m = /^(.+?) '(.*)' is not a duration/.exec(why))) words = tf('tr_notDuration', { what: what(m[1]), s: m[2] });
  else if ((m = /^(.+?) is missing$/.exec(why))) words = tf('tr_missing', { what: what(m[1]) });
  else if ((m = /^(.+?) '(.*)' is too long$/.exec(why))) words = tf('tr_tooLong', { what: what(m[1]), s: m[2] });
  else if ((m = /^expected (\S+), e\.g\. (.+)$/.exec(why))) words = tf('tr_expected', { form: `${m[1]} (${m[2]})` });
  else if ((m = /^unknown system '(.*)'/.exec(why))) words = tf('tr_unknownSystem', { s: m[1] });
  else if (/no system/.test(why)) words = t('tr_noSystem');
  else if (/^empty time spec/.test(why)) words = t('tr_empty');
  else if (TIME_FIXED[why]) words = t(TIME_FIXED[why]);
  return tf('timeRefused', { why: words || d });
}
