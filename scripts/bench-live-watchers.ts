// Child process of bench-live.ts: holds N live sockets open (like N staff screens) and counts the
// messages they get, so their work does not share the benchmark's own event loop.
const [port, token, count] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 200)];
let received = 0;
let ready = 0;
for (let i = 0; i < count; i++) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/live`, { headers: { Authorization: `Bearer ${token}` } } as unknown as string[]);
  ws.onopen = () => ws.send(JSON.stringify({ type: "hello" }));
  ws.onmessage = (m) => {
    const msg = JSON.parse(String(m.data));
    if (msg.type === "welcome" && ++ready === count) console.log("ready");
    if (msg.type === "event") received++;
  };
}
process.on("SIGTERM", () => {
  console.log(`received ${received}`);
  process.exit(0);
});
