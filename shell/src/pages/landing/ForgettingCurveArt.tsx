/**
 * The idea of the product in one picture: without review, memory decays (the grey curve); each review on
 * the schedule lifts it back and the decay flattens (the gold saw-tooth). Pure SVG, themed by CSS variables.
 */
export function ForgettingCurveArt() {
  const reviews = [
    { x: 70, label: '第 1 天' },
    { x: 150, label: '第 2 天' },
    { x: 250, label: '第 4 天' },
    { x: 380, label: '第 7 天' },
  ];
  return (
    <svg className="curve-art" viewBox="0 0 480 260" role="img" aria-label="记忆曲线示意：按时复习让记忆保持在高位">
      <defs>
        <linearGradient id="curve-art-fill" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#EDBD59" stopOpacity="0.45" />
          <stop offset="100%" stopColor="#EDBD59" stopOpacity="0" />
        </linearGradient>
      </defs>
      <line x1="30" y1="220" x2="460" y2="220" className="curve-art__axis" />
      <line x1="30" y1="20" x2="30" y2="220" className="curve-art__axis" />
      <text x="36" y="30" className="curve-art__label">记忆保持率</text>
      <text x="420" y="240" className="curve-art__label">时间</text>
      {/* Forgetting without review */}
      <path d="M30 40 C 70 150, 120 185, 460 205" className="curve-art__forget" />
      {/* Reviewed on the curve: each review restores, the decay gets gentler */}
      <path
        d="M30 40 C 45 95, 58 110, 70 118 L70 42 C 95 85, 125 95, 150 100 L150 44 C 185 75, 220 82, 250 86 L250 46 C 300 62, 345 68, 380 70 L380 48 C 410 54, 440 57, 460 58 L460 220 L30 220 Z"
        fill="url(#curve-art-fill)"
      />
      <path
        d="M30 40 C 45 95, 58 110, 70 118 L70 42 C 95 85, 125 95, 150 100 L150 44 C 185 75, 220 82, 250 86 L250 46 C 300 62, 345 68, 380 70 L380 48 C 410 54, 440 57, 460 58"
        className="curve-art__review"
      />
      {reviews.map(({ x, label }) => (
        <g key={x}>
          <circle cx={x} cy={44} r={5} className="curve-art__dot" />
          <text x={x} y={240} textAnchor="middle" className="curve-art__label">
            {label}
          </text>
        </g>
      ))}
    </svg>
  );
}
