import { Box, Flex, chakra } from '@chakra-ui/react';
import { RISK_LEVELS, type RiskLevel } from '@rules/figures';
import { WHO_IS_IT_FOR } from '../../content/home';

/** A row of the chart: a borrower stage as the team published it (issue P20: Borrower Stages in the back office). */
export interface BorrowerStage {
  id: string;
  stage: string;
  /** Share of borrowers at this stage funded through the marketplace, in percent. */
  successRate: number;
  avgAmount: string;
  avgTerm: string;
  /** One of `RISK_LEVELS` (the API refuses any other). */
  risk: string;
  /** Lenders and investors active at this stage. */
  investors: number;
  /** Average return for the lender or investor, in percent a year. */
  roi: number;
}

const COLUMNS = WHO_IS_IT_FOR.stageColumns;

const RISK_PALETTE: Record<RiskLevel, string> = {
  High: 'red',
  'Medium-High': 'orange',
  Medium: 'yellow',
  'Medium-Low': 'teal',
  Low: 'green',
};

const isRiskLevel = (risk: string): risk is RiskLevel => (RISK_LEVELS as readonly string[]).includes(risk);

const cell = { px: '2.5', py: '2.5', textAlign: 'start', whiteSpace: 'nowrap', borderBottomWidth: '1px', borderColor: 'border' } as const;

/**
 * The borrower stages (spec section 3: stage, success rate, average amount and term, risk,
 * investors, ROI) as a table whose success rates are drawn as bars: a chart that reads the same
 * to everyone. It scrolls sideways on narrow screens.
 */
export function StageChart({ stages, title }: { stages: readonly BorrowerStage[]; title: string }) {
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={title} rounded="lg" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
        <chakra.thead>
          <chakra.tr color="fg.muted" fontSize="xs" textTransform="uppercase" letterSpacing="0.06em">
            {(['stage', 'successRate', 'avgAmount', 'avgTerm', 'risk', 'investors', 'roi'] as const).map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="700">
                {COLUMNS[column]}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {stages.map((stage) => (
            <chakra.tr key={stage.id}>
              <chakra.th scope="row" {...cell} fontWeight="700">
                {stage.stage}
              </chakra.th>
              <chakra.td {...cell} minW="32">
                <Flex align="center" gap="2">
                  <Box flex="1" h="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden>
                    <Box h="full" w={`${stage.successRate}%`} bg="brand.500" rounded="full" />
                  </Box>
                  <chakra.span fontWeight="700" fontVariantNumeric="tabular-nums">
                    {stage.successRate}%
                  </chakra.span>
                </Flex>
              </chakra.td>
              <chakra.td {...cell}>{stage.avgAmount}</chakra.td>
              <chakra.td {...cell}>{stage.avgTerm}</chakra.td>
              <chakra.td {...cell}>
                <chakra.span colorPalette={isRiskLevel(stage.risk) ? RISK_PALETTE[stage.risk] : 'gray'} bg="colorPalette.100" color="colorPalette.800" px="2" py="0.5" rounded="full" fontSize="xs" fontWeight="700">
                  {stage.risk}
                </chakra.span>
              </chakra.td>
              <chakra.td {...cell} fontVariantNumeric="tabular-nums">
                {stage.investors}
              </chakra.td>
              <chakra.td {...cell} fontVariantNumeric="tabular-nums">
                {stage.roi}%
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
