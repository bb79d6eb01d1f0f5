/**
 * MDN's HTTP Observatory against a host on any ports, as JSON on stdout:
 *   NODE_EXTRA_CA_CERTS=cert.pem node tools/observatory/cli.ts localhost 8011 24311
 */
import { scanHere } from './observatory.ts'

const [hostname = 'localhost', httpPort = '80', httpsPort = '443'] = process.argv.slice(2)
const report = await scanHere({
  hostname,
  httpPort: Number(httpPort),
  httpsPort: Number(httpsPort),
})
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
