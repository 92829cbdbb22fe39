package securemode

import "testing"

// Any value of LESSSECURE or LWL_SECURE is secure, as in less; only
// unset or empty is not.
func TestFromEnv(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{}, false},
		{map[string]string{"LESSSECURE": ""}, false},
		{map[string]string{"LWL_SECURE": ""}, false},
		{map[string]string{"LESSSECURE": "1"}, true},
		{map[string]string{"LESSSECURE": "yes"}, true},
		{map[string]string{"LESSSECURE": "0"}, true},
		{map[string]string{"LESSSECURE": "2"}, true},
		{map[string]string{"LESSSECURE": "no"}, true},
		{map[string]string{"LWL_SECURE": "1"}, true},
		{map[string]string{"LWL_SECURE": "yes"}, true},
		{map[string]string{"LWL_SECURE": "0"}, true},
		{map[string]string{"LWL_SECURE": "2"}, true},
		{map[string]string{"LESSSECURE_ALLOW": "shell"}, true},
		{map[string]string{"LESSSECURE_DISALLOW": "edit"}, true},
	} {
		if got := FromEnv(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%v: secure %v, want %v", tc.env, got, tc.want)
		}
	}
}
