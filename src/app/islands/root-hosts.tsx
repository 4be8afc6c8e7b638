/** The root's toast area, modal host and slide-over host, shared by every island through nanostores. */
export default function RootHosts() {
  return null;
}
