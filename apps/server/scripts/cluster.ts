/**
 * `npm run cluster [-- --nodes N --port P]`: PostgreSQL (scripts/pg-start.sh), Redis
 * (scripts/redis-start.sh), N server processes (3 by default, the built bundle, demo data) and
 * HAProxy in front on loopback. Prints the one URL; Ctrl-C (or SIGTERM) stops what it started.
 * The database and Redis get ports of their own (not the test suite's). No chain is watched
 * unless CHAINS names some (the embedded chain node belongs to one process).
 */
import { build, runScript, startCluster } from './cluster-nodes';

const PORTS = { PGPORT: '54339', REDIS_PORT: '6399' };

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
}

async function main(): Promise<void> {
  runScript('ensure-haproxy.sh');
  const databaseUrl = runScript('pg-start.sh', PORTS);
  const redisUrl = runScript('redis-start.sh', PORTS);
  build();
  const env: Record<string, string> = {};
  if (process.env.CHAINS) env.CHAINS = process.env.CHAINS;
  const cluster = await startCluster({
    nodes: option('nodes', 3),
    port: option('port', 8080),
    databaseUrl,
    redisUrl,
    env,
    echo: true,
  });
  console.log(
    `\nTidemark cluster: ${cluster.url}  (${cluster.nodes.length} nodes behind HAProxy; Ctrl-C stops it)`,
  );
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the cluster…');
    void cluster.stop().then(() => {
      runScript('redis-stop.sh', PORTS);
      runScript('pg-stop.sh', PORTS);
      process.exit(0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
