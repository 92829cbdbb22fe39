#include "textflag.h"

// The masks of 64 bytes at a time: line breaks into nl, "`", "*" and "_"
// into mk. See lineMasks.

// func lineMasksAVX2(b []byte, nl, mk []uint64)
TEXT ·lineMasksAVX2(SB), NOSPLIT, $0-72
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), CX
	MOVQ nl_base+24(FP), DI
	MOVQ nl_len+32(FP), DX
	MOVQ mk_base+48(FP), R9
	MOVQ mk_len+56(FP), R10
	SHRQ $6, CX
	CMPQ CX, DX
	JLS  nlok
	MOVQ DX, CX // never more masks than there is room for

nlok:
	CMPQ CX, R10
	JLS  mkok
	MOVQ R10, CX

mkok:
	TESTQ CX, CX
	JEQ   avxdone
	MOVQ         $0x0a, AX
	MOVQ         AX, X0
	VPBROADCASTB X0, Y0
	MOVQ         $0x60, AX
	MOVQ         AX, X1
	VPBROADCASTB X1, Y1
	MOVQ         $0x2a, AX
	MOVQ         AX, X2
	VPBROADCASTB X2, Y2
	MOVQ         $0x5f, AX
	MOVQ         AX, X3
	VPBROADCASTB X3, Y3

avxloop:
	VMOVDQU   0(SI), Y4
	VMOVDQU   32(SI), Y5
	VPCMPEQB  Y0, Y4, Y6
	VPCMPEQB  Y0, Y5, Y7
	VPMOVMSKB Y6, AX
	VPMOVMSKB Y7, BX
	SHLQ      $32, BX
	ORQ       BX, AX
	MOVQ      AX, 0(DI)
	VPCMPEQB  Y1, Y4, Y6
	VPCMPEQB  Y2, Y4, Y7
	VPOR      Y6, Y7, Y6
	VPCMPEQB  Y3, Y4, Y7
	VPOR      Y6, Y7, Y6
	VPCMPEQB  Y1, Y5, Y8
	VPCMPEQB  Y2, Y5, Y7
	VPOR      Y8, Y7, Y8
	VPCMPEQB  Y3, Y5, Y7
	VPOR      Y8, Y7, Y8
	VPMOVMSKB Y6, AX
	VPMOVMSKB Y8, BX
	SHLQ      $32, BX
	ORQ       BX, AX
	MOVQ      AX, 0(R9)
	ADDQ      $64, SI
	ADDQ      $8, DI
	ADDQ      $8, R9
	DECQ      CX
	JNE       avxloop
	VZEROUPPER

avxdone:
	RET

// QUARTER adds the bits of the 16 bytes at off(SI) to R11 (line breaks)
// and R12 (markers), shifted left by shift.
#define QUARTER(off, shift) \
	MOVOU    off(SI), X4 \
	MOVO     X4, X5      \
	PCMPEQB  X0, X5      \
	PMOVMSKB X5, AX      \
	SHLQ     $shift, AX  \
	ORQ      AX, R11     \
	MOVO     X4, X5      \
	PCMPEQB  X1, X5      \
	MOVO     X4, X6      \
	PCMPEQB  X2, X6      \
	POR      X6, X5      \
	PCMPEQB  X3, X4      \
	POR      X4, X5      \
	PMOVMSKB X5, AX      \
	SHLQ     $shift, AX  \
	ORQ      AX, R12

// func lineMasksSSE2(b []byte, nl, mk []uint64)
TEXT ·lineMasksSSE2(SB), NOSPLIT, $0-72
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), CX
	MOVQ nl_base+24(FP), DI
	MOVQ nl_len+32(FP), DX
	MOVQ mk_base+48(FP), R9
	MOVQ mk_len+56(FP), R10
	SHRQ $6, CX
	CMPQ CX, DX
	JLS  nlok
	MOVQ DX, CX

nlok:
	CMPQ CX, R10
	JLS  mkok
	MOVQ R10, CX

mkok:
	TESTQ CX, CX
	JEQ   done
	MOVQ       $0x0a0a0a0a0a0a0a0a, AX
	MOVQ       AX, X0
	PUNPCKLQDQ X0, X0
	MOVQ       $0x6060606060606060, AX
	MOVQ       AX, X1
	PUNPCKLQDQ X1, X1
	MOVQ       $0x2a2a2a2a2a2a2a2a, AX
	MOVQ       AX, X2
	PUNPCKLQDQ X2, X2
	MOVQ       $0x5f5f5f5f5f5f5f5f, AX
	MOVQ       AX, X3
	PUNPCKLQDQ X3, X3

loop:
	XORQ R11, R11
	XORQ R12, R12
	QUARTER(0, 0)
	QUARTER(16, 16)
	QUARTER(32, 32)
	QUARTER(48, 48)
	MOVQ R11, 0(DI)
	MOVQ R12, 0(R9)
	ADDQ $64, SI
	ADDQ $8, DI
	ADDQ $8, R9
	DECQ CX
	JNE  loop

done:
	RET
