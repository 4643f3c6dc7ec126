jna .L1
jpo .L1
setnbe %al
setpe %al
cmovnael %eax, %ebx
cmovzq %rax, %rbx
.L1:
