package match

import (
	"os"
	"os/exec"
	"syscall"
	"unsafe"

	"golang.org/x/sys/windows"
)

// shellCommand runs command with cmd.exe /S /C, which runs the text
// between its outer quotes as written, in a process group of its own, so
// that Ctrl+C in the console stops the referee and not the bots
// (docs/match.md, "Processes").
func shellCommand(command string) *exec.Cmd {
	shell := os.Getenv("ComSpec")
	if shell == "" {
		shell = "cmd.exe"
	}
	cmd := exec.Command(shell)
	cmd.SysProcAttr = &syscall.SysProcAttr{
		CmdLine:       `cmd.exe /S /C "` + command + `"`,
		CreationFlags: windows.CREATE_NEW_PROCESS_GROUP,
	}
	return cmd
}

// processGroup is a job object that holds a bot and every process it
// starts: Windows has no process groups that can be killed at once.
type processGroup struct{ job windows.Handle }

// join puts p, just started, into a new job, which kills its processes
// when it is killed or its handle is closed (by the referee's exit too).
func (g *processGroup) join(p *os.Process) error {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return os.NewSyscallError("CreateJobObject", err)
	}
	limits := windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION{
		BasicLimitInformation: windows.JOBOBJECT_BASIC_LIMIT_INFORMATION{LimitFlags: windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE},
	}
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation, uintptr(unsafe.Pointer(&limits)), uint32(unsafe.Sizeof(limits))); err != nil {
		windows.CloseHandle(job)
		return os.NewSyscallError("SetInformationJobObject", err)
	}
	h, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, uint32(p.Pid))
	if err != nil {
		windows.CloseHandle(job)
		return os.NewSyscallError("OpenProcess", err)
	}
	defer windows.CloseHandle(h)
	if err := windows.AssignProcessToJobObject(job, h); err != nil {
		windows.CloseHandle(job)
		return os.NewSyscallError("AssignProcessToJobObject", err)
	}
	g.job = job
	return nil
}

// kill kills every process of the job, and p itself should it not be in
// one.
func (g *processGroup) kill(p *os.Process) {
	if g.job == 0 {
		_ = p.Kill()
		return
	}
	_ = windows.TerminateJobObject(g.job, 1)
	windows.CloseHandle(g.job)
	g.job = 0
}
