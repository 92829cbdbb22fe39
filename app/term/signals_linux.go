package term

import (
	"os"
	"runtime"
	"syscall"
	"unsafe"
)

// StopSelf stops lwl as SIGTSTP's default action would, and returns once
// it was continued (at once when the kernel discards the stop: a process
// group no shell controls). Go's handler, installed by signal.Notify and
// kept by signal.Reset, would ignore the signal: for the moment of the
// stop the default action is set directly, and the signal is sent to this
// very thread, so that it is taken before the system call returns.
func StopSelf() {
	var dfl, old [4]uint64 // struct sigaction as the kernel has it; zero is SIG_DFL
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if _, _, e := syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, uintptr(syscall.SIGTSTP),
		uintptr(unsafe.Pointer(&dfl)), uintptr(unsafe.Pointer(&old)), 8, 0, 0); e != 0 {
		syscall.Kill(syscall.Getpid(), syscall.SIGSTOP)
		return
	}
	syscall.Tgkill(syscall.Getpid(), syscall.Gettid(), syscall.SIGTSTP)
	syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, uintptr(syscall.SIGTSTP),
		uintptr(unsafe.Pointer(&old)), 0, 8, 0, 0) // Go's handler again
}

// StopJob stops the other processes of lwl's process group (its job: man,
// git, the writer of its pipe) with SIGTSTP, lwl ignoring it meanwhile,
// then lwl itself (StopSelf); fg continues them all.
func StopJob() {
	ign := [4]uint64{1} // SIG_IGN
	var old [4]uint64
	runtime.LockOSThread()
	if _, _, e := syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, uintptr(syscall.SIGTSTP),
		uintptr(unsafe.Pointer(&ign)), uintptr(unsafe.Pointer(&old)), 8, 0, 0); e == 0 {
		syscall.Kill(0, syscall.SIGTSTP)
		syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, uintptr(syscall.SIGTSTP),
			uintptr(unsafe.Pointer(&old)), 0, 8, 0, 0)
	}
	runtime.UnlockOSThread()
	StopSelf()
}

// endingSignals are the signals that end lwl (see Signals).
var endingSignals = []os.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT,
	syscall.SIGSYS, syscall.SIGSTKFLT}
