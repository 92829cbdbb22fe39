// Package config reads lwl's configuration: keys.yaml and layout.yaml (and
// the theme), the built-in files with the user's laid over them, key names,
// and validation whose every error names FILE:LINE. It knows nothing of the
// pager that uses it; the pager gives it the check of its action names.
package config
