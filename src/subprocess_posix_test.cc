#include "subprocess_posix.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

extern char** environ;

namespace capgrid {
namespace {

using ::testing::HasSubstr;

// True when this process has no child at all, zombies included. The subprocess layer makes the
// process a subreaper, so every descendant of a worker ends up here: none left means no orphan.
bool NoChildren() {
  siginfo_t info = {};
  return waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) == -1 && errno == ECHILD;
}

std::string TempPath(const std::string& name) {
  return ::testing::TempDir() + "/subprocess_" + std::to_string(getpid()) + "_" + name;
}

SpawnSpec Shell(const std::string& script, const std::string& log) {
  SpawnSpec spec;
  spec.argv = {"sh", "-c", script};
  for (char** e = environ; *e; ++e) spec.env.emplace_back(*e);
  spec.env.push_back("CAPGRID_TEST_VAR=yes");
  spec.log_path = TempPath(log);
  unlink(spec.log_path.c_str());
  return spec;
}

std::string ReadAll(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Reads the reply pipe until `n` bytes or EOF, polling (it is non-blocking).
std::string ReadReply(Subprocess& p, size_t n) {
  std::string out;
  auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  char buf[256];
  while (out.size() < n && std::chrono::steady_clock::now() < until) {
    ssize_t got = read(p.reply_fd(), buf, sizeof buf);
    if (got == 0) break;
    if (got > 0) {
      out.append(buf, static_cast<size_t>(got));
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  }
  return out;
}

bool WaitReaped(Subprocess& p) {
  auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!p.Reap()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return true;
}

TEST(SubprocessTest, PipesOnFds3And4OwnGroupNullStdinAndOnlyTheseFds) {
  signal(SIGPIPE, SIG_IGN);
  auto p = Subprocess::Spawn(Shell(
      "read x <&3; echo \"got $x $CAPGRID_TEST_VAR $(cat)\" >&4; ls /proc/self/fd >&4", "fds"));
  EXPECT_EQ(getpgid(p->pid()), p->pid());
  EXPECT_EQ(p->pgid(), p->pid());
  ASSERT_TRUE(p->Write("hello\n"));
  p->CloseRequest();
  std::string out = ReadReply(*p, 1000);
  // stdin is /dev/null (cat prints nothing); ls sees 0-4 plus its own directory fd only.
  EXPECT_THAT(out, HasSubstr("got hello yes \n"));
  std::string fds = out.substr(out.find('\n') + 1);
  std::istringstream in(fds);
  std::vector<int> listed;
  for (int fd; in >> fd;) listed.push_back(fd);
  ASSERT_GE(listed.size(), 5u);
  EXPECT_EQ(std::vector<int>(listed.begin(), listed.begin() + 5),
            (std::vector<int>{0, 1, 2, 3, 4}));
  EXPECT_LE(listed.size(), 6u) << fds;
  ASSERT_TRUE(WaitReaped(*p));
  EXPECT_EQ(DescribeWaitStatus(p->wait_status()), "exited with status 0");
  p.reset();
  EXPECT_TRUE(NoChildren());
}

TEST(SubprocessTest, StdoutAndStderrAreAppendedToTheLog) {
  auto spec = Shell("echo out; echo err >&2; exit 3", "log");
  { std::ofstream(spec.log_path) << "before\n"; }
  auto p = Subprocess::Spawn(spec);
  ASSERT_TRUE(WaitReaped(*p));
  EXPECT_EQ(DescribeWaitStatus(p->wait_status()), "exited with status 3");
  EXPECT_EQ(ReadAll(spec.log_path), "before\nout\nerr\n");
}

TEST(SubprocessTest, EngineEndsAreCloseOnExec) {
  auto p = Subprocess::Spawn(Shell("sleep 100", "cloexec"));
  EXPECT_NE(fcntl(p->reply_fd(), F_GETFD) & FD_CLOEXEC, 0);
  EXPECT_NE(fcntl(p->reply_fd(), F_GETFL) & O_NONBLOCK, 0);
  pid_t pgid = p->pgid();
  p.reset();
  EXPECT_EQ(kill(-pgid, 0), -1);
  EXPECT_EQ(errno, ESRCH);
  EXPECT_TRUE(NoChildren());
}

TEST(SubprocessTest, GroupIsKilledWhenItsLeaderAlreadyExited) {
  // The leader exits but leaves a sleeper holding the pipes: no EOF ever comes, and the sleeper
  // must not survive the worker.
  auto p = Subprocess::Spawn(Shell("sleep 1000 & exit 3", "orphan"));
  pid_t pgid = p->pgid();
  ASSERT_TRUE(WaitReaped(*p));
  EXPECT_EQ(DescribeWaitStatus(p->wait_status()), "exited with status 3");
  EXPECT_TRUE(p->GroupAlive());
  EXPECT_GT(GroupRssBytes(pgid), 0);
  p.reset();
  EXPECT_EQ(kill(-pgid, 0), -1);
  EXPECT_EQ(errno, ESRCH);
  EXPECT_TRUE(NoChildren());
}

// The resident pages of a process, in bytes.
int64_t ResidentBytes(pid_t pid) {
  std::ifstream statm("/proc/" + std::to_string(pid) + "/statm");
  int64_t size = 0, resident = 0;
  statm >> size >> resident;
  return resident * sysconf(_SC_PAGESIZE);
}

TEST(SubprocessTest, GroupMemoryCountsAForkedWorkersPagesOnce) {
  // A group leader with 256 MiB of its own, one child forked from it that writes nothing (its
  // pages are the leader's), and one that writes 64 MiB of its own: the group holds the leader's
  // pages and those 64 MiB, not the leader's pages three times (which the sum of the three
  // resident sets gives: a worker whose library forks a helper passed --max-rss that way).
  constexpr size_t kLeader = 256u << 20, kOwn = 64u << 20;
  BecomeSubreaper();
  int ready[2];
  ASSERT_EQ(pipe(ready), 0);
  char* mine = static_cast<char*>(
      mmap(nullptr, kLeader, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
  char* own = static_cast<char*>(
      mmap(nullptr, kOwn, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
  ASSERT_NE(mine, MAP_FAILED);
  ASSERT_NE(own, MAP_FAILED);
  pid_t leader = fork();
  ASSERT_GE(leader, 0);
  if (leader == 0) {
    setpgid(0, 0);
    memset(mine, 1, kLeader);
    if (fork() == 0) {  // writes nothing
      (void)!write(ready[1], "s", 1);
      for (;;) pause();
    }
    if (fork() == 0) {  // writes pages of its own
      memset(own, 2, kOwn);
      (void)!write(ready[1], "o", 1);
      for (;;) pause();
    }
    (void)!write(ready[1], "l", 1);
    for (;;) pause();
  }
  char buf[3];
  size_t got = 0;
  while (got < 3) {
    ssize_t n = read(ready[0], buf + got, 3 - got);
    ASSERT_GT(n, 0);
    got += static_cast<size_t>(n);
  }
  const int64_t leader_rss = ResidentBytes(leader);
  const int64_t group = GroupRssBytes(leader);
  EXPECT_GE(leader_rss, static_cast<int64_t>(kLeader));
  EXPECT_GT(group, leader_rss + static_cast<int64_t>(kOwn) * 9 / 10);
  EXPECT_LT(group, leader_rss + static_cast<int64_t>(kOwn) * 3 / 2);
  kill(-leader, SIGKILL);
  for (int tries = 0; tries < 500 && !NoChildren(); ++tries) {
    if (waitpid(-1, nullptr, WNOHANG) <= 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_TRUE(NoChildren());
  close(ready[0]);
  close(ready[1]);
  munmap(mine, kLeader);
  munmap(own, kOwn);
}

TEST(SubprocessTest, TerminateEscalatesToSigkillAfterTheGrace) {
  auto p =
      Subprocess::Spawn(Shell("trap '' TERM; echo ready >&4; while :; do sleep 1; done", "term"));
  ASSERT_EQ(ReadReply(*p, 6), "ready\n");
  pid_t pgid = p->pgid();
  auto t0 = std::chrono::steady_clock::now();
  p->Terminate(0.2);
  double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_GE(took, 0.2);
  EXPECT_LT(took, 5);
  EXPECT_EQ(DescribeWaitStatus(p->wait_status()), "killed by SIGKILL");
  EXPECT_FALSE(p->GroupAlive());
  EXPECT_EQ(kill(-pgid, 0), -1);
  EXPECT_TRUE(NoChildren());
}

TEST(SubprocessTest, TerminateEndsAPoliteProcessWithSigterm) {
  auto p = Subprocess::Spawn(Shell("echo ready >&4; exec sleep 100", "polite"));
  ASSERT_EQ(ReadReply(*p, 6), "ready\n");
  std::this_thread::sleep_for(std::chrono::milliseconds(20));  // let exec replace the shell
  p->Terminate(5);
  EXPECT_EQ(DescribeWaitStatus(p->wait_status()), "killed by SIGTERM");
}

TEST(SubprocessTest, MissingProgramIsASpawnError) {
  SpawnSpec spec = Shell("", "missing");
  spec.argv = {"/nonexistent/python3", "-m", "capgrid.worker"};
  try {
    Subprocess::Spawn(spec);
    FAIL() << "no error";
  } catch (const SpawnError& e) {
    EXPECT_THAT(e.what(), HasSubstr("cannot run /nonexistent/python3"));
  }
  spec.log_path = "/nonexistent/dir/worker.log";
  EXPECT_THROW(Subprocess::Spawn(spec), SpawnError);
  EXPECT_TRUE(NoChildren());
}

TEST(SubprocessTest, WriteToADeadProcessFails) {
  signal(SIGPIPE, SIG_IGN);
  auto p = Subprocess::Spawn(Shell("exec 3<&-; exit 0", "dead"));
  ASSERT_TRUE(WaitReaped(*p));
  EXPECT_FALSE(p->Write(std::string(1 << 20, 'x')));
}

TEST(SubprocessTest, DescribesWaitStatuses) {
  EXPECT_EQ(DescribeWaitStatus(7 << 8), "exited with status 7");
  EXPECT_EQ(DescribeWaitStatus(SIGSEGV), "killed by SIGSEGV");
  EXPECT_EQ(SignalName(SIGKILL), "SIGKILL");
}

}  // namespace
}  // namespace capgrid
