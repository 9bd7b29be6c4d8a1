import { game, prize } from './build.js';
import type { PopupTemplate } from './model.js';

/** Games with prizes (issue 17): the wheel, the scratch card and the gift boxes, each with prizes that add up to 100%. */
export const GAME_TEMPLATES: PopupTemplate[] = [
  game({
    id: 'spring-wheel',
    name: 'Spring spin-the-wheel',
    format: 'format_1',
    theme: 'garden',
    main: { heading: 'Spin for a spring surprise', text: 'One spin per visitor. Most spins win something for your garden.', button: 'Spin now' },
    winning: { heading: 'Lucky you: {{prize_label}}', text: 'Here is your code, valid for a week:', button: 'Use it now' },
    losing: { heading: 'Not this time', text: 'The seeds did not sprout today. Come back next season!' },
    prizes: [
      prize(1, '10% off', 'SPRING10', 35),
      prize(2, 'Free seeds', 'SEEDS', 25),
      prize(3, '20% off', 'SPRING20', 10),
      prize(4, 'Free delivery', 'SPRINGSHIP', 15),
      prize(5, 'No luck', '', 15, false),
    ],
    settings: { display_after_sec_active: 6 },
  }),
  game({
    id: 'scratch-welcome',
    name: 'Scratch your welcome gift',
    format: 'format_2',
    theme: 'night',
    main: {
      heading: 'Scratch your welcome gift',
      text: 'Every card hides a treat for new customers. Give us your email and start scratching.',
      button: 'Get my card',
    },
    winning: { heading: 'It’s {{prize_label}}!', text: 'Your code works on your first order:', button: 'Shop with it' },
    losing: { heading: 'Almost!', text: 'This card was empty, but our welcome letter still has a treat for you.' },
    prizes: [
      prize(1, '15% off', 'SCRATCH15', 40),
      prize(2, 'Free gift', 'SCRATCHGIFT', 20),
      prize(3, 'Free shipping', 'SCRATCHSHIP', 30),
      prize(4, 'Try again', '', 10, false),
    ],
    settings: { display_after_scroll_active: 30 },
  }),
  game({
    id: 'three-boxes',
    name: 'Pick one of three boxes',
    format: 'format_3',
    theme: 'coral',
    main: { heading: 'Three boxes, one gift for you', text: 'Pick a box to open it. Your email keeps the prize safe.', button: 'Choose a box' },
    winning: { heading: 'Inside: {{prize_label}}', text: 'Copy your code before you close this box:', button: 'Start shopping' },
    losing: { heading: 'That box was empty', text: 'Thanks for playing. Our newsletter has treats every month.' },
    prizes: [prize(1, 'A free tote bag', 'TOTE', 30), prize(2, '10% off', 'BOX10', 40), prize(3, 'Empty box', '', 30, false)],
    settings: { display_after_exit_website_active: 1 },
  }),
  game({
    id: 'exit-wheel',
    name: 'Spin before you go',
    format: 'format_1',
    theme: 'berry',
    main: { heading: 'Before you go, spin the wheel', text: 'A last chance at a discount on today’s order.', button: 'Try my luck' },
    winning: { heading: 'You got {{prize_label}}', text: 'Use this code at checkout today:', button: 'Back to my cart' },
    losing: { heading: 'No prize on this spin', text: 'Thanks for trying. See you soon!' },
    prizes: [
      prize(1, '5% off', 'LEAVE5', 45),
      prize(2, '10% off', 'LEAVE10', 25),
      prize(3, 'Free shipping', 'LEAVESHIP', 20),
      prize(4, 'Nothing', '', 10, false),
    ],
    settings: { display_after_exit_website_active: 1 },
  }),
];
