/** Price labels of chosen products as a PDF (issue 19); the product list mounts the button. */
export { PrintLabelsButton } from './components/PrintLabelsButton';
export { labelsUrl, labelSelectionProblem, LABEL_LAYOUT_OPTIONS, type LabelLayout } from './product-labels';
