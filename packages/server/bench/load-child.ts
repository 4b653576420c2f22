// The yardstick's load generator in a process of its own (CLIENT=process): the parent then measures its own CPU time
// per request (server + driver only), a figure the machine's other load hardly moves, unlike req/s.
import autocannon from 'autocannon';

process.once('message', (options: autocannon.Options) => {
  void autocannon(options).then((result) => {
    process.send!(result, () => process.exit(0));
  });
});
