#!/usr/bin/env python3
# make-gnugo-selfplay.py SIZE N SEED0 OUTDIR [LEVEL]: GNU Go plays itself through GTP (a few random
# opening moves first, so that the games differ; --seed per game), until two passes, then scores the
# position itself with final_score; each game is written as OUTDIR/ggSIZE_SEED.sgf with that RE.
# Games that end by resignation or run too long are skipped. Made the gnugo9 and gnugo13 folders.
import subprocess, sys, random, os
size, n, seed0, out = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
os.makedirs(out, exist_ok=True)
cols = 'ABCDEFGHJKLMNOPQRST'
def sgfc(v):
    c = cols.index(v[0]); r = int(v[1:])
    return 'abcdefghijklmnopqrs'[c] + 'abcdefghijklmnopqrs'[size - r]
for g in range(seed0, seed0 + n):
    p = subprocess.Popen(['/usr/games/gnugo', '--mode', 'gtp', '--seed', str(g), '--level', (sys.argv[5] if len(sys.argv) > 5 else '8')],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    def cmd(c):
        p.stdin.write(c + '\n'); p.stdin.flush()
        lines = []
        while True:
            l = p.stdout.readline()
            if l.strip() == '' and lines: break
            if l.strip() == '': continue
            lines.append(l.strip())
        r = ' '.join(lines)
        if r.startswith('?'): raise RuntimeError(c + ': ' + r)
        return r[1:].strip()
    komi = 6.5 if size > 9 else 5.5
    cmd(f'boardsize {size}'); cmd('clear_board'); cmd(f'komi {komi}')
    rnd = random.Random(g)
    moves = []
    # a few random opening moves so that games differ
    colour = 'b'
    for _ in range(rnd.randint(2, 6)):
        while True:
            v = cols[rnd.randrange(size)] + str(rnd.randrange(size) + 1)
            try:
                cmd(f'play {colour} {v}'); break
            except RuntimeError: pass
        moves.append((colour, v)); colour = 'w' if colour == 'b' else 'b'
    passes = 0
    while passes < 2 and len(moves) < size * size * 3:
        v = cmd(f'genmove {colour}')
        if v.lower() == 'resign': break
        moves.append((colour, v)); passes = passes + 1 if v.lower() == 'pass' else 0
        colour = 'w' if colour == 'b' else 'b'
    if passes < 2: p.kill(); continue
    score = cmd('final_score')
    p.stdin.write('quit\n'); p.stdin.flush(); p.wait()
    body = ''.join(f';{c.upper()}[{"" if v.lower()=="pass" else sgfc(v)}]' for c, v in moves)
    with open(f'{out}/gg{size}_{g}.sgf', 'w') as f:
        f.write(f'(;GM[1]FF[4]SZ[{size}]KM[{komi}]RU[Japanese]PB[GNU Go]PW[GNU Go]RE[{score}]{body})\n')
    print(g, score, len(moves), flush=True)
