import type { GameResult } from './types.js';

/** The drawn prize as a game shows it: its label large, and its code when it is a win that has one. */
export function PrizeText({ result }: { result: GameResult | null }) {
  if (!result) return <span className="bk-game-prize-label">…</span>;
  return (
    <>
      <span className="bk-game-prize-label">{result.label}</span>
      {result.won && result.code && <code className="bk-game-code">{result.code}</code>}
    </>
  );
}
