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

// func eqMasksAVX2(b []byte, c0, c1 byte, out []uint64)
TEXT ·eqMasksAVX2(SB), NOSPLIT, $0-56
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), CX
	MOVQ out_base+32(FP), DI
	MOVQ out_len+40(FP), DX
	SHRQ $6, CX
	CMPQ CX, DX
	JLS  eqavxok
	MOVQ DX, CX

eqavxok:
	TESTQ CX, CX
	JEQ   eqavxdone
	MOVBQZX      c0+24(FP), AX
	MOVQ         AX, X0
	VPBROADCASTB X0, Y0
	MOVBQZX      c1+25(FP), AX
	MOVQ         AX, X1
	VPBROADCASTB X1, Y1

eqavxloop:
	VMOVDQU   0(SI), Y2
	VMOVDQU   32(SI), Y3
	VPCMPEQB  Y0, Y2, Y4
	VPCMPEQB  Y1, Y2, Y5
	VPOR      Y4, Y5, Y4
	VPCMPEQB  Y0, Y3, Y6
	VPCMPEQB  Y1, Y3, Y7
	VPOR      Y6, Y7, Y6
	VPMOVMSKB Y4, AX
	VPMOVMSKB Y6, BX
	SHLQ      $32, BX
	ORQ       BX, AX
	MOVQ      AX, 0(DI)
	ADDQ      $64, SI
	ADDQ      $8, DI
	DECQ      CX
	JNE       eqavxloop
	VZEROUPPER

eqavxdone:
	RET

// EQQUARTER adds the bits of the 16 bytes at off(SI) equal to X0's or
// X1's to R11, shifted left by shift.
#define EQQUARTER(off, shift) \
	MOVOU    off(SI), X2 \
	MOVO     X2, X3      \
	PCMPEQB  X0, X2      \
	PCMPEQB  X1, X3      \
	POR      X3, X2      \
	PMOVMSKB X2, AX      \
	SHLQ     $shift, AX  \
	ORQ      AX, R11

// func eqMasksSSE2(b []byte, c0, c1 byte, out []uint64)
TEXT ·eqMasksSSE2(SB), NOSPLIT, $0-56
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), CX
	MOVQ out_base+32(FP), DI
	MOVQ out_len+40(FP), DX
	SHRQ $6, CX
	CMPQ CX, DX
	JLS  eqok
	MOVQ DX, CX

eqok:
	TESTQ CX, CX
	JEQ   eqdone
	MOVBQZX   c0+24(FP), AX
	MOVQ      AX, X0
	PUNPCKLBW X0, X0
	PUNPCKLBW X0, X0
	PSHUFL    $0, X0, X0
	MOVBQZX   c1+25(FP), AX
	MOVQ      AX, X1
	PUNPCKLBW X1, X1
	PUNPCKLBW X1, X1
	PSHUFL    $0, X1, X1

eqloop:
	XORQ R11, R11
	EQQUARTER(0, 0)
	EQQUARTER(16, 16)
	EQQUARTER(32, 32)
	EQQUARTER(48, 48)
	MOVQ R11, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNE  eqloop

eqdone:
	RET
