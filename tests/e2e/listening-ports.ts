// Every TCP port a process and the processes it started listen on, as Linux
// says in /proc: the sockets each process holds (its fds' `socket:[inode]`)
// matched with the table of listening sockets (/proc/net/tcp and tcp6, state
// 0A). Whatever the process is built from, a port it opens is found here.
import { readdir, readFile, readlink } from "node:fs/promises";

/** The process and every process under it (children, their children…). */
async function processTree(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (ppid) parents.set(Number(name), ppid);
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  }
  return tree;
}

/** The inodes of the sockets the process holds open. */
async function socketInodes(pid: number): Promise<string[]> {
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  const links = await Promise.all(
    fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => "")),
  );
  return links.flatMap((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1] ?? []);
}

/** The TCP ports `pid` and the processes under it listen on, sorted. */
export async function listeningPorts(pid: number): Promise<number[]> {
  const inodes = new Set((await Promise.all((await processTree(pid)).map(socketInodes))).flat());
  const ports = new Set<number>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const lines = (await readFile(table, "utf8").catch(() => "")).split("\n").slice(1);
    for (const line of lines) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state === "0A" && inode && inodes.has(inode)) {
        ports.add(parseInt(local?.split(":")[1] ?? "", 16));
      }
    }
  }
  return [...ports].sort((a, b) => a - b);
}
