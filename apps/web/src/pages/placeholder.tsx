export function Placeholder() {
  return <p>Consultório</p>;
}
