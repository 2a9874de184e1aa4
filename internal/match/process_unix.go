//go:build unix

package match

import (
	"os"
	"os/exec"
	"syscall"
)

// shellCommand runs command with /bin/sh -c, in a process group of its
// own (docs/match.md, "Processes").
func shellCommand(command string) *exec.Cmd {
	cmd := exec.Command("/bin/sh", "-c", execIn(command))
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd
}

// processGroup is a bot's process group, which Setpgid made at its start.
type processGroup struct{}

// join does nothing: the bot leads a group of its own from its start.
func (*processGroup) join(*os.Process) error { return nil }

// kill kills every process of the group that p leads.
func (*processGroup) kill(p *os.Process) { _ = syscall.Kill(-p.Pid, syscall.SIGKILL) }
