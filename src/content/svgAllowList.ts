/**
 * What a safe SVG may contain, by namespace and local name (svgSafety.ts checks a file against it): drawing,
 * structure, gradient, filter and text elements, and the geometry and presentation attributes they take. Anything
 * not named here is refused, so an element or attribute that browsers may add later is refused until listed.
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Namespaces drawing programs write inside <metadata> (licence and author records); inert in browsers. */
export const METADATA_NS = new Set([
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
]);
export const RDF_NS = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

const FILTER_PRIMITIVES = [
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
];

/** SVG elements (local names, case as in SVG) that draw or structure a picture and run nothing. */
export const SVG_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'metadata', 'symbol', 'use', 'switch', 'view',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker', 'filter',
  'image', 'style',
  ...FILTER_PRIMITIVES,
]);

/** Elements whose href may name a raster picture in a `data:` address (besides `#id`). */
export const PICTURE_ELEMENTS = new Set(['image', 'feImage']);

/** Attributes without a namespace that SVG elements may carry (checked for url() as well). */
export const SVG_ATTRIBUTES = new Set([
  // core and accessibility
  'id', 'class', 'style', 'lang', 'tabindex', 'role', 'focusable', 'version', 'baseProfile', 'zoomAndPan',
  'type', 'media', 'title', 'href', 'requiredFeatures', 'requiredExtensions', 'systemLanguage',
  'externalResourcesRequired', 'enable-background',
  // geometry
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height', 'd',
  'points', 'pathLength', 'transform', 'viewBox', 'preserveAspectRatio', 'dx', 'dy', 'rotate', 'textLength',
  'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  // paint servers, clipping, masking, markers
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerUnits', 'markerWidth',
  'markerHeight', 'refX', 'refY', 'orient',
  // filters
  'filterUnits', 'primitiveUnits', 'filterRes', 'in', 'in2', 'result', 'mode', 'values', 'tableValues', 'slope',
  'intercept', 'amplitude', 'exponent', 'operator', 'k1', 'k2', 'k3', 'k4', 'order', 'kernelMatrix', 'divisor',
  'bias', 'targetX', 'targetY', 'edgeMode', 'kernelUnitLength', 'preserveAlpha', 'surfaceScale',
  'diffuseConstant', 'specularConstant', 'specularExponent', 'scale', 'xChannelSelector', 'yChannelSelector',
  'stdDeviation', 'radius', 'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ',
  'limitingConeAngle', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles',
  // presentation
  'alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule', 'color', 'color-interpolation',
  'color-interpolation-filters', 'color-rendering', 'direction', 'display', 'dominant-baseline', 'fill',
  'fill-opacity', 'fill-rule', 'filter', 'flood-color', 'flood-opacity', 'font', 'font-family', 'font-size',
  'font-size-adjust', 'font-stretch', 'font-style', 'font-variant', 'font-weight', 'glyph-orientation-horizontal',
  'glyph-orientation-vertical', 'image-rendering', 'kerning', 'letter-spacing', 'lighting-color', 'marker',
  'marker-start', 'marker-mid', 'marker-end', 'mask', 'mask-type', 'opacity', 'overflow', 'paint-order',
  'pointer-events', 'shape-rendering', 'stop-color', 'stop-opacity', 'stroke', 'stroke-dasharray',
  'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-opacity', 'stroke-width',
  'text-anchor', 'text-decoration', 'text-orientation', 'text-rendering', 'transform-origin', 'transform-box',
  'unicode-bidi', 'vector-effect', 'visibility', 'word-spacing', 'writing-mode', 'white-space', 'mix-blend-mode',
  'isolation',
]);

/** Attribute names matching this are allowed too: ARIA and data attributes carry no behaviour. */
export const FREE_ATTRIBUTE = /^(aria|data)-[a-z0-9-]+$/;

/** Namespaced attributes allowed on SVG elements, as `namespace localName`. */
export const NAMESPACED_ATTRIBUTES = new Set([
  `${XLINK_NS} href`, `${XLINK_NS} title`, `${XML_NS} space`, `${XML_NS} lang`,
]);

/** Animation elements: they can turn a link into `javascript:` or set an event handler after the check. */
export const ANIMATION_ELEMENTS = new Set([
  'set', 'animate', 'animateTransform', 'animateMotion', 'animateColor', 'discard',
]);
