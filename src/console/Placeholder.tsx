import { useEffect, useState } from 'react';

/** A first page proving the console is built and served by the API server. */
export function Placeholder() {
  const [health, setHealth] = useState<string>('verificando…');
  useEffect(() => {
    fetch(`${import.meta.env.VITE_API_URL ?? ''}/health`)
      .then((r) => r.json())
      .then((b: { database: string }) => setHealth(`API no ar (${b.database})`))
      .catch(() => setHealth('Não conseguimos comunicação com o servidor.'));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32, color: '#1f1f1f' }}>
      <h1 style={{ color: '#0052e5' }}>Recupera — Console</h1>
      <p>O console está em construção.</p>
      <p>{health}</p>
    </main>
  );
}
