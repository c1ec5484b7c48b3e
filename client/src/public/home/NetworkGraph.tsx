import { Box, Flex, IconButton, chakra } from '@chakra-ui/react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { WHO_IS_IT_FOR as COPY, type Network, type NetworkLinkType, type NetworkNodeType } from '../../content/home';
import { LAYOUT } from '../../content/timing';

const WIDTH = 600;
const HEIGHT = 400;

const NODE_COLOURS: Record<NetworkNodeType, string> = {
  lender: '#2446d6',
  fund: '#7c3aed',
  officer: '#14ae97',
  startup: '#f59e0b',
  sme: '#ec4899',
  corp: '#0ea5e9',
  expert: '#2446d6',
  company: '#0ea5e9',
  skill: '#14ae97',
};

const LINK_DASH: Record<NetworkLinkType, string | undefined> = {
  manages: undefined,
  manages_loan: '6 4',
  invests_in: undefined,
  funds: '2 4',
  collaboration: undefined,
  employment: '6 4',
  advisory: '2 4',
  expertise: '1 3',
};

/** A zoom level within the spec's limits, 0.5x to 4x. */
export const clampZoom = (zoom: number) => Math.min(LAYOUT.chartZoomMax, Math.max(LAYOUT.chartZoomMin, zoom));

/**
 * A network of the demo data (spec section 3): typed nodes and typed links, laid out by hand.
 * It zooms from 0.5x to 4x with its buttons, or Ctrl and the wheel (a pinch), and pans by dragging. Its
 * relationships are also listed as text for screen readers.
 */
export function NetworkGraph({ network, title }: { network: Network; title: string }) {
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const byId = new Map(network.nodes.map((node) => [node.id, node]));
  const types = [...new Set(network.nodes.map((node) => node.type))];

  const svg = useRef<SVGSVGElement>(null);
  const zoomBy = (factor: number) => setZoom((current) => clampZoom(current * factor));

  // Ctrl (or Cmd) with the wheel, and a trackpad's pinch, zoom the chart; the wheel alone scrolls the page.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      setZoom((current) => clampZoom(current * (event.deltaY < 0 ? 1.15 : 1 / 1.15)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current) setOffset({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Box position="relative">
      <chakra.svg
        ref={svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        w="full"
        h="auto"
        role="img"
        aria-label={title}
        cursor="grab"
        touchAction="pan-y"
        bg="bg.subtle"
        rounded="xl"
        _active={{ cursor: 'grabbing' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <g transform={`translate(${offset.x} ${offset.y}) translate(${WIDTH / 2} ${HEIGHT / 2}) scale(${zoom}) translate(${-WIDTH / 2} ${-HEIGHT / 2})`}>
          {network.links.map((link) => {
            const from = byId.get(link.source);
            const to = byId.get(link.target);
            if (!from || !to) return null;
            return (
              <line
                key={`${link.source}-${link.target}`}
                x1={from.x}
                y1={from.y}
                x2={to.x}
                y2={to.y}
                stroke="#94a3b8"
                strokeWidth={1.6}
                strokeDasharray={LINK_DASH[link.type]}
              />
            );
          })}
          {network.nodes.map((node) => (
            <g key={node.id}>
              <circle cx={node.x} cy={node.y} r={node.type === 'lender' || node.type === 'fund' || node.type === 'expert' ? 14 : 10} fill={NODE_COLOURS[node.type]} stroke="white" strokeWidth={3} />
              <text x={node.x} y={node.y + 28} textAnchor="middle" fontSize="11" fontWeight="600" fill="#1e293b" fontFamily="inherit">
                {node.label}
              </text>
            </g>
          ))}
        </g>
      </chakra.svg>

      <Flex position="absolute" top="2" insetEnd="2" direction="column" gap="1" bg="bg" rounded="lg" shadow="sm" borderWidth="1px" borderColor="border" p="1">
        <IconButton aria-label={COPY.zoomIn} size="xs" variant="ghost" onClick={() => zoomBy(1.25)} disabled={zoom >= LAYOUT.chartZoomMax}>
          <Plus aria-hidden />
        </IconButton>
        <IconButton aria-label={COPY.zoomOut} size="xs" variant="ghost" onClick={() => zoomBy(0.8)} disabled={zoom <= LAYOUT.chartZoomMin}>
          <Minus aria-hidden />
        </IconButton>
        <IconButton
          aria-label={COPY.zoomReset}
          size="xs"
          variant="ghost"
          onClick={() => {
            setZoom(1);
            setOffset({ x: 0, y: 0 });
          }}
        >
          <RotateCcw aria-hidden />
        </IconButton>
      </Flex>

      <Flex as="ul" listStyleType="none" gap="4" wrap="wrap" mt="3" fontSize="xs" color="fg.muted" aria-hidden>
        {types.map((type) => (
          <Flex as="li" key={type} align="center" gap="1.5">
            <Box boxSize="2.5" rounded="full" style={{ background: NODE_COLOURS[type] }} />
            {COPY.nodeLabels[type]}
          </Flex>
        ))}
      </Flex>

      <chakra.ul srOnly>
        {network.links.map((link) => (
          <li key={`${link.source}-${link.target}`}>
            {byId.get(link.source)?.label} {COPY.linkLabels[link.type]} {byId.get(link.target)?.label}
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
