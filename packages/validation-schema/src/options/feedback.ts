import * as v from 'valibot';
import type { FeedbackCategory } from '../enums/feedback';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Stage of the analysis a feedback giver is in (our choice: the spec does not show the values). */
export const analysisStageOptions = [
  { value: 'firstScreening', label: 'First screening' },
  { value: 'inDepthAnalysis', label: 'In-depth analysis' },
  { value: 'dueDiligence', label: 'Due diligence' },
  { value: 'investmentCommittee', label: 'Investment committee' },
  { value: 'decisionMade', label: 'Decision made' },
] as const satisfies readonly Option[];
export type AnalysisStage = (typeof analysisStageOptions)[number]['value'];
export const analysisStageSchema = v.picklist(optionValues(analysisStageOptions), messages.invalidAnalysisStage);

/** Labels of the six feedback categories / weak spots. */
export const feedbackCategoryOptions = [
  { value: 'portfolioFit', label: 'Portfolio fit' },
  { value: 'trackRecord', label: 'Track record' },
  { value: 'strategy', label: 'Strategy and future performance' },
  { value: 'processes', label: 'Processes, governance and other' },
  { value: 'team', label: 'Team' },
  { value: 'risk', label: 'Risk' },
] as const satisfies readonly Option<FeedbackCategory>[];
