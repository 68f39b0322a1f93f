"""Expected WHO z-scores for who-zscores.test.ts, computed apart from the server's code.

Reads WHO's tables straight from ../shared/data/who-growth (python3 who-expected.py <dir>) and
applies WHO's method as its README and the WHO Anthro / AnthroPlus manuals state it: LMS z,
restricted beyond +-3 SD for weight-based indicators, rows by age in days (standards, to 1826
days) or linear interpolation by age in months = days / 30.4375 (2007 reference), weight-for-length
under 731 days and weight-for-height from then. Prints the literal rows the test holds.
"""
import math, sys

D = sys.argv[1] if len(sys.argv) > 1 else '../shared/data/who-growth'

def load(name):
    rows = {}
    with open(f'{D}/{name}') as f:
        next(f)
        for line in f:
            p = line.split('\t')
            rows[(int(p[0]), round(float(p[1]) * 10))] = tuple(float(v) for v in p[2:5])
    return rows

T = {k: load(f'{k}.txt') for k in ['weianthro', 'lenanthro', 'bmianthro', 'wflanthro', 'wfhanthro', 'wfawho2007', 'hfawho2007', 'bfawho2007']}

def at_months(t, sex, months):
    lo = math.floor(months)
    a = T[t].get((sex, lo * 10)); b = T[t].get((sex, (lo + 1) * 10))
    if a is None or b is None: return None
    f = months - lo
    return tuple(a[i] + f * (b[i] - a[i]) for i in range(3))

def z(lms, x, restricted):
    L, M, S = lms
    zz = math.log(x / M) / S if L == 0 else ((x / M) ** L - 1) / (L * S)
    if not restricted: return zz
    sd = lambda k: M * (1 + L * S * k) ** (1 / L)
    if zz > 3: return 3 + (x - sd(3)) / (sd(3) - sd(2))
    if zz < -3: return -3 + (x - sd(-3)) / (sd(-2) - sd(-3))
    return zz

def r2(v):
    return None if v is None else math.copysign(math.floor(abs(v) * 100 + 0.5 + 1e-9) / 100, v)

def figures(sex, days, h, w):
    bmi = w / (h / 100) ** 2
    if days <= 1826:
        wfa = T['weianthro'].get((sex, days * 10)); hfa = T['lenanthro'].get((sex, days * 10)); bfa = T['bmianthro'].get((sex, days * 10))
        wfh = T['wflanthro' if days < 731 else 'wfhanthro'].get((sex, round(h * 10)))
    else:
        m = days / 30.4375
        wfa = at_months('wfawho2007', sex, m); hfa = at_months('hfawho2007', sex, m); bfa = at_months('bfawho2007', sex, m); wfh = None
    return [r2(bmi),
            r2(z(wfa, w, True)) if wfa else None,
            r2(z(hfa, h, False)) if hfa else None,
            r2(z(wfh, w, True)) if wfh else None,
            r2(z(bfa, bmi, True)) if bfa else None]

CASES = [  # sex, age in days, height cm, weight kg
    (1, 0, 49.9, 3.3), (2, 0, 49.1, 3.2), (1, 0, 46.0, 2.0), (2, 0, 54.0, 4.8),
    (1, 30, 54.5, 4.4), (2, 45, 55.0, 4.6), (1, 91, 61.4, 6.4), (2, 120, 60.0, 5.0),
    (1, 180, 67.6, 7.9), (2, 200, 62.0, 5.2), (1, 270, 70.0, 11.5), (2, 300, 71.2, 8.6),
    (1, 365, 75.7, 9.6), (2, 365, 74.0, 7.0), (1, 400, 70.5, 7.0), (2, 500, 82.3, 13.9),
    (1, 600, 84.0, 11.2), (2, 700, 80.0, 16.5), (1, 730, 87.1, 12.2), (2, 731, 86.4, 11.5),
    (1, 800, 80.0, 9.0), (2, 900, 95.0, 20.0), (1, 1000, 92.4, 13.9), (2, 1100, 88.0, 10.2),
    (1, 1200, 99.0, 15.2), (2, 1300, 104.0, 25.0), (1, 1400, 96.5, 12.0), (2, 1500, 112.0, 19.0),
    (1, 1600, 108.0, 18.2), (2, 1700, 106.5, 16.7), (1, 1800, 100.0, 13.0), (2, 1826, 110.0, 28.0),
    (1, 1827, 110.2, 18.4), (2, 1900, 98.0, 13.0), (1, 2000, 115.6, 20.8), (2, 2100, 113.0, 26.0),
    (1, 2190, 118.9, 21.7), (2, 2191, 104.0, 14.0), (1, 2250, 128.0, 33.0), (2, 2300, 120.1, 22.3),
    (1, 500, 91.0, 13.5), (2, 1000, 80.0, 9.5), (1, 1500, 95.0, 11.0), (2, 2000, 125.0, 21.0),
]

for c in CASES:
    print('  [' + ', '.join(str(v) for v in c) + ', ' + ', '.join('null' if v is None else str(v) for v in figures(*c)) + '],')
