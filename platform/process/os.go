package process

import (
	"net"
	"os"
	"os/user"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/earshot/extensions/platform/kernel"
)

// The host side of node:os: facts about the machine.

// opOSInfo: the facts node:os gives. With env narrowed, none of them comes
// from the environment unless the variable is named: os.tmpdir() is
// TMPDIR's (TMP's, TEMP's) only when visible, else /tmp; os.homedir() is
// HOME's when visible, else the account's; os.userInfo() is the account's
// (as Node's is: the password database, not $USER or $SHELL). With net
// narrowed, os.networkInterfaces() is empty.
func opOSInfo(i *kernel.Instance, _ struct{}, _ []byte) kernel.Reply {
	host, _ := os.Hostname()
	acct := account()
	u := map[string]any{"username": acct.name, "uid": os.Getuid(), "gid": os.Getgid(), "shell": kernel.Nullable(acct.shell), "homedir": acct.home}
	if acct.home == "" {
		u["homedir"] = i.Config().Home
	}
	homedir := i.Config().Home
	if _, ok := i.UserEnv("HOME"); !ok && acct.home != "" {
		homedir = acct.home
	}
	ifaces := map[string][]map[string]any{}
	if !i.Config().Policy.NetNarrowed() {
		ifaces = networkInterfaces()
	}
	sys := sysInfo()
	return kernel.Reply{Value: map[string]any{
		"hostname": host, "type": osType(), "platform": goosName(), "arch": goarchName(), "machine": machine(),
		"release": sys.release, "version": sys.version, "homedir": homedir, "tmpdir": tmpdir(i),
		"cpus": runtime.NumCPU(), "totalmem": sys.total, "freemem": sys.free, "uptime": sys.uptime.Seconds(),
		"loadavg": sys.load, "userInfo": u, "networkInterfaces": ifaces, "endianness": "LE",
	}}
}

// tmpdir is os.tmpdir(): the first of TMPDIR, TMP and TEMP the extension
// can see, without a trailing separator, else the system's.
func tmpdir(i *kernel.Instance) string {
	for _, k := range []string{"TMPDIR", "TMP", "TEMP"} {
		if v, ok := i.UserEnv(k); ok && v != "" {
			if len(v) > 1 {
				v = strings.TrimSuffix(v, string(os.PathSeparator))
			}
			return v
		}
	}
	if runtime.GOOS == "windows" {
		return strings.TrimSuffix(os.TempDir(), `\`)
	}
	return "/tmp"
}

func networkInterfaces() map[string][]map[string]any {
	ifaces := map[string][]map[string]any{}
	list, err := net.Interfaces()
	if err != nil {
		return ifaces
	}
	for _, ifc := range list {
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			family := "IPv4"
			if ipn.IP.To4() == nil {
				family = "IPv6"
			}
			ones, _ := ipn.Mask.Size()
			ifaces[ifc.Name] = append(ifaces[ifc.Name], map[string]any{
				"address": ipn.IP.String(), "netmask": net.IP(ipn.Mask).String(), "family": family,
				"mac": ifc.HardwareAddr.String(), "internal": ifc.Flags&net.FlagLoopback != 0,
				"cidr": ipn.IP.String() + "/" + kernel.Itoa64(int64(ones)),
			})
		}
	}
	return ifaces
}

// userAccount is the host user's entry in the password database.
type userAccount struct{ name, home, shell string }

// account reads the user's account: from /etc/passwd on Unix (what
// getpwuid gives without NSS modules), else from os/user.
var account = sync.OnceValue(func() userAccount {
	var a userAccount
	if cur, err := user.Current(); err == nil {
		a.name, a.home = cur.Username, cur.HomeDir
	}
	if b, err := os.ReadFile("/etc/passwd"); err == nil {
		uid := strconv.Itoa(os.Getuid())
		for _, line := range strings.Split(string(b), "\n") {
			f := strings.Split(line, ":")
			if len(f) >= 7 && f[2] == uid {
				a.name, a.home, a.shell = f[0], f[5], f[6]
				break
			}
		}
	}
	return a
})

type sysFacts struct {
	release, version string
	total, free      uint64
	uptime           time.Duration
	load             [3]float64
}

func osType() string {
	switch runtime.GOOS {
	case "linux":
		return "Linux"
	case "darwin":
		return "Darwin"
	case "windows":
		return "Windows_NT"
	}
	return strings.ToUpper(runtime.GOOS[:1]) + runtime.GOOS[1:]
}

func machine() string {
	switch runtime.GOARCH {
	case "amd64":
		return "x86_64"
	case "arm64":
		return "aarch64"
	}
	return runtime.GOARCH
}

// osOps are the operations of this file.
func osOps() []*kernel.Op {
	return []*kernel.Op{kernel.Def(kernel.Op{Name: "os.info", World: "the machine", Limits: "-", Test: "TestNodeBuiltins"}, opOSInfo)}
}
