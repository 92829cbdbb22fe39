// Package securemode decides whether the environment asks for secure mode,
// in which lwl runs no program and opens or writes no other file.
package securemode

// FromEnv reports whether the environment asks for secure mode. It
// follows less's rule: LESSSECURE set to anything but the empty string
// (yes, 0, 2 alike) means secure, and LWL_SECURE the same. less's
// LESSSECURE_ALLOW and LESSSECURE_DISALLOW trade single features in or
// out; lwl cannot turn on part of secure mode, so either one set, which
// restricts less, makes lwl secure whole rather than not at all.
func FromEnv(getenv func(string) string) bool {
	for _, v := range []string{"LWL_SECURE", "LESSSECURE", "LESSSECURE_ALLOW", "LESSSECURE_DISALLOW"} {
		if getenv(v) != "" {
			return true
		}
	}
	return false
}
