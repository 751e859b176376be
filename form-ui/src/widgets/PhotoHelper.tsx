import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { makePhoto, outputSide, squareAround } from './photoCheck';

interface PhotoHelperProps {
  id: string;
  image: ImageBitmap;
  fileName: string;
  /** The photo made, ready to upload. */
  onDone: (file: File) => void;
  onCancel: () => void;
}

const VIEW = 300;

/** The square moves along an axis only where the picture is longer than the square. */
const AXES = [
  { axis: 'x', label: 'Left or right', extent: 'width' },
  { axis: 'y', label: 'Up or down', extent: 'height' },
] as const;

interface SliderProps {
  id: string;
  label: string;
  min: number;
  max: number;
  value: number;
  onValue: (value: number) => void;
}

/** A range input with its label: the size of the square, and its place along each axis. */
const Slider = ({ id, label, min, max, value, onValue }: SliderProps) => (
  <>
    <label htmlFor={id}>{label}</label>
    <input id={id} type="range" min={min} max={max} value={value} onChange={(event) => onValue(Number(event.target.value))} />
  </>
);

/**
 * Fixes a photograph in the browser: the applicant taps the face (or moves the sliders), sets the size of the
 * square, and gets a square JPEG of at least 350 px and 10 KB to 1 MB, which the widget then uploads.
 */
export function PhotoHelper({ id, image, fileName, onDone, onCancel }: PhotoHelperProps) {
  const { width, height } = image;
  const shortest = Math.min(width, height);
  const [centre, setCentre] = useState({ x: width / 2, y: height / 2 });
  const [percent, setPercent] = useState(100);
  const [working, setWorking] = useState<string | undefined>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const scale = VIEW / Math.max(width, height);
  const square = squareAround(width, height, centre.x, centre.y, (shortest * percent) / 100);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const w = Math.round(width * scale);
    const h = Math.round(height * scale);
    context.clearRect(0, 0, w, h);
    context.drawImage(image, 0, 0, w, h);
    // Dim what is cut away, outline what is kept.
    context.fillStyle = 'rgba(0, 0, 0, 0.55)';
    context.beginPath();
    context.rect(0, 0, w, h);
    context.rect(square.x * scale, square.y * scale, square.side * scale, square.side * scale);
    context.fill('evenodd');
    context.strokeStyle = '#ffbf47';
    context.lineWidth = 3;
    context.strokeRect(square.x * scale, square.y * scale, square.side * scale, square.side * scale);
  }, [image, width, height, scale, square.x, square.y, square.side]);

  const pick = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setCentre({ x: ((event.clientX - box.left) / box.width) * width, y: ((event.clientY - box.top) / box.height) * height });
  };

  const use = async () => {
    setWorking('Making your photo…');
    try {
      onDone(await makePhoto(image, square, fileName));
    } catch (error) {
      setWorking(error instanceof Error ? error.message : 'The photo could not be made.');
    }
  };

  const side = outputSide(square.side);
  return (
    <section className="photo-helper" aria-labelledby={`${id}__helper-title`}>
      <h3 id={`${id}__helper-title`} className="photo-helper__title">
        Fix your photo here
      </h3>
      <p className="photo-helper__hint">
        Tap your face in the picture, then make the square as large as your head and shoulders allow. We cut out the square and make a JPEG photo of{' '}
        {side} x {side} pixels.
      </p>
      <canvas
        ref={canvas}
        className="photo-helper__canvas"
        width={Math.round(width * scale)}
        height={Math.round(height * scale)}
        role="img"
        aria-label="Your photo; the square in the bright frame is what will be kept"
        onPointerDown={pick}
      />
      <div className="photo-helper__controls">
        <Slider id={`${id}__helper-size`} label="Size of the square" min={30} max={100} value={percent} onValue={setPercent} />
        {AXES.filter(({ extent }) => image[extent] > square.side).map(({ axis, label, extent }) => (
          <Slider
            key={axis}
            id={`${id}__helper-${axis}`}
            label={label}
            min={0}
            max={image[extent]}
            value={Math.round(centre[axis])}
            onValue={(value) => setCentre({ ...centre, [axis]: value })}
          />
        ))}
      </div>
      <p className="photo-helper__status" aria-live="polite">
        {working}
      </p>
      <div className="photo-helper__actions">
        <button type="button" className="button" onClick={() => void use()}>
          Use this square photo
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
