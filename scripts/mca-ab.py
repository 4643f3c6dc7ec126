#!/usr/bin/env python3
"""Paired CPU-time comparison of two programs on the same arguments.

Usage: scripts/mca-ab.py ROUNDS PROGRAM_A PROGRAM_B ARGS...
e.g.   scripts/mca-ab.py 20 /tmp/atomir-old target/release/atomir mca -mcpu=skylake \
           -iterations=100 block.s

Each round runs A and B at the same time, pinned to CPU 0 and CPU 1 (the sides swap every
round), and records B's CPU time over A's. Whatever slows the machine during a round slows both,
so the median of these ratios is far steadier than best-of-N sequential timings on a shared VM
(where those move by 30% from one minute to the next). Prints the median ratio B/A and the
interquartile range; run A against itself to see the noise floor. To compare with llvm-mca,
give a program that drops the leading `mca` argument.
"""
import os
import statistics
import subprocess
import sys


def paired_round(a, b, args, a_cpu):
    side = {}
    for k, (prog, cpu) in enumerate(((a, a_cpu), (b, 1 - a_cpu))):
        p = subprocess.Popen(["taskset", "-c", str(cpu), prog] + args,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        side[p.pid] = k
    times = [0.0, 0.0]
    for _ in range(2):
        pid, _, usage = os.wait4(-1, 0)
        times[side[pid]] = usage.ru_utime + usage.ru_stime
    return times[0], times[1]


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    rounds, a, b, args = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
    ratios, ta, tb = [], [], []
    for i in range(rounds):
        x, y = paired_round(a, b, args, i % 2)
        if x > 0:
            ratios.append(y / x)
        ta.append(x)
        tb.append(y)
    ratios.sort()
    q = len(ratios) // 4
    print("B/A median %.3f  IQR %.3f-%.3f  (A median %.3f s, B median %.3f s, %d rounds)"
          % (statistics.median(ratios), ratios[q], ratios[-q - 1],
             statistics.median(ta), statistics.median(tb), rounds))


if __name__ == "__main__":
    main()
