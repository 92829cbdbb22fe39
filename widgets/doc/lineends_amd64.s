#include "textflag.h"

// func newlineMasks(b []byte, masks []uint64)
TEXT ·newlineMasks(SB), NOSPLIT, $0-48
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), CX
	MOVQ masks_base+24(FP), DI
	MOVQ masks_len+32(FP), DX
	SHRQ $6, CX
	CMPQ CX, DX
	JLS  ok
	MOVQ DX, CX // never more masks than there is room for
ok:
	TESTQ CX, CX
	JEQ   done
	// X0: the line break in each of its 16 bytes.
	MOVQ      $0x0a0a0a0a0a0a0a0a, AX
	MOVQ      AX, X0
	PUNPCKLQDQ X0, X0

loop:
	MOVOU    0(SI), X1
	MOVOU    16(SI), X2
	MOVOU    32(SI), X3
	MOVOU    48(SI), X4
	PCMPEQB  X0, X1
	PCMPEQB  X0, X2
	PCMPEQB  X0, X3
	PCMPEQB  X0, X4
	PMOVMSKB X1, AX
	PMOVMSKB X2, BX
	PMOVMSKB X3, DX
	PMOVMSKB X4, R8
	SHLQ     $16, BX
	SHLQ     $32, DX
	SHLQ     $48, R8
	ORQ      BX, AX
	ORQ      DX, AX
	ORQ      R8, AX
	MOVQ     AX, 0(DI)
	ADDQ     $64, SI
	ADDQ     $8, DI
	DECQ     CX
	JNE      loop

done:
	RET
