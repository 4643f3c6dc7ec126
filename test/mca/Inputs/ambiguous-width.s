vcvtpd2ps (%rdi), %xmm1
