#include "line_reader.h"

#include <fcntl.h>
#include <unistd.h>

#include <string>
#include <thread>

#include <gtest/gtest.h>

namespace capgrid {
namespace {

TEST(LineReaderTest, SplitsLinesAcrossFeeds) {
  LineReader r(100);
  r.Feed("ab");
  EXPECT_FALSE(r.NextLine());
  r.Feed("c\nde\n\nf");
  EXPECT_EQ(r.NextLine(), "abc");
  EXPECT_EQ(r.NextLine(), "de");
  EXPECT_EQ(r.NextLine(), "");
  EXPECT_FALSE(r.NextLine());
  EXPECT_EQ(r.partial(), "f");
  r.Feed("g\n");
  EXPECT_EQ(r.NextLine(), "fg");
  EXPECT_EQ(r.partial(), "");
}

TEST(LineReaderTest, LineOfExactlyTheLimitIsAccepted) {
  LineReader r(4);
  r.Feed("abcd\n");
  EXPECT_EQ(r.NextLine(), "abcd");
  EXPECT_FALSE(r.too_long());
}

TEST(LineReaderTest, CompleteLineOverTheLimitIsAnError) {
  LineReader r(4);
  r.Feed("ok\nabcde\nnext\n");
  EXPECT_EQ(r.NextLine(), "ok");
  EXPECT_FALSE(r.NextLine());
  EXPECT_TRUE(r.too_long());
  EXPECT_FALSE(r.NextLine());  // sticky: no resynchronisation
}

TEST(LineReaderTest, PendingLineOverTheLimitIsAnErrorBeforeItsNewline) {
  LineReader r(4);
  r.Feed("abc");
  EXPECT_FALSE(r.too_long());
  r.Feed("de");
  EXPECT_TRUE(r.too_long());
}

TEST(LineReaderTest, FillReadsAPipeToEofAndKeepsThePartialLastLine) {
  int fds[2];
  ASSERT_EQ(pipe2(fds, O_NONBLOCK), 0);
  ASSERT_EQ(write(fds[1], "one\ntwo\nthr", 11), 11);
  LineReader r(100);
  EXPECT_EQ(r.Fill(fds[0]), LineReader::FillStatus::kOk);  // would block: writer still open
  EXPECT_EQ(r.NextLine(), "one");
  EXPECT_EQ(r.NextLine(), "two");
  EXPECT_FALSE(r.NextLine());
  close(fds[1]);
  EXPECT_EQ(r.Fill(fds[0]), LineReader::FillStatus::kEof);
  EXPECT_EQ(r.partial(), "thr");
  close(fds[0]);
}

TEST(LineReaderTest, FillStopsReadingOnceAnEndlessLinePassesTheLimit) {
  // A writer streams 16 MiB without a newline; with a 1 MiB limit the reader must give up after
  // about 1 MiB instead of buffering the lot.
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  fcntl(fds[0], F_SETFL, O_NONBLOCK);
  std::thread writer([fd = fds[1]] {
    std::string chunk(1 << 16, 'x');
    for (int i = 0; i < 256; ++i) {
      if (write(fd, chunk.data(), chunk.size()) < 0) break;  // EPIPE once the reader gives up
    }
    close(fd);
  });
  signal(SIGPIPE, SIG_IGN);
  LineReader r(1 << 20);
  while (!r.too_long()) {
    if (r.Fill(fds[0]) == LineReader::FillStatus::kEof) break;
    EXPECT_FALSE(r.NextLine());
  }
  EXPECT_TRUE(r.too_long());
  EXPECT_LE(r.buffered(), (1u << 20) + (1u << 16) + 1);
  close(fds[0]);
  writer.join();
}

TEST(LineReaderTest, ManyShortLinesInOneFill) {
  int fds[2];
  ASSERT_EQ(pipe2(fds, O_NONBLOCK), 0);
  std::string data;
  for (int i = 0; i < 1000; ++i) data += std::to_string(i) + "\n";
  ASSERT_EQ(write(fds[1], data.data(), data.size()), static_cast<ssize_t>(data.size()));
  close(fds[1]);
  LineReader r(8);
  int n = 0;
  for (;;) {
    auto st = r.Fill(fds[0]);
    while (auto line = r.NextLine()) EXPECT_EQ(*line, std::to_string(n++));
    if (st == LineReader::FillStatus::kEof) break;
  }
  EXPECT_EQ(n, 1000);
  EXPECT_FALSE(r.too_long());
  close(fds[0]);
}

}  // namespace
}  // namespace capgrid
